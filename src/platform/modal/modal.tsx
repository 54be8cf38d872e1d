import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { usePageId } from '../page-id';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';
import { getModalStack, type ModalCloseReason, type ModalEntry, type ModalStack } from './modal-stack';
import { useBrand } from '../theme/brand-context';
import '../theme/theme.css';
import '../theme/components.css';
import './modal.css';

export interface ModalProps {
  open: boolean;
  /** Called when the shopper asks to close (close button, Escape, overlay); the owner sets open=false. */
  onClose: (reason: ModalCloseReason) => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  disableOverlayClose?: boolean;
  fullScreen?: boolean;
  theme?: 'light' | 'dark';
  /** Element focused when the modal opens, instead of the first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Focused on close when the modal has no opener to return to (see ModalOptions.fallbackFocus). */
  fallbackFocus?: () => HTMLElement | null;
  /** Where the portal renders; document.body by default. */
  container?: HTMLElement;
  /**
   * Rendered where the modal element is instead of in a portal: server markup cannot hold a portal,
   * so a modal the server rendered (ADR 0213) is hydrated in its slot. Its overlay is fixed to the
   * viewport either way.
   */
  inline?: boolean;
  /** Defaults to the stack shared by the whole page. */
  stack?: ModalStack;
  children?: ReactNode;
}

/**
 * Accessible modal dialog rendered in a portal, on top of the page-wide modal stack (Escape,
 * focus trap, scroll lock). It is controlled: it never closes itself, it asks via onClose.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  disableOverlayClose = false,
  fullScreen = false,
  theme = 'light',
  initialFocusRef,
  fallbackFocus,
  container,
  inline = false,
  stack,
  children,
}: ModalProps) {
  const intl = useIntl();
  const brand = useBrand();
  const titleId = usePageId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const entryRef = useRef<ModalEntry | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;

  // Layout effect: the dialog must hold focus before the browser paints, or a fast Tab escapes.
  useLayoutEffect(() => {
    const element = dialogRef.current;
    if (!element) return undefined;
    const entry = (stack ?? getModalStack(element.ownerDocument)).register({
      element,
      onRequestClose: (reason) => onCloseRef.current(reason),
      disableOverlayClose,
      initialFocus: initialFocusRef?.current ?? null,
      fallbackFocus: () => fallbackRef.current?.() ?? null,
    });
    entryRef.current = entry;
    entry.show();
    return () => {
      entry.destroy();
      entryRef.current = null;
    };
    // The entry lives as long as this open modal; later prop changes go through update().
  }, [stack]);

  useEffect(() => {
    entryRef.current?.update({ disableOverlayClose });
  }, [disableOverlayClose]);

  const classes = ['vc-modal-overlay', `vc-modal--${theme}`];
  if (fullScreen) classes.push('vc-modal--full-screen');

  const overlay = (
    <div
      className={classes.join(' ')}
      data-brand={brand ?? undefined}
      onClick={(event) => {
        // Only a click on the backdrop itself, not one that bubbled up from the dialog.
        if (event.target === event.currentTarget) entryRef.current?.overlayClick();
      }}
    >
      <div ref={dialogRef} className="vc-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="vc-modal__header">
          <h2 id={titleId} className="vc-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="vc-modal__close"
            aria-label={intl.formatMessage(sharedMessages.modalClose)}
            onClick={() => onCloseRef.current('button')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="vc-modal__body">{children}</div>
      </div>
    </div>
  );
  return inline ? overlay : createPortal(overlay, container ?? document.body);
}
