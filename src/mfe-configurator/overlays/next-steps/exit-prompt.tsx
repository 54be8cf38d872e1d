import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../../platform/modal/modal';
import { nextStepsMessages as m } from './next-steps-messages';

/** Mark any control that leaves the build inside the app (e.g. 'Change grade') with this attribute. */
export const EXIT_BUILD_ATTRIBUTE = 'data-exit-build';

export interface ExitBuildPromptProps {
  /** True while the current build is not among the saved builds. */
  unsaved: boolean;
  /** Saves the build; resolves true when it was stored. */
  onSave(): boolean;
  navigate(url: string): void;
  /** Where clicks are watched; the document by default. */
  root?: Document;
}

type Pending = { kind: 'link'; href: string } | { kind: 'control'; element: HTMLElement };

/** A link that leaves this page: not a hash jump, not a new tab, not a download, not modified. */
function leavingLink(anchor: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, anchor.ownerDocument.location.href);
  const here = anchor.ownerDocument.location;
  return !(url.origin === here.origin && url.pathname === here.pathname && url.search === here.search);
}

/**
 * The exit-build prompt (ADR 0098): while the build is unsaved, closing or reloading the tab asks
 * the browser's own question (beforeunload), and leaving inside the page (a link to another page,
 * or a control marked data-exit-build) asks to save or leave first.
 */
export function ExitBuildPrompt({ unsaved, onSave, navigate, root }: ExitBuildPromptProps) {
  const intl = useIntl();
  const [pending, setPending] = useState<Pending | null>(null);
  const bypass = useRef(false);

  useEffect(() => {
    if (!unsaved) return undefined;
    const doc = root ?? document;
    const win = doc.defaultView ?? window;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (bypass.current) return;
      const target = event.target as Element | null;
      if (!target?.closest || target.closest('.vc-modal')) return;
      const control = target.closest<HTMLElement>(`[${EXIT_BUILD_ATTRIBUTE}]`);
      const anchor = target.closest<HTMLAnchorElement>('a[href]');
      if (control) setPending({ kind: 'control', element: control });
      else if (anchor && leavingLink(anchor, event)) setPending({ kind: 'link', href: anchor.href });
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    win.addEventListener('beforeunload', onBeforeUnload);
    doc.addEventListener('click', onClick, true);
    return () => {
      win.removeEventListener('beforeunload', onBeforeUnload);
      doc.removeEventListener('click', onClick, true);
    };
  }, [unsaved, root]);

  const proceed = () => {
    const next = pending;
    setPending(null);
    if (!next) return;
    if (next.kind === 'link') return navigate(next.href);
    bypass.current = true;
    try {
      next.element.click();
    } finally {
      bypass.current = false;
    }
  };

  return (
    <Modal open={pending !== null} onClose={() => setPending(null)} title={intl.formatMessage(m.exitTitle)}>
      <p>{intl.formatMessage(m.exitBody)}</p>
      <div className="vc-next__row">
        <button
          type="button"
          className="vc-next__primary"
          onClick={() => {
            onSave();
            proceed();
          }}
        >
          {intl.formatMessage(m.saveAndLeave)}
        </button>
        <button type="button" onClick={proceed}>
          {intl.formatMessage(m.leave)}
        </button>
        <button type="button" onClick={() => setPending(null)}>
          {intl.formatMessage(m.stay)}
        </button>
      </div>
    </Modal>
  );
}
