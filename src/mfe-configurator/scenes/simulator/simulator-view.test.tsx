import { buildFromConfiguration } from '../../../domain/build-from-config';
import { formatPrice } from '../../../domain/format';
import { computeTotals } from '../../../domain/pricing';
import { renderWithProviders, screen, waitFor, within } from '../../../../test/test-utils';
import type { ConfiguratorApi } from '../../data/configurator-api';
import { truckConfig } from '../configurator/configurator.fixture';
import { sampleSeries } from '../model/model.fixture';
import { SimulatorView, type SimulatorUrls } from './simulator-view';

// The machine is shared by several engineers' test runs: user-event flows get room beyond jest's 5 s.
jest.setTimeout(20_000);

function fakeApi(): jest.Mocked<ConfiguratorApi> {
  return {
    getSeries: jest.fn().mockResolvedValue(sampleSeries()),
    getSeriesDetails: jest.fn().mockResolvedValue([]),
    getConfigByGrade: jest.fn().mockResolvedValue(truckConfig()),
    getUpdatedConfig: jest.fn(),
    getRecommendation: jest.fn().mockResolvedValue({
      isConfigValid: false,
      resolveSteps: [{ applicableTrimId: null, weight: 1, requiredChanges: [{ changeType: 'ADD', itemCode: 'TC', itemType: 'PACKAGE' }] }],
    }),
    getDeepLinkConfig: jest.fn(),
  };
}

const urls: SimulatorUrls = {
  model: '/configurator/',
  trim: (series, year) => `/configurator/build/step/model/year/${year}/series/${series}/`,
  build: (scene, build) => `/${scene}/${build.trimId}/?pkg=${build.packages.map((p) => p.code).join(',')}`,
};

async function choose(user: ReturnType<typeof renderWithProviders>['user'], label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

async function renderLoaded(language: 'en' | 'es' = 'en') {
  const api = fakeApi();
  const onBack = jest.fn();
  const view = renderWithProviders(<SimulatorView brand="toyota" api={api} urls={urls} onBackToModel={onBack} />, { language });
  await waitFor(() => expect(api.getSeries).toHaveBeenCalled());
  return { api, onBack, ...view };
}

describe('SimulatorView', () => {
  it('picks a vehicle and grade with custom selects and links to the model and trim scenes', async () => {
    const { user } = await renderLoaded();
    expect(screen.getByRole('link', { name: 'Open the model scene' })).toHaveAttribute('href', '/configurator/');
    expect(screen.getByRole('button', { name: 'Load the grade' })).toBeDisabled();
    await choose(user, 'Vehicle', '2024 Tacoma');
    expect(screen.getByRole('link', { name: 'Open the trim scene' })).toHaveAttribute('href', '/configurator/build/step/model/year/2024/series/tacoma/');
    await choose(user, 'Grade', 'SR5');
    expect(screen.getByRole('button', { name: 'Load the grade' })).toBeEnabled();
  });

  it('loads a grade, sets a selection and opens it in the configurator', async () => {
    const { user, api } = await renderLoaded();
    await choose(user, 'Vehicle', '2024 Tacoma');
    await choose(user, 'Grade', 'SR');
    await user.click(screen.getByRole('button', { name: 'Load the grade' }));
    expect(api.getConfigByGrade).toHaveBeenCalledWith({ seriesId: 'tacoma', year: 2024, gradeName: 'SR' });
    expect(await screen.findByRole('combobox', { name: 'Exterior color' })).toHaveTextContent('Ice Cap');
    await choose(user, 'Exterior color', 'Supersonic Red');
    await user.click(screen.getByRole('checkbox', { name: 'Technology Package' }));
    const expected = computeTotals(buildFromConfiguration(truckConfig(), { exteriorColorCode: '3U5', interiorColorCode: 'FB20', packageCodes: ['FE', 'QD', 'TC'], accessoryCodes: [] }));
    expect(screen.getByText(`Total MSRP of this selection: ${formatPrice(expected.totalSRP)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open this build in the configurator' })).toHaveAttribute('href', '/configurator/7102/?pkg=FE,QD,TC');
  });

  it('triggers a conflict through the rules and applies the chosen resolution', async () => {
    const { user, api } = await renderLoaded();
    await choose(user, 'Vehicle', '2024 Tacoma');
    await choose(user, 'Grade', 'SR');
    await user.click(screen.getByRole('button', { name: 'Load the grade' }));
    await choose(user, 'Item to add', 'Premium Package (PR) - not compatible');
    await user.click(screen.getByRole('button', { name: 'Check this pick' }));
    expect(api.getRecommendation).toHaveBeenCalledWith(expect.objectContaining({ latestItemSelected: { itemCode: 'PR', itemType: 'PACKAGE', changeType: 'ADD' } }));
    const dialog = await screen.findByRole('dialog');
    const resolve = within(dialog).getAllByRole('button').find((b) => !/close|cancel/i.test(b.textContent ?? '') && b.getAttribute('aria-label') !== 'Close');
    await user.click(resolve!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Resolution applied to the selection.');
    expect(screen.getByRole('checkbox', { name: 'Premium Package' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Technology Package' })).toBeChecked();
  });

  it('reports a failed request', async () => {
    const { user, api } = await renderLoaded();
    api.getConfigByGrade.mockRejectedValueOnce(new Error('Response status: 500'));
    await choose(user, 'Vehicle', '2024 Tacoma');
    await choose(user, 'Grade', 'SR');
    await user.click(screen.getByRole('button', { name: 'Load the grade' }));
    expect(await screen.findByText('The request failed: Response status: 500')).toBeInTheDocument();
  });

  it('goes back to the vehicles and speaks Spanish', async () => {
    const { user, onBack } = await renderLoaded('es');
    await user.click(screen.getByRole('button', { name: 'Volver a los vehículos' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Vehículo' })).toHaveTextContent('Elige un vehículo');
  });
});
