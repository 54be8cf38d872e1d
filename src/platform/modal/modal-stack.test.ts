import {
  createModalStack as createStack,
  focusableWithin,
  getModalStack,
  type ModalCloseReason,
  type ModalEntry,
  type ModalStackOptions,
} from './modal-stack';

// Every entry a test registers is destroyed afterwards, so no document listener leaks between tests.
const registered: ModalEntry[] = [];
function createModalStack(options?: ModalStackOptions) {
  const stack = createStack(options);
  const register = stack.register.bind(stack);
  stack.register = (opts) => {
    const entry = register(opts);
    registered.push(entry);
    return entry;
  };
  return stack;
}

function dialog(html: string): HTMLElement {
  const element = document.createElement('div');
  element.tabIndex = -1;
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

function press(key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

function setup() {
  const stack = createModalStack();
  const closes: ModalCloseReason[] = [];
  const open = (html = '<button>a</button><button>b</button>', extra: { disableOverlayClose?: boolean } = {}) => {
    const element = dialog(html);
    const entry = stack.register({ element, onRequestClose: (reason) => { closes.push(reason); entry.hide(); }, ...extra });
    entry.show();
    return { element, entry };
  };
  return { stack, closes, open };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<button id="opener">open</button>';
  document.body.style.overflow = 'auto';
});

afterEach(() => {
  for (const entry of registered.splice(0)) entry.destroy();
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('modal stack', () => {
  it('moves a modal through hidden, visible and destroyed', () => {
    const { stack } = setup();
    const entry = stack.register({ element: dialog(''), onRequestClose: () => undefined });
    expect(entry.state).toBe('hidden');
    entry.show();
    expect(entry.state).toBe('visible');
    expect(stack.top()).toBe(entry);
    entry.hide();
    expect(entry.state).toBe('hidden');
    expect(stack.size).toBe(0);
    entry.destroy();
    expect(entry.state).toBe('destroyed');
    expect(() => entry.show()).toThrow(/destroyed/);
  });

  it('closes only the top-most modal on Escape', () => {
    const { stack, closes, open } = setup();
    const lower = open();
    const upper = open();
    press('Escape');
    expect(closes).toEqual(['escape']);
    expect(upper.entry.state).toBe('hidden');
    expect(lower.entry.state).toBe('visible');
    expect(stack.top()).toBe(lower.entry);
  });

  it('debounces Escape for 500 ms so one burst closes one modal', () => {
    const { closes, open } = setup();
    const lower = open();
    open();
    press('Escape');
    jest.advanceTimersByTime(300);
    press('Escape');
    jest.advanceTimersByTime(499);
    press('Escape');
    expect(closes).toEqual(['escape']);
    expect(lower.entry.state).toBe('visible');
    jest.advanceTimersByTime(500);
    press('Escape');
    expect(closes).toEqual(['escape', 'escape']);
    expect(lower.entry.state).toBe('hidden');
  });

  it('closes on an overlay click unless that is disabled', () => {
    const { closes, open } = setup();
    const locked = open('<button>x</button>', { disableOverlayClose: true });
    locked.entry.overlayClick();
    expect(closes).toEqual([]);
    locked.entry.update({ disableOverlayClose: false });
    locked.entry.overlayClick();
    expect(closes).toEqual(['overlay']);
    locked.entry.overlayClick();
    expect(closes).toEqual(['overlay']);
  });

  it('locks background scroll while open and restores it 100 ms after the last close', () => {
    const { open } = setup();
    const first = open();
    const second = open();
    expect(document.body.style.overflow).toBe('hidden');
    second.entry.hide();
    jest.advanceTimersByTime(200);
    expect(document.body.style.overflow).toBe('hidden');
    first.entry.hide();
    jest.advanceTimersByTime(99);
    expect(document.body.style.overflow).toBe('hidden');
    jest.advanceTimersByTime(1);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps scroll locked when another modal opens within the restore delay', () => {
    const { open } = setup();
    open().entry.hide();
    jest.advanceTimersByTime(50);
    const again = open();
    jest.advanceTimersByTime(200);
    expect(document.body.style.overflow).toBe('hidden');
    again.entry.hide();
    jest.advanceTimersByTime(100);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('focuses the first control on show and returns focus to the opener on close', () => {
    const { open } = setup();
    const opener = document.getElementById('opener') as HTMLButtonElement;
    opener.focus();
    const { element, entry } = open();
    expect(document.activeElement).toBe(element.querySelector('button'));
    entry.hide();
    expect(document.activeElement).toBe(opener);
  });

  it('without an opener (opened on page load), focus goes to the fallback heading on close, not the body', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const heading = document.createElement('h1');
    heading.textContent = 'Build your Tacoma';
    document.body.append(heading);
    const stack = createModalStack();
    const entry = stack.register({ element: dialog('<button>ok</button>'), onRequestClose: jest.fn(), fallbackFocus: () => heading });
    entry.show();
    entry.hide();
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    heading.remove();
  });

  it('focuses the initial focus element when given, or the dialog when it has no controls', () => {
    const { stack } = setup();
    const element = dialog('<button>a</button><input aria-label="zip">');
    const input = element.querySelector('input') as HTMLInputElement;
    stack.register({ element, onRequestClose: () => undefined, initialFocus: input }).show();
    expect(document.activeElement).toBe(input);
    const empty = dialog('<p>text</p>');
    stack.register({ element: empty, onRequestClose: () => undefined }).show();
    expect(document.activeElement).toBe(empty);
  });

  it('wraps Tab and Shift+Tab inside the top-most modal', () => {
    const { open } = setup();
    const { element } = open('<button>a</button><a href="#x">b</a><button>c</button>');
    const [a, , c] = focusableWithin(element);
    c.focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(a);
    expect(press('Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(c);
    // In the middle the browser moves focus itself.
    a.focus();
    expect(press('Tab').defaultPrevented).toBe(false);
  });

  it('pulls focus back when it escapes the top-most modal', () => {
    const { open } = setup();
    const { element } = open();
    (document.getElementById('opener') as HTMLButtonElement).focus();
    expect(element.contains(document.activeElement)).toBe(true);
  });

  it('returns focus into the lower modal when the upper one closes', () => {
    const { open } = setup();
    const lower = open('<button>lower</button>');
    const upper = open('<button>upper</button>');
    upper.entry.hide();
    expect(document.activeElement).toBe(lower.element.querySelector('button'));
  });

  it('stops listening once the stack is empty', () => {
    const { closes, open } = setup();
    open().entry.hide();
    jest.advanceTimersByTime(1000);
    press('Escape');
    expect(closes).toEqual([]);
  });

  it('ignores disabled, hidden and tabindex=-1 elements when trapping focus', () => {
    const element = dialog('<button disabled>x</button><div hidden><button>y</button></div><span tabindex="-1">z</span><input type="hidden"><button>ok</button>');
    expect(focusableWithin(element).map((e) => e.textContent)).toEqual(['ok']);
  });

  it('rejects a registration without an element or close handler', () => {
    const stack = createModalStack();
    expect(() => stack.register({} as never)).toThrow(/needs an element/);
  });

  it('shares one stack per document', () => {
    expect(getModalStack(document)).toBe(getModalStack());
  });
});
