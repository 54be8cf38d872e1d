import { formatPrice } from '../../../domain/format';
import { renderWithProviders, screen, waitFor, within } from '../../../../test/test-utils';
import type { UpdatedConfigQuery } from '../../data/configurator-api';
import { createFakeApi } from '../../machine/test-support/fake-configurator-api';
import { sampleSeries } from '../model/model.fixture';
import { SimulatorView, type SimulatorUrls } from './simulator-view';

// The machine is shared by several engineers' test runs: user-event flows get room beyond jest's 5 s.
jest.setTimeout(20_000);

// The view drives the configurator's build machine over the stateful fake port (fixture catalog:
// grade SR is trim T1 at 30000 + dph 1395; colour 1G3 +425, PKG1 +1000; 3T3 and PKG2 incompatible).
const BASE_TOTAL = 31395;

function fakeApi() {
  const api = createFakeApi();
  api.getSeries = jest.fn().mockResolvedValue(sampleSeries());
  return api;
}

const urls: SimulatorUrls = {
  model: '/configurator/',
  trim: (series, year) => `/configurator/build/step/model/year/${year}/series/${series}/`,
  build: (scene, build) => `/${scene}/${build.trimId}/?ext=${build.exteriorColor?.code}&pkg=${build.packages.map((p) => p.code).join(',')}`,
};

type User = ReturnType<typeof renderWithProviders>['user'];

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
}

const total = (value: number) => `Total MSRP of this selection: ${formatPrice(value)}`;
const status = () => screen.getByRole('status');

async function renderLoaded(language: 'en' | 'es' = 'en') {
  const api = fakeApi();
  const onBack = jest.fn();
  const view = renderWithProviders(<SimulatorView brand="toyota" api={api} urls={urls} onBackToModel={onBack} />, { language });
  await waitFor(() => expect(api.getSeries).toHaveBeenCalled());
  return { api, onBack, ...view };
}

