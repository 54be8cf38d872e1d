import userEvent from '@testing-library/user-event';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { modelCards } from './model-cards';
import { sampleSeries } from './model.fixture';
import { EAGER_CARD_IMAGES, ModelView } from './model-view';

// The machine is shared by several engineers' test runs: user-event flows get room beyond jest's 5 s.
jest.setTimeout(20_000);

const renderView = (language: 'en' | 'es' = 'en', loading = false, cards = modelCards(sampleSeries())) => {
  const onSelect = jest.fn();
  return { onSelect, ...renderWithProviders(<ModelView cards={cards} loading={loading} onSelect={onSelect} />, { language }) };
};

describe('ModelView', () => {
  it.each([
    ['en', 'Continue your 2024 Tacoma TRD Off-Road build', 'Total MSRP $45,120'],
    ['es', 'Continúa armando tu Tacoma TRD Off-Road 2024', 'Precio total sugerido por el fabricante (MSRP) $45,120'],
  ] as const)('offers to continue the build the shopper left (%s), and forgets it on request', async (language, name, total) => {
    const onForget = jest.fn();
    const offer = { vehicle: { year: 2024, seriesName: 'Tacoma', gradeName: 'TRD Off-Road' }, href: '/configurator/build/step/color/year/2024/series/tacoma/model/7141/?ext=040', totalSRP: 45120 };
    renderWithProviders(<ModelView cards={modelCards(sampleSeries())} loading={false} onSelect={jest.fn()} continueOffer={offer} onForgetContinue={onForget} />, { language });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', offer.href);
    expect(screen.getByText(total)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Forget this build' : 'Olvidar esta configuración' }));
    expect(onForget).toHaveBeenCalled();
  });

  it('offers nothing when no build was left', () => {
    renderView();
    expect(screen.queryByRole('link', { name: /Continue your/ })).toBeNull();
  });

  it('loads the first row of card images eagerly, the first one at high priority (the LCP image), the rest lazily', () => {
    const { container } = renderView();
    const images = Array.from(container.querySelectorAll('img'));
    expect(images).toHaveLength(5);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([...Array<string>(EAGER_CARD_IMAGES).fill('eager'), 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto', 'auto', 'auto']);
    // Explicit size: the browser reserves the box before the picture arrives (no layout shift).
    expect(images.every((img) => img.getAttribute('width') === '480' && img.getAttribute('height') === '270')).toBe(true);
  });

  it('shows a card per model year with starting MSRP and fuel economy', () => {
    renderView();
    const card = screen.getByRole('button', { name: 'Build 2024 Tacoma (Gas)' }).closest('article') as HTMLElement;
    expect(within(card).getByText('Starting MSRP $31,500')).toBeInTheDocument();
    expect(within(card).getByText('20/26 est. mpg city/hwy')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '2025 Mirai' })).getByText('74 est. MPGe, 402 mi est. range')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('5 vehicles')).toBeInTheDocument();
  });

  it('uses the display name rule: the Tacoma i-FORCE MAX card reads Tacoma, told apart by its fuel type', () => {
    renderView();
    expect(screen.getByRole('button', { name: 'Build 2024 Tacoma (Hybrid)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Build 2024 Tacoma (Gas)' })).toBeInTheDocument();
    expect(screen.queryByText(/i-FORCE MAX/)).not.toBeInTheDocument();
  });

  it('filters cards with the category tabs (click and arrow keys)', async () => {
    const { user } = renderView();
    const tabs = screen.getByRole('tablist', { name: 'Vehicle categories' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All vehicles', 'Cars & Minivan', 'Electrified', 'Trucks']);
    await user.click(within(tabs).getByRole('tab', { name: 'Trucks' }));
    expect(within(tabs).getByRole('tab', { name: 'Trucks' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Trucks' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h2')?.textContent)).toEqual(['2024 Tacoma', '2024 Tacoma']);
    expect(screen.getByText('2 vehicles')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'All vehicles' })).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await user.keyboard('{End}');
    expect(within(tabs).getByRole('tab', { name: 'Trucks' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports the picked card', async () => {
    const { user, onSelect } = renderView();
    await user.click(screen.getByRole('button', { name: 'Build 2025 Prius (Hybrid)' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ seriesId: 'prius', year: 2025 }));
  });

  it('shows the skeleton while loading and a message when there is nothing to show', () => {
    const { unmount } = renderView('en', true);
    expect(screen.getByRole('status', { name: 'Loading the configurator' })).toBeInTheDocument();
    unmount();
    renderView('en', false, []);
    expect(screen.getByText('No vehicles are available right now.')).toBeInTheDocument();
  });

  it('speaks Spanish on Spanish pages', () => {
    renderView('es');
    expect(screen.getByRole('heading', { name: 'Elige tu vehículo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arma tu Tacoma 2024 (Gas)' })).toBeInTheDocument();
    expect(screen.getAllByText('MSRP desde $31,500')[0]).toBeInTheDocument();
  });
});
