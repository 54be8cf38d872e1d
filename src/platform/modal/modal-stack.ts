/**
 * Framework-free modal stack shared by every parcel on a page.
 *
 * Several parcels (ZIP modal, configurator overlays) can open dialogs on the same host page,
 * so the stack lives per document rather than per React tree: Escape, focus trapping and the
 * scroll lock must act on the top-most modal whichever parcel opened it.
 */

export type ModalState = 'visible' | 'hidden' | 'destroyed';
export type ModalCloseReason = 'escape' | 'overlay' | 'button';

/** product.md section 9: Escape debounce and background scroll restore delay. */
export const ESCAPE_DEBOUNCE_MS = 500;
export const SCROLL_RESTORE_MS = 100;

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements inside `container` that Tab can reach, in document order. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden],[inert]'),
  );
}

export interface ModalOptions {
  /** The dialog element: focus is trapped inside it. */
  element: HTMLElement;
  /** Asked to close (Escape, overlay click); the owner decides and calls hide(). */
  onRequestClose: (reason: ModalCloseReason) => void;
  disableOverlayClose?: boolean;
  /** Focused on show; defaults to the first focusable element, then the dialog itself. */
  initialFocus?: HTMLElement | null;
  /**
   * Where focus goes on hide when there is no opener to return to (the modal opened on page load,
   * or its opener is gone): e.g. the main heading of the application it serves. Without it (or when
   * it answers null) focus stays where the browser leaves it.
   */
  fallbackFocus?: () => HTMLElement | null;
}

export interface ModalEntry {
  readonly state: ModalState;
  show(): void;
  hide(): void;
  destroy(): void;
  /** Call when the overlay (backdrop) itself is clicked. */
  overlayClick(): void;
  /** Changes the close behaviour of a registered modal (props can change while it is open). */
  update(changes: Partial<Pick<ModalOptions, 'disableOverlayClose' | 'onRequestClose'>>): void;
}

export interface ModalStack {
  register(options: ModalOptions): ModalEntry;
  /** Visible modals, bottom first. */
  readonly size: number;
  top(): ModalEntry | undefined;
}

export interface ModalStackOptions {
  document?: Document;
  escapeDebounceMs?: number;
  scrollRestoreMs?: number;
}

interface InternalEntry extends ModalEntry {
  options: ModalOptions;
  opener: HTMLElement | null;
}

/**
 * Creates a modal stack for one document. Most code wants {@link getModalStack}, which shares
 * one stack per document; this factory exists for tests and unusual hosts.
 */
