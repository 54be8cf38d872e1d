import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealerLookupResult } from '../domain/test-support/dealer-lookup.fixture';
import { deleteCookie, readZipcode, writeZipcode } from '../platform/cookies';
import { createEventBus, type EventBus } from '../platform/event-bus';
import { ZipModalRoot } from './zip-modal-root';

const ok = dealerLookupResult();

let bus: EventBus;

function mount(options: { pathname?: string; bodyClass?: string; app?: string; force?: string; wokenBy?: 'zip-modal:open' | 'state-change' } = {}) {
  document.body.className = options.bodyClass ?? 'configurator state-CA';
  const lookup = jest.fn(async (zip: string) => ({ ...ok, searchZipCode: zip }));
  const sources = { location: { pathname: options.pathname ?? '/configurator/' }, document };
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ZipModalRoot bus={bus} app={options.app ?? 'configurator'} force={options.force} wokenBy={options.wokenBy} lookup={lookup} sources={sources} />);
  return { user, lookup };
}

beforeEach(() => {
  jest.useFakeTimers();
  bus = createEventBus({ log: () => undefined });
  deleteCookie('zipcode');
});
afterEach(() => {
  jest.useRealTimers();
  deleteCookie('zipcode');
});

describe('ZipModalRoot', () => {
  it('opens the location modal, not full screen, when no zipcode cookie exists', () => {
    mount();
    const dialog = screen.getByRole('dialog', { name: 'Enter Your ZIP Code' });
    expect(dialog.parentElement).toHaveClass('vc-modal--light');
    expect(dialog.parentElement).not.toHaveClass('vc-modal--full-screen');
  });

  it('is skipped when a cookie exists for a California visitor', () => {
    writeZipcode('90210');
    mount();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens 'Update Your Location' full screen, prefilled, for an HI visitor with a cookie", () => {
    writeZipcode('96813');
    mount({ bodyClass: 'configurator state-HI' });
    const dialog = screen.getByRole('dialog', { name: 'Update Your Location' });
    expect(dialog.parentElement).toHaveClass('vc-modal--full-screen', 'vc-modal--light');
    expect(dialog.querySelector('[data-modal-name="Update_Your_Location"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('96813');
  });

  it('opens full screen when the slot forces it', () => {
    writeZipcode('90210');
    mount({ force: 'true' });
    expect(screen.getByRole('dialog').parentElement).toHaveClass('vc-modal--full-screen');
  });

  it('never opens on the my-dashboard payments path', () => {
    mount({ pathname: '/my-dashboard/payments/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves a valid ZIP to the cookie, publishes zipcode-valid and closes after the message', async () => {
    const { user } = mount();
    const published: unknown[] = [];
    bus.subscribe('zipcode-valid', (payload) => published.push(payload));
    await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '90210{Enter}');
    expect(await screen.findByText('Your zip has been updated!')).toBeInTheDocument();
    expect(readZipcode()).toBe('90210');
    expect(published).toEqual([{ version: 1, zipcode: '90210' }]);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape without saving', async () => {
    const { user } = mount();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readZipcode()).toBeUndefined();
  });

  it('reopens full screen in the region-error state with the input cleared when asked with zip-modal:open', () => {
    writeZipcode('90210');
    mount({ bodyClass: 'payment-estimator state-CA', app: 'payment-estimator' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      bus.publish('zip-modal:open', { version: 1, reason: 'region-not-set', clearInput: true });
    });
    const dialog = screen.getByRole('dialog', { name: 'Choose a Different ZIP Code' });
    expect(dialog.parentElement).toHaveClass('vc-modal--full-screen');
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('');
  });

  it('opens as Update Your Location with the saved ZIP for an update-location request', () => {
    writeZipcode('90210');
    mount();
    act(() => {
      bus.publish('zip-modal:open', { version: 1, reason: 'update-location', clearInput: false });
    });
    const dialog = screen.getByRole('dialog', { name: 'Update Your Location' });
    expect(dialog.parentElement).not.toHaveClass('vc-modal--full-screen');
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('90210');
  });

  it('gives an open modal a fresh, cleared form when asked again', async () => {
    const { user } = mount();
    const input = screen.getByRole('textbox', { name: 'ZIP Code' });
    await user.type(input, '123');
    expect(input).toHaveValue('123');
    act(() => {
      bus.publish('zip-modal:open', { version: 1, reason: 'forced', clearInput: true });
    });
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Enter Your ZIP Code' }).parentElement).toHaveClass('vc-modal--full-screen');
  });

  it('does not replay a request published before it mounted, nor open on page errors', () => {
    writeZipcode('90210');
    bus.publish('zip-modal:open', { version: 1, reason: 'forced', clearInput: true });
    mount();
    act(() => {
      bus.publish('page-error', { version: 1, type: 'region', source: 'region-gate', region: 'HI' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('delivers the request that woke it when the root config mounted it late (deferred slot)', () => {
    writeZipcode('90210');
    bus.publish('zip-modal:open', { version: 1, reason: 'update-location', clearInput: false });
    mount({ wokenBy: 'zip-modal:open' });
    expect(screen.getByRole('dialog', { name: 'Update Your Location' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('90210');
  });

  it('opens when a state-change moves the visitor to HI, PR or VI', () => {
    writeZipcode('90210');
    mount();
    act(() => {
      bus.publish('state-change', { version: 1, stateCode: 'PR' });
    });
    expect(screen.getByRole('dialog', { name: 'Update Your Location' })).toBeInTheDocument();
  });

  it('speaks Spanish on /espanol pages', async () => {
    mount({ pathname: '/espanol/configurator/' });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Ingresa tu código postal' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
