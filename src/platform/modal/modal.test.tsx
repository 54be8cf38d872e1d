import { useRef, useState } from 'react';
import { renderWithProviders, screen, act, within } from '../../../test/test-utils';
import { Modal, type ModalProps } from './modal';
import { createModalStack } from './modal-stack';

type Extra = Partial<Omit<ModalProps, 'open' | 'onClose' | 'title' | 'initialFocusRef'>> & { focusEmail?: boolean };

/** A page with an opener button and a controlled modal, the way parcels use it. */
function Page({ extra = {}, onClose = () => undefined }: { extra?: Extra; onClose?: (reason: string) => void }) {
  const { focusEmail, ...modalProps } = extra;
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open details</button>
      <Modal
        open={open}
        title="Trim details"
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
        initialFocusRef={focusEmail ? inputRef : undefined}
        {...modalProps}
      >
        <a href="#specs">Specs</a>
        <input aria-label="Email" ref={inputRef} />
      </Modal>
    </>
  );
}

function setup(extra: Extra = {}, options: { language?: 'en' | 'es' } = {}) {
  const onClose = jest.fn();
  // A fresh stack per test keeps tests independent of the page-wide singleton.
  const stack = createModalStack();
  const utils = renderWithProviders(<Page extra={{ stack, ...extra }} onClose={onClose} />, {
    ...options,
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  return { ...utils, onClose };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.style.overflow = '';
});

afterEach(() => {
  act(() => {
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

describe('Modal', () => {
  it('renders nothing while closed', () => {
    setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an accessible dialog named by its visible title, in a portal', async () => {
    const { user, container } = setup();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Trim details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Trim details' })).toBeVisible();
    expect(container).not.toContainElement(dialog);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('names the close button in Spanish on Spanish pages', async () => {
    const { user } = setup({}, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const { user, onClose } = setup();
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('button');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape, debounced for 500 ms', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Re-opened at once: Escape within the debounce window is ignored...
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // ...and works again after 500 ms of quiet.
    act(() => {
      jest.advanceTimersByTime(500);
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on an overlay click but not on a click inside the dialog', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledWith('overlay');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an overlay click when overlay close is disabled', async () => {
    const { user, onClose } = setup({ disableOverlayClose: true });
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks background scroll while open and restores it 100 ms after closing', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => {
      jest.advanceTimersByTime(99);
    });
    expect(document.body.style.overflow).toBe('hidden');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('cycles Tab and Shift+Tab through the dialog controls only', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const specs = screen.getByRole('link', { name: 'Specs' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(specs).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(specs).toHaveFocus();
  });

  it('focuses the initial focus element when given', async () => {
    const { user } = setup({ focusEmail: true });
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('applies the theme and full-screen variants', async () => {
    const { user } = setup({ theme: 'dark', fullScreen: true });
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    expect(overlay).toHaveClass('vc-modal--dark', 'vc-modal--full-screen');
  });

  it('uses the light theme and a centred window by default', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    expect(overlay).toHaveClass('vc-modal--light');
    expect(overlay).not.toHaveClass('vc-modal--full-screen');
  });
});

describe('Modal brand theme', () => {
  it("carries the parcel's brand onto the overlay it portals into <body>, so the brand theme reaches it", async () => {
    const { BrandContext } = await import('../theme/brand-context');
    renderWithProviders(
      <BrandContext.Provider value="lexus">
        <Modal open title="Themed" onClose={() => undefined} />
      </BrandContext.Provider>,
    );
    expect(document.querySelector('.vc-modal-overlay')).toHaveAttribute('data-brand', 'lexus');
  });
});
