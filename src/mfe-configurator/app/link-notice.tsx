import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useConfigurator, useConfiguratorSelector } from '../machine/use-configurator';

const linkNoticeMessagesDefs = defineMessages({
  unknownTrim: {
    id: 'configurator.linkNotice.unknownTrim',
    defaultMessage: 'The link named a {series} model ({trim}) that is no longer offered. Choose a grade to start a new build.',
    description: 'Notice on the grade list after a link named an unknown trim; trim is its code',
  },
  unknownSeries: {
    id: 'configurator.linkNotice.unknownSeries',
    defaultMessage: 'The link named a vehicle ({series}) that is no longer offered. Choose a vehicle to start a build.',
    description: 'Notice on the vehicle list after a link named an unknown series; series is the id and year from the link',
  },
  dismiss: {
    id: 'configurator.linkNotice.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button closing the lost-link notice',
  },
  label: {
    id: 'configurator.linkNotice.label',
    defaultMessage: 'Link notice',
    description: 'Accessible name of the lost-link notice region',
  },
});
const m: Record<keyof typeof linkNoticeMessagesDefs, MessageDescriptor> = linkNoticeMessagesDefs;

/**
 * Says what a restored link pointed at that no longer exists (issue 15): the shopper lands on the
 * grade list (unknown trim) or the vehicle list (unknown series) instead of the apology page. Polite
 * live region, never steals focus; gone when dismissed or when the shopper moves on.
 */
export function LinkNotice() {
  const intl = useIntl();
  const { send } = useConfigurator();
  const notice = useConfiguratorSelector((s) => s.context.linkNotice);
  const text =
    notice?.kind === 'unknown-trim'
      ? intl.formatMessage(m.unknownTrim, { series: notice.seriesName, trim: notice.trimId })
      : notice?.kind === 'unknown-series'
        ? intl.formatMessage(m.unknownSeries, { series: [notice.seriesId, notice.year].filter(Boolean).join(' ') })
        : null;
  return (
    <div className="cfg-notice" role="status" aria-live="polite" aria-label={intl.formatMessage(m.label)}>
      {text ? (
        <>
          <p data-notice={notice!.kind}>{text}</p>
          <button type="button" className="cfg-button" onClick={() => send({ type: 'user.dismissLinkNotice' })}>
            {intl.formatMessage(m.dismiss)}
          </button>
        </>
      ) : null}
    </div>
  );
}
