import { render, screen } from '@testing-library/react';
import { writeZipcode, deleteCookie } from '../platform/cookies';
import type { FirstScreenIsland } from '../platform/first-screen';
import { NoInventoryRoot, prepareNoInventoryHydration } from './no-inventory-root';
import type { NoInventoryServices } from './no-inventory-services';

const svc = (): NoInventoryServices => ({
  config: jest.fn(async () => Promise.reject(new Error('not needed'))),
  dealers: jest.fn(async () => ({ kind: 'none' as const })),
  requestModelQuote: jest.fn(async () => Promise.reject(new Error('not needed'))),
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('NoInventoryRoot', () => {
  it('uses the model code and year of its slot', async () => {
    render(<NoInventoryRoot modelCode="rav4prime" year="2025" services={svc()} sources={{ location: { pathname: '/configurator/' }, document }} />);
    expect(screen.getByRole('heading', { name: '2025 RAV4 Prime' })).toBeInTheDocument();
    await screen.findByText('This vehicle is not available in your area right now.');
  });

  it('falls back to the fixed path positions when the slot has none (or malformed ones)', async () => {
    const pathname = '/configurator/build/step/color/year/2024/series/mirai/model/1/';
    render(<NoInventoryRoot modelCode="<b>" services={svc()} sources={{ location: { pathname }, document }} />);
    expect(screen.getByRole('heading', { name: '2024 Mirai' })).toBeInTheDocument();
    await screen.findByText('This vehicle is not available in your area right now.');
  });
});

describe('NoInventoryRoot over a server render (ADR 0213)', () => {
  const pathname = '/configurator/build/step/model/year/2025/series/mirai/';
  const island = (overrides: Partial<NonNullable<FirstScreenIsland['noInventory']>> = {}, language: 'en' | 'es' = 'en'): FirstScreenIsland => ({
    version: 1,
    slot: 'no-inventory',
    language,
    noInventory: {
      modelCode: 'mirai',
      year: '2025',
      zipcode: '10001',
      config: { header: 'Not here', subHeader: 'Inventory changes often.', altModel: 'prius', ctaURL: '/prius/', exploreCta: 'Explore Prius', raqCta: 'Request a Quote', backToVehicles: 'Back to All Vehicles', customHeader: 'Mirai is available only in California.' },
      closest: [{ vin: 'JTD1', year: 2025, seriesName: 'Mirai', gradeName: 'XLE', trimTitle: 'Mirai XLE', exteriorColorTitle: 'Heavy Metal', totalSRP: 51_795, dealer: { name: 'Manhattan Toyota', city: 'New York', state: 'NY', distance: 3 } }],
      ...overrides,
    },
  });
  beforeEach(() => writeZipcode('10001'));
  afterEach(() => deleteCookie('zipcode'));

  it('hydrates only an island rendered for this model, year, language and ZIP', async () => {
    const sources = { location: { pathname }, document };
    await expect(prepareNoInventoryHydration({ modelCode: 'mirai', year: '2025', sources, firstScreen: island() })).resolves.toBe(true);
    await expect(prepareNoInventoryHydration({ modelCode: 'mirai', year: '2025', sources })).resolves.toBe(false);
    for (const other of [island({ zipcode: '90210' }), island({ year: '2024' }), island({ modelCode: 'rav4prime' }), island({}, 'es')]) {
      await expect(prepareNoInventoryHydration({ modelCode: 'mirai', year: '2025', sources, firstScreen: other })).resolves.toBe(false);
    }
  });

  it("shows the island's texts and closest vehicles at once, asking for neither", () => {
    const services = { ...svc(), closest: jest.fn(async () => []) };
    render(<NoInventoryRoot modelCode="mirai" year="2025" services={services} sources={{ location: { pathname }, document }} firstScreen={island()} />);
    expect(screen.getByText('Mirai is available only in California.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Prius' })).toHaveAttribute('href', '/prius/');
    expect(screen.getByText(/Manhattan Toyota, New York, NY/)).toBeInTheDocument();
    expect(services.config).not.toHaveBeenCalled();
    expect(services.closest).not.toHaveBeenCalled();
  });
});
