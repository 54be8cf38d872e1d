import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { FirstScreenIsland } from '../platform/first-screen';
import { deleteCookie, readZipcode, writeZipcode } from '../platform/cookies';
import { createEventBus, type BusEvents, type EventBus } from '../platform/event-bus';
import { RegionGateRoot } from './region-gate-root';
import type { RegionLookup, RegionServices } from './region-services';

const LOOKUPS: Record<string, RegionLookup> = {
  '90210': { regionCode: 10, redirectUrl: '', state: 'CA' },
  '10001': { regionCode: 40, redirectUrl: '', state: 'NY' },
  '33130': { regionCode: 50, redirectUrl: '', state: 'FL' },
  '96813': { regionCode: 80, redirectUrl: 'https://www.toyotahawaii.com/', state: 'HI' },
  '00801': { regionCode: 82, redirectUrl: 'https://www.toyotavi.com/', state: 'VI' },
};

const services = (): RegionServices => ({
  lookupRegion: jest.fn(async (zip: string) => {
    const found = LOOKUPS[zip];
    if (!found) throw Object.assign(new Error('unknown'), { status: 400 });
    return found;
  }),
  suppressionList: jest.fn(async () => [{ modelCode: 'mirai', modelYear: '2024', suppressionStates: 'NY' }]),
  regionRedirects: jest.fn(async () => [{ series: 'tacoma', year: '2024', path: 'https://www.toyotahawaii.com/vehicles/tacoma/2024/build/' }]),
});

let bus: EventBus;
let events: Array<[string, unknown]>;

let lastServices: RegionServices | undefined;
const svcCalls = (): string[] => ((lastServices?.lookupRegion as jest.Mock | undefined)?.mock.calls ?? []).map(([zip]) => zip as string);

function mount(options: { pathname?: string; bodyClass?: string } = {}) {
  document.body.className = options.bodyClass ?? 'configurator state-CA';
  const svc = services();
  lastServices = svc;
  const sources = { location: { pathname: options.pathname ?? '/configurator/' }, document };
  const slot = document.createElement('div');
  document.body.append(slot);
  render(<RegionGateRoot bus={bus} domElement={slot} services={svc} sources={sources} />);
  return Object.assign(svc, { slot });
}

const last = <T extends keyof BusEvents>(type: T): BusEvents[T] | undefined => bus.last(type);

beforeEach(() => {
  bus = createEventBus({ log: () => undefined });
  events = [];
  for (const type of ['steps:may-render', 'page-error', 'zipcode-valid', 'zip-modal:open'] as const) {
    bus.subscribe(type, (payload) => events.push([type, payload]));
  }
  deleteCookie('zipcode');
});
afterEach(() => {
  deleteCookie('zipcode');
  document.body.replaceChildren();
});

