import { pageContext } from '../../../platform/env';
import { act, renderWithProviders, screen, waitFor } from '../../../../test/test-utils';
import { AppServicesProvider } from '../../app/app-services';
import type { BuildActorRef } from '../../machine/build.machine';
import type { ConfiguratorActorRef } from '../../machine/configurator.machine';
import { SYSTEM_IDS } from '../../machine/system-ids';
import { createFakeApi } from '../../machine/test-support/fake-configurator-api';
import { ConfiguratorProvider, useConfigurator, useConfiguratorRef } from '../../machine/use-configurator';
import SummaryScene from '../summary/summary.scene';
import TrimScene from '../trim/trim.scene';
import { clearSeriesDetailsCache } from '../trim/use-series-details';
import ModelScene from './model.scene';
import { sampleSeries } from './model.fixture';

// The machine is shared by several engineers' test runs: user-event flows get room beyond jest's 5 s.
jest.setTimeout(20_000);

/** A stand-in for the scene router: the scenes of this folder on the real statechart and fake port. */
function Scenes() {
  const { scene } = useConfigurator();
  if (scene === 'model') return <ModelScene />;
  if (scene === 'trim') return <TrimScene />;
  if (scene === 'summary') return <SummaryScene />;
  return <p>scene: {scene}</p>;
}

function renderScenes() {
  clearSeriesDetailsCache();
  const api = createFakeApi();
  api.getSeries = jest.fn(async () => sampleSeries());
  api.getSeriesDetails = jest.fn(async () => sampleSeries());
  let actor: ConfiguratorActorRef | null = null;
  function Capture() {
    actor = useConfiguratorRef();
    return null;
  }
  const services = { brand: 'toyota' as const, language: 'en' as const, page: pageContext(), bus: null, api };
  const view = renderWithProviders(
    <AppServicesProvider value={services}>
      <ConfiguratorProvider api={api} input={{ brand: 'toyota', pathname: '/configurator/' }}>
        <Capture />
        <Scenes />
      </ConfiguratorProvider>
    </AppServicesProvider>,
  );
  return { api, view, root: () => actor as unknown as ConfiguratorActorRef, user: view.user };
}

describe('model, trim and summary scenes on the statechart', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('goes from a model card to the trim scene, back, and on to a grade', async () => {
    const { user, root, api } = renderScenes();
    await user.click(await screen.findByRole('button', { name: 'Build 2024 Tacoma (Gas)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your 2024 Tacoma grade' })).toBeInTheDocument();
    expect(api.getSeriesDetails).toHaveBeenCalledWith({ seriesId: 'tacoma', year: 2024 });
    expect(await screen.findByText('3 grades match')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View All Vehicles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your vehicle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Build 2024 Tacoma (Gas)' }));

    await user.click(await screen.findByRole('button', { name: 'Build SR' }));
    expect(api.callsOf('getConfigByGrade')).toEqual([{ seriesId: 'tacoma', year: 2024, gradeName: 'SR' }]);
    expect(screen.getByText('scene: configurator')).toBeInTheDocument();

    const build = root().system.get(SYSTEM_IDS.build) as BuildActorRef;
    await waitFor(() => expect(build.getSnapshot().matches('ready')).toBe(true));
    act(() => root().send({ type: 'user.viewSummary' }));
    // The fake port's SR build (test-support/fixture-config.ts): trim T1 $30,000 + delivery $1,395.
    expect(await screen.findByText('Total MSRP $31,395')).toBeInTheDocument();
  });

  it('keeps the trim filters in the filters actor and clears them for a new series', async () => {
    const { user, root } = renderScenes();
    await user.click(await screen.findByRole('button', { name: 'Build 2024 Tacoma (Gas)' }));
    await user.click(await screen.findByRole('radio', { name: '4x4' }));
    const filters = () => root().system.get(SYSTEM_IDS.filters)!.getSnapshot().context;
    expect(filters().active).toBe('4x4');
    await user.click(screen.getByRole('link', { name: 'View All Vehicles' }));
    await user.click(await screen.findByRole('button', { name: 'Build 2025 Prius (Hybrid)' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose your 2025 Prius grade' });
    expect(filters().active).toBe('all');
  });
});
