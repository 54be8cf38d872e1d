import { render, screen } from '@testing-library/react';
import { NoInventoryRoot } from './no-inventory-root';
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