describe('RegionGateRoot', () => {
  it('without a cookie tells the configurator that steps may not render yet', () => {
    mount();
    expect(last('steps:may-render')).toEqual({ version: 1, allowed: false });
  });

  it('with a mainland ZIP lets the steps render and shows nothing', async () => {
    writeZipcode('90210');
    const { slot } = mount();
    await waitFor(() => expect(last('steps:may-render')).toEqual({ version: 1, allowed: true }));
    expect(document.body.querySelector('.vc-region, .vc-apology')).toBeNull();
    expect(slot.dataset).toMatchObject({ pageError: 'none', stepsMayRender: 'true' });
  });

  it('shows the Hawaii region screen with the build page matching series and year', async () => {
    writeZipcode('96813');
    mount({ pathname: '/configurator/build/step/color/year/2024/series/tacoma/model/7594/' });
    expect(await screen.findByRole('heading', { name: 'Aloha!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visit the regional site for Hawaii/ })).toHaveAttribute(
      'href',
      'https://www.toyotahawaii.com/vehicles/tacoma/2024/build/',
    );
    await waitFor(() => expect(last('page-error')).toEqual({ version: 1, type: 'region', source: 'region-gate', region: 'HI' }));
    expect(document.querySelector<HTMLElement>('[data-page-error]')?.dataset).toMatchObject({ pageError: 'region', stepsMayRender: 'false' });
    expect(last('steps:may-render')).toEqual({ version: 1, allowed: false });
  });

  it('shows the Virgin Islands screen for region 82', async () => {
    writeZipcode('00801');
    mount();
    expect(await screen.findByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the regional site for the U.S. Virgin Islands (opens in a new tab)' })).toHaveAttribute('href', 'https://www.toyotavi.com/');
  });

  it('renders the no-inventory slot for a model suppressed in the visitor state', async () => {
    writeZipcode('10001');
    mount({ bodyClass: 'configurator state-NY', pathname: '/configurator/build/step/color/year/2024/series/mirai/model/1/' });
    await waitFor(() => expect(document.querySelector('[data-mfe="no-inventory"]')).not.toBeNull());
    const slot = document.querySelector('[data-mfe="no-inventory"]') as HTMLElement;
    expect(slot.dataset).toMatchObject({ modelCode: 'mirai', year: '2024' });
    await waitFor(() => expect(last('page-error')).toMatchObject({ type: 'inventory-no-results' }));
  });

  it("hydrates over the server's no-inventory slot, leaving that slot's content to its own parcel, and starts the slot empty when it comes back", async () => {
    writeZipcode('10001');
    document.body.className = 'configurator state-NY';
    const sources = { location: { pathname: '/configurator/build/step/color/year/2024/series/mirai/model/1/' }, document };
    const island: FirstScreenIsland = {
      version: 1,
      slot: 'region-gate',
      language: 'en',
      regionCheck: { zipcode: '10001', lookup: LOOKUPS['10001']!, redirects: [], suppressed: true, modelCode: 'mirai', year: 2024 },
    };
    const svc = services();
    const slot = document.createElement('div');
    const server = renderToString(<RegionGateRoot bus={bus} domElement={document.createElement('div')} services={svc} sources={sources} firstScreen={island} />);
    expect(server).toBe('<div data-mfe="no-inventory" data-model-code="mirai" data-year="2024"></div>');
    slot.innerHTML = server.replace('></div>', ' data-ssr="1"><section>the page, hydrated by its own parcel</section></div>');
    document.body.append(slot);
    const page = slot.querySelector('section');
    const problems: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    const root = await act(async () => hydrateRoot(slot, <RegionGateRoot bus={bus} domElement={slot} services={svc} sources={sources} firstScreen={island} />, { onRecoverableError: (error) => problems.push(error) }));
    expect(problems).toEqual([]);
    errors.mockRestore();
    expect(slot.querySelector('section')).toBe(page);
    expect(svc.lookupRegion).not.toHaveBeenCalled();
    expect(slot.dataset.pageError).toBe('inventory-no-results');

    // The visitor's state changing to one the model is sold in takes the slot away; back in New
    // York it comes back empty, for its parcel to fill.
    await act(async () => bus.publish('state-change', { version: 1, stateCode: 'CA' }));
    await waitFor(() => expect(slot.querySelector('[data-mfe="no-inventory"]')).toBeNull());
    await act(async () => bus.publish('state-change', { version: 1, stateCode: 'NY' }));
    await waitFor(() => expect(slot.querySelector('[data-mfe="no-inventory"]')).not.toBeNull());
    expect(slot.querySelector('[data-mfe="no-inventory"]')!.innerHTML).toBe('');
    act(() => root.unmount());
  });

  it('checks again on zipcode-valid from the ZIP modal, without publishing it again', async () => {
    writeZipcode('90210');
    const svc = mount();
    await waitFor(() => expect(last('steps:may-render')?.allowed).toBe(true));
    act(() => {
      bus.publish('zipcode-valid', { version: 1, zipcode: '96813' });
    });
    expect(await screen.findByRole('heading', { name: 'Aloha!' })).toBeInTheDocument();
    expect(svc.lookupRegion).toHaveBeenLastCalledWith('96813', expect.anything());
    expect(events.filter(([type]) => type === 'zipcode-valid')).toHaveLength(1);
  });

  it('a mainland ZIP confirmed on the region screen is saved, published as zipcode-valid and clears the screen', async () => {
    writeZipcode('96813');
    mount();
    const input = await screen.findByRole('textbox', { name: 'ZIP Code' });
    await waitFor(() => expect(input).toBeEnabled());
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.input(input, { target: { value: '90210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm ZIP Code' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Aloha!' })).not.toBeInTheDocument());
    expect(readZipcode()).toBe('90210');
    expect(last('zipcode-valid')).toEqual({ version: 1, zipcode: '90210' });
    await waitFor(() => expect(last('page-error')).toEqual({ version: 1, type: 'none', source: 'region-gate' }));
    expect(last('steps:may-render')?.allowed).toBe(true);
  });

  it('keeps the region screen (busy) and the steps decision while a new ZIP is checked', async () => {
    writeZipcode('96813');
    const svc = mount();
    const input = await screen.findByRole('textbox', { name: 'ZIP Code' });
    await waitFor(() => expect(input).toBeEnabled());
    let answer: (value: RegionLookup) => void = () => undefined;
    (svc.lookupRegion as jest.Mock).mockImplementationOnce(() => new Promise<RegionLookup>((resolve) => (answer = resolve)));
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.input(input, { target: { value: '90210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm ZIP Code' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toBeDisabled());
    expect(screen.getByRole('heading', { name: 'Aloha!' })).toBeInTheDocument();
    expect(events.filter(([type, payload]) => type === 'page-error' && (payload as { type: string }).type === 'none')).toEqual([]);
    await act(async () => answer(LOOKUPS['90210']));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Aloha!' })).not.toBeInTheDocument());
  });

  it('does not withdraw the steps while a mainland visitor changes ZIP', async () => {
    writeZipcode('90210');
    mount();
    await waitFor(() => expect(last('steps:may-render')?.allowed).toBe(true));
    const before = events.length;
    act(() => {
      bus.publish('zipcode-valid', { version: 1, zipcode: '10001' });
    });
    await waitFor(() => expect(svcCalls()).toContain('10001'));
    await act(async () => undefined);
    const after = events.slice(before);
    expect(after.filter(([type, payload]) => type === 'steps:may-render' && !(payload as { allowed: boolean }).allowed)).toEqual([]);
    expect(last('steps:may-render')?.allowed).toBe(true);
  });

  it("shows the apology page when the configurator reports an orchestration error", async () => {
    writeZipcode('90210');
    mount();
    act(() => {
      bus.publish('page-error', { version: 1, type: 'orchestration', source: 'configurator', message: 'GetSeries failed' });
    });
    expect(await screen.findByRole('heading', { name: 'Our apologies' })).toBeInTheDocument();
    expect(last('steps:may-render')?.allowed).toBe(false);
  });

  it('catches up with an orchestration error published before it mounted', async () => {
    bus.publish('page-error', { version: 1, type: 'orchestration', source: 'configurator' });
    mount();
    expect(await screen.findByRole('heading', { name: 'Our apologies' })).toBeInTheDocument();
  });

  it('on the payment estimator asks the ZIP modal to reopen when the region is not set', async () => {
    writeZipcode('90210');
    mount({ bodyClass: 'payment-estimator state-CA', pathname: '/payment-estimator/' });
    await waitFor(() => expect(last('zip-modal:open')).toEqual({ version: 1, reason: 'region-not-set', clearInput: true }));
    expect(last('steps:may-render')).toEqual({ version: 1, allowed: false });
    // The request is a command of its own, no longer a tagged region page error.
    expect(events.some(([type, payload]) => type === 'page-error' && (payload as { type: string }).type === 'region')).toBe(false);
  });

  it('on the payment estimator accepts region 50', async () => {
    writeZipcode('33130');
    mount({ bodyClass: 'payment-estimator state-FL', pathname: '/payment-estimator/' });
    await waitFor(() => expect(last('steps:may-render')?.allowed).toBe(true));
    expect(events.some(([type]) => type === 'zip-modal:open')).toBe(false);
  });

  it('speaks Spanish on /espanol pages', async () => {
    writeZipcode('96813');
    mount({ pathname: '/espanol/configurator/' });
    expect(await screen.findByRole('heading', { name: '¡Aloha!' })).toBeInTheDocument();
  });
});
