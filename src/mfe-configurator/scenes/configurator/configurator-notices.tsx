import { useIntl, type IntlShape } from 'react-intl';
import { sceneMessages } from './configurator-messages';
import type { SceneNotice } from './configurator-model';

export interface ConfiguratorNoticesProps {
  notices: readonly SceneNotice[];
  onDismiss: () => void;
}

/** One sentence (or two, for a network failure) per notice, in the page language. */
export function noticeText(intl: IntlShape, notice: SceneNotice): string {
  switch (notice.kind) {
    case 'deep-link-invalid':
      return notice.items.length > 0
        ? intl.formatMessage(sceneMessages.deepLinkLost, { items: intl.formatList(notice.items, { type: 'conjunction' }) })
        : intl.formatMessage(sceneMessages.deepLinkInvalid);
    case 'refused':
      return intl.formatMessage(sceneMessages.refused, { item: notice.item });
    case 'not-applied':
      return intl.formatMessage(sceneMessages.notApplied, { items: intl.formatList(notice.items, { type: 'conjunction' }) });
    case 'update-failed':
    case 'check-failed': {
      const text = intl.formatMessage(notice.kind === 'update-failed' ? sceneMessages.updateFailed : sceneMessages.checkFailed);
      return notice.offline ? `${text} ${intl.formatMessage(sceneMessages.offline)}` : text;
    }
  }
}

/**
 * The scene's notices (product.md section 2: polite, dismissible). The live region is always in the DOM so
 * screen readers announce a notice when it appears; it never takes focus from the shopper's pick.
 */
export function ConfiguratorNotices({ notices, onDismiss }: ConfiguratorNoticesProps) {
  const intl = useIntl();
  return (
    <div className="cfg-notice" role="status" aria-live="polite" aria-label={intl.formatMessage(sceneMessages.notices)}>
      {notices.length > 0 ? (
        <>
          <div className="cfg-notice__messages">
            {notices.map((notice) => (
              <p key={notice.kind} data-notice={notice.kind}>
                {noticeText(intl, notice)}
              </p>
            ))}
          </div>
          <button type="button" className="cfg-button" onClick={onDismiss}>
            {intl.formatMessage(sceneMessages.dismiss)}
          </button>
        </>
      ) : null}
    </div>
  );
}
