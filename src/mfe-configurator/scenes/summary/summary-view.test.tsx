import type { ReactNode } from 'react';
import { buildFromConfiguration } from '../../../domain/build-from-config';
import { formatPrice } from '../../../domain/format';
import { computeTotals } from '../../../domain/pricing';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { truckConfig } from '../configurator/configurator.fixture';
import type { DisclaimersState } from './disclaimers';
import { SummaryView } from './summary-view';

// The machine is shared by several engineers' test runs: user-event flows get room beyond jest's 5 s.
jest.setTimeout(20_000);

const selection = { exteriorColorCode: '3U5', interiorColorCode: 'FB20', packageCodes: ['FE', 'QD', 'TC'], accessoryCodes: ['BEDMAT', 'TONHD'] };
const build = () => buildFromConfiguration(truckConfig(), selection);
const ready: DisclaimersState = { ready: true, disclaimers: { mpg: '2024 EPA-estimated mileage.', mpge: '' } };

function renderView(options: { language?: 'en' | 'es'; disclaimers?: DisclaimersState; actions?: ReactNode } = {}) {
  const onBackToBuild = jest.fn();
  const onChangeTrim = jest.fn();
  const language = options.language ?? 'en';
  const result = renderWithProviders(
    <SummaryView
      build={build()}
      lang={language}
      zipcode="90210"
      disclaimers={options.disclaimers ?? ready}
      nextStepsActions={options.actions}
      onBackToBuild={onBackToBuild}
      onChangeTrim={onChangeTrim}
    />,
    { language },
  );
  return { onBackToBuild, onChangeTrim, ...result };
}

describe('SummaryView', () => {
  it('shows the hero with the total equal to domain computeTotals', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Your 2024 Tacoma SR' })).toBeInTheDocument();
    const total = computeTotals(build()).totalSRP;
    expect(screen.getByText(`Total MSRP ${formatPrice(total)}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2024 Tacoma SR in Supersonic Red' })).toHaveAttribute('src', expect.stringContaining('width=768'));
  });

  it('lists the selections with their prices', () => {
    renderView();
    const info = screen.getByRole('region', { name: 'Your selections' });
    expect(within(info).getByText('Grade').nextElementSibling).toHaveTextContent('SR');
    expect(within(info).getByText('Cab and bed').nextElementSibling).toHaveTextContent('Double Cab with 5-ft Bed');
    expect(within(info).getByText('Exterior color').nextElementSibling).toHaveTextContent('Supersonic Red: $500');
    expect(within(info).getByText('Technology Package: $1,200')).toBeInTheDocument();
    expect(within(info).getByText('Bed Mat: $150')).toBeInTheDocument();
    expect(within(info).getByText('20/26 est. mpg city/hwy')).toBeInTheDocument();
  });

  it('shows every image with an alternative text and the price breakdown', () => {
    renderView();
    const images = within(screen.getByRole('region', { name: 'Images' })).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['2024 Tacoma SR, exterior view 1', '2024 Tacoma SR, exterior view 2', '2024 Tacoma SR, interior view 1']);
    expect(screen.getByRole('region', { name: 'Price breakdown' })).toBeInTheDocument();
  });

  it('links out to inventory search with the build and the ZIP code', () => {
    renderView();
    const link = screen.getByRole('link', { name: 'Search inventory for this build' });
    const url = new URL(link.getAttribute('href')!, 'https://x.test');
    expect(url.pathname).toBe('/search-inventory/model/tacoma/');
    expect(url.searchParams.get('zipcode')).toBe('90210');
    expect(url.searchParams.get('extColorCode')).toBe('3U5');
    expect(url.searchParams.getAll('options')).toEqual(['FE', 'QD', 'TC']);
    expect(url.searchParams.get('cab')).toBe('Double Cab');
  });

  it('hosts the next-steps actions in their slot', () => {
    renderView({ actions: <button type="button">Share</button> });
    expect(within(screen.getByRole('region', { name: 'Next steps' })).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('has a sticky section nav and the way back', async () => {
    const { user, onBackToBuild, onChangeTrim } = renderView();
    const nav = screen.getByRole('navigation', { name: 'Summary sections' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Images', 'Your selections', 'Price breakdown', 'Next steps']);
    await user.click(within(nav).getByRole('button', { name: 'Back to build' }));
    // Leaving the build: the exit-build prompt catches controls with this attribute.
    expect(within(nav).getByRole('button', { name: 'Change grade' })).toHaveAttribute('data-exit-build');
    await user.click(within(nav).getByRole('button', { name: 'Change grade' }));
    expect(onBackToBuild).toHaveBeenCalled();
    expect(onChangeTrim).toHaveBeenCalled();
  });

  it('shows the disclaimers and marks itself ready once they settled', () => {
    const { unmount, container } = renderView();
    expect(within(screen.getByRole('region', { name: 'Disclaimers' })).getByText('2024 EPA-estimated mileage.')).toBeInTheDocument();
    expect(container.querySelector('.cfg-summary')).toHaveAttribute('data-ready', 'true');
    unmount();
    const pending = renderView({ disclaimers: { ready: false, disclaimers: null } });
    expect(pending.container.querySelector('.cfg-summary')).not.toHaveAttribute('data-ready');
  });

  it('is complete without disclaimers when their fetch failed', () => {
    const { container } = renderView({ disclaimers: { ready: true, disclaimers: null } });
    expect(container.querySelector('.cfg-summary')).toHaveAttribute('data-ready', 'true');
    expect(screen.queryByText('2024 EPA-estimated mileage.')).not.toBeInTheDocument();
  });

  it('speaks Spanish on Spanish pages, with the Spanish inventory path', () => {
    renderView({ language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tu Tacoma SR 2024' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar este vehículo en el inventario' }).getAttribute('href')).toMatch(/^\/espanol\/search-inventory\/model\/tacoma\//);
  });
});