export function createModalStack(settings: ModalStackOptions = {}): ModalStack {
  const doc = settings.document ?? document;
  const escapeDebounceMs = settings.escapeDebounceMs ?? ESCAPE_DEBOUNCE_MS;
  const scrollRestoreMs = settings.scrollRestoreMs ?? SCROLL_RESTORE_MS;
  const stack: InternalEntry[] = [];
  let escapeTimer: ReturnType<typeof setTimeout> | undefined;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let savedOverflow: string | undefined;

  const top = (): InternalEntry | undefined => stack[stack.length - 1];

  // A heading is not focusable by itself: tabindex -1 lets a script focus it without adding a Tab stop.
  function focusFallback(target: HTMLElement | null): void {
    if (!target || !target.isConnected) return;
    if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
    target.focus();
  }

  function focusInto(entry: InternalEntry): void {
    (focusableWithin(entry.options.element)[0] ?? entry.options.element).focus();
  }

  function onKeyDown(event: KeyboardEvent): void {
    const current = top();
    if (!current) return;
    if (event.key === 'Escape' || event.key === 'Esc') {
      // Leading-edge debounce: the first Escape acts at once; presses within the quiet window
      // (key repeat, a double press) are swallowed so one gesture never closes two modals.
      const acting = escapeTimer === undefined;
      clearTimeout(escapeTimer);
      escapeTimer = setTimeout(() => {
        escapeTimer = undefined;
      }, escapeDebounceMs);
      if (acting) current.options.onRequestClose('escape');
      return;
    }
    if (event.key !== 'Tab') return;
    const { element } = current.options;
    const focusables = focusableWithin(element);
    if (focusables.length === 0) {
      event.preventDefault();
      element.focus();
      return;
    }
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const active = doc.activeElement;
    const inside = active instanceof HTMLElement && element.contains(active);
    if (event.shiftKey && (!inside || active === first || active === element)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  }

  function onFocusIn(event: FocusEvent): void {
    const current = top();
    // Focus escaping the top-most dialog (a click on a lower modal, a script) is pulled back.
    if (current && event.target instanceof Node && !current.options.element.contains(event.target)) {
      focusInto(current);
    }
  }

  function lockScroll(): void {
    clearTimeout(scrollTimer);
    scrollTimer = undefined;
    if (savedOverflow === undefined) {
      savedOverflow = doc.body.style.overflow;
      doc.body.style.overflow = 'hidden';
    }
  }

  function scheduleScrollRestore(): void {
    clearTimeout(scrollTimer);
    // Restoring a little later lets a closing animation finish before the page can scroll.
    scrollTimer = setTimeout(() => {
      scrollTimer = undefined;
      if (stack.length === 0 && savedOverflow !== undefined) {
        doc.body.style.overflow = savedOverflow;
        savedOverflow = undefined;
      }
    }, scrollRestoreMs);
  }

  function attach(): void {
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('focusin', onFocusIn, true);
  }

  function detach(): void {
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('focusin', onFocusIn, true);
    // The Escape quiet window outlives the stack on purpose: a modal reopened within it must
    // not be closed by the tail of the same key burst.
  }

  return {
    register(options) {
      if (!options || !(options.element instanceof HTMLElement) || typeof options.onRequestClose !== 'function') {
        throw new TypeError('modal-stack: register needs an element and an onRequestClose function');
      }
      let state: ModalState = 'hidden';
      const entry: InternalEntry = {
        options: { ...options },
        opener: null,
        get state() {
          return state;
        },
        show() {
          if (state === 'destroyed') throw new Error('modal-stack: cannot show a destroyed modal');
          if (state === 'visible') return;
          const active = doc.activeElement;
          entry.opener = active instanceof HTMLElement && active !== doc.body ? active : null;
          state = 'visible';
          if (stack.length === 0) attach();
          stack.push(entry);
          lockScroll();
          const initial = entry.options.initialFocus;
          if (initial && entry.options.element.contains(initial)) initial.focus();
          else focusInto(entry);
        },
        hide() {
          if (state !== 'visible') return;
          state = 'hidden';
          const wasTop = top() === entry;
          stack.splice(stack.indexOf(entry), 1);
          if (stack.length === 0) {
            detach();
            scheduleScrollRestore();
          }
          if (!wasTop) return;
          const next = top();
          if (entry.opener && entry.opener.isConnected && (!next || next.options.element.contains(entry.opener))) {
            entry.opener.focus();
          } else if (next) {
            focusInto(next);
          } else {
            focusFallback(entry.options.fallbackFocus?.() ?? null);
          }
        },
        destroy() {
          entry.hide();
          state = 'destroyed';
        },
        overlayClick() {
          if (state === 'visible' && !entry.options.disableOverlayClose) entry.options.onRequestClose('overlay');
        },
        update(changes) {
          entry.options = { ...entry.options, ...changes };
        },
      };
      return entry;
    },
    get size() {
      return stack.length;
    },
    top,
  };
}

const stacks = new WeakMap<Document, ModalStack>();

/** The modal stack shared by every parcel rendering into `doc`. */
export function getModalStack(doc: Document = document): ModalStack {
  let stack = stacks.get(doc);
  if (!stack) {
    stack = createModalStack({ document: doc });
    stacks.set(doc, stack);
  }
  return stack;
}