async function renderWithGrade() {
  const view = await renderLoaded();
  await choose(view.user, 'Vehicle', '2024 Tacoma');
  await choose(view.user, 'Grade', 'SR');
  await view.user.click(screen.getByRole('button', { name: 'Load the grade' }));
  await screen.findByRole('combobox', { name: 'Exterior color' });
  return view;
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

  it('loads a grade through the build machine and picks through it, priced by the server', async () => {
    const { user, api } = await renderWithGrade();
    expect(api.callsOf('getConfigByGrade')).toEqual([{ seriesId: 'tacoma', year: 2024, gradeName: 'SR' }]);
    expect(screen.getByRole('combobox', { name: 'Exterior color' })).toHaveTextContent('Color 040');
    expect(screen.getByText(total(BASE_TOTAL))).toBeInTheDocument();

    await choose(user, 'Exterior color', 'Color 1G3');
    await user.click(screen.getByRole('checkbox', { name: 'Package PKG1' }));
    await waitFor(() => expect(screen.getByText(total(BASE_TOTAL + 425 + 1000))).toBeInTheDocument());
    // Compatible picks are the machine's direct picks: one GetUpdatedConfig each, no recommendation.
    const updates = api.callsOf('getUpdatedConfig') as UpdatedConfigQuery[];
    expect(updates.map((q) => q.latestItemSelected)).toEqual([
      [{ itemType: 'EXTERIOR_COLOR', itemCode: '1G3', changeType: 'ADD' }],
      [{ itemType: 'PACKAGE', itemCode: 'PKG1', changeType: 'ADD' }],
    ]);
    expect(api.callsOf('getRecommendation')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Open this build in the configurator' })).toHaveAttribute('href', '/configurator/T1/?ext=1G3&pkg=FE,QD,PKG1');

    // Unticking goes through the machine too; a default package cannot be removed (the machine refuses it).
    await user.click(screen.getByRole('checkbox', { name: 'Package PKG1' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Package PKG1' })).not.toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Package FE' }));
    expect(screen.getByRole('checkbox', { name: 'Package FE' })).toBeChecked();
    expect(screen.getByText(total(BASE_TOTAL + 425))).toBeInTheDocument();
  });

  it('triggers a conflict through the rules and applies the chosen resolution', async () => {
    const { user, api } = await renderWithGrade();
    api.recommendations.PKG2 = {
      isConfigValid: false,
      resolveSteps: [{ applicableTrimId: null, weight: 1, requiredChanges: [{ changeType: 'ADD', itemCode: 'PKG1', itemType: 'PACKAGE' }] }],
    };
    await choose(user, 'Item to add', 'Package PKG2 (PKG2) - not compatible');
    await user.click(screen.getByRole('button', { name: 'Check this pick' }));
    const dialog = await screen.findByRole('dialog');
    const [question] = api.callsOf('getRecommendation') as Array<{ latestItemSelected: unknown }>;
    expect(question.latestItemSelected).toEqual({ itemCode: 'PKG2', itemType: 'PACKAGE', changeType: 'ADD' });
    const resolve = within(dialog).getAllByRole('button').find((b) => !/close|cancel/i.test(b.textContent ?? '') && b.getAttribute('aria-label') !== 'Close');
    await user.click(resolve!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(status()).toHaveTextContent('Resolution applied to the selection.'));
    expect(screen.getByRole('checkbox', { name: 'Package PKG2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Package PKG1' })).toBeChecked();
    // The resolution is the machine's: the pick and its required change priced in one query, then committed.
    const updates = api.callsOf('getUpdatedConfig') as UpdatedConfigQuery[];
    expect(updates.at(-1)!.latestItemSelected.map((i) => i.itemCode)).toEqual(['PKG2', 'PKG1']);
    expect(screen.getByText(total(BASE_TOTAL + 2000 + 1000))).toBeInTheDocument();
  });

  it('cancelling a conflict keeps the selection and says nothing was accepted', async () => {
    const { user, api } = await renderWithGrade();
    api.recommendations['3T3'] = { isConfigValid: false, resolveSteps: [{ applicableTrimId: null, weight: 1, requiredChanges: [] }] };
    await choose(user, 'Item to add', 'Color 3T3 (3T3) - not compatible');
    await user.click(screen.getByRole('button', { name: 'Check this pick' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Exterior color' })).toHaveTextContent('Color 040');
    expect(status()).toBeEmptyDOMElement();
    // The dialog's resolution was priced (the machine's preview) but nothing was committed.
    expect((api.callsOf('getUpdatedConfig') as UpdatedConfigQuery[]).map((q) => q.latestItemSelected.map((i) => i.itemCode))).toEqual([['3T3']]);
    expect(screen.getByText(total(BASE_TOTAL))).toBeInTheDocument();
  });

  it('says the rules accept a pick that needs no other change', async () => {
    const { user, api } = await renderWithGrade();
    await choose(user, 'Item to add', 'Color 3T3 (3T3) - not compatible');
    await user.click(screen.getByRole('button', { name: 'Check this pick' }));
    await waitFor(() => expect(status()).toHaveTextContent('The rules accept this pick without other changes.'));
    expect(api.callsOf('getRecommendation')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Exterior color' })).toHaveTextContent('Color 3T3');
  });

  it('reports a failed load', async () => {
    const { user, api } = await renderLoaded();
    api.failNext('getConfigByGrade');
    await choose(user, 'Vehicle', '2024 Tacoma');
    await choose(user, 'Grade', 'SR');
    await user.click(screen.getByRole('button', { name: 'Load the grade' }));
    expect(await screen.findByText('The request failed: Response status: 500')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Exterior color' })).not.toBeInTheDocument();
  });

  it('reports a failed pick and keeps the selection held before it', async () => {
    const { user, api } = await renderWithGrade();
    api.failNext('getUpdatedConfig');
    await user.click(screen.getByRole('checkbox', { name: 'Package PKG1' }));
    expect(await screen.findByText('The request failed: Response status: 500')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Package PKG1' })).not.toBeChecked();
    expect(screen.getByText(total(BASE_TOTAL))).toBeInTheDocument();
    // The next pick works again (the machine's applyFailed accepts it).
    await user.click(screen.getByRole('checkbox', { name: 'Package PKG1' }));
    await waitFor(() => expect(screen.getByText(total(BASE_TOTAL + 1000))).toBeInTheDocument());
    expect(status()).toBeEmptyDOMElement();
  });

  it('reports a failed rules check', async () => {
    const { user, api } = await renderWithGrade();
    api.failNext('getRecommendation');
    await choose(user, 'Item to add', 'Package PKG2 (PKG2) - not compatible');
    await user.click(screen.getByRole('button', { name: 'Check this pick' }));
    expect(await screen.findByText('The request failed: Response status: 500')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Package PKG2' })).not.toBeChecked();
  });

  it('reports a conflict whose resolutions could not be priced, and opens no dialog', async () => {
    const { user, api } = await renderWithGrade();
    api.recommendations.PKG2 = {
      isConfigValid: false,
      resolveSteps: [{ applicableTrimId: null, weight: 1, requiredChanges: [{ changeType: 'ADD', itemCode: 'PKG1', itemType: 'PACKAGE' }] }],
    };
    api.failNext('getUpdatedConfig');
    await choose(user, 'Item to add', 'Package PKG2 (PKG2) - not compatible');
    await user.click(screen.getByRole('button', { name: 'Check this pick' }));
    expect(await screen.findByText('The request failed: Response status: 500')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(total(BASE_TOTAL))).toBeInTheDocument();
  });

  it('goes back to the vehicles and speaks Spanish', async () => {
    const { user, onBack } = await renderLoaded('es');
    await user.click(screen.getByRole('button', { name: 'Volver a los vehículos' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Vehículo' })).toHaveTextContent('Elige un vehículo');
  });

  it('says when the vehicles cannot be loaded and loads them again on request, in Spanish too', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi();
    api.getSeries = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(sampleSeries());
    const { user } = renderWithProviders(<SimulatorView brand="toyota" api={api} urls={urls} onBackToModel={jest.fn()} />, { language: 'es' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los vehículos.');
    await user.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.getSeries).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('combobox', { name: 'Vehículo' }));
    expect(screen.getByRole('option', { name: /Tacoma 2024|2024 Tacoma/ })).toBeInTheDocument();
    warn.mockRestore();
  });
});
