import { computeTotals } from '../../../domain/pricing';
import { formatPrice } from '../../../domain/format';
import { pageContext } from '../../../platform/env';
import { act, renderWithProviders, screen, waitFor, within } from '../../../../test/test-utils';
import { waitFor as waitForActor } from 'xstate';
import type { BuildStepName } from '../../../domain/entities';
import { AppServicesProvider } from '../../app/app-services';
import type { BuildActorRef } from '../../machine/build.machine';
import type { ConfiguratorActorRef } from '../../machine/configurator.machine';
import { SYSTEM_IDS } from '../../machine/system-ids';
import { createFakeApi } from '../../machine/test-support/fake-configurator-api';
import { ConfiguratorProvider, useConfiguratorRef } from '../../machine/use-configurator';
import ConfiguratorScene from './configurator.scene';
import { clearKnownTrimsCache } from './use-known-trims';

/** The scene on the real configurator statechart (its provider) over the in-memory fake data port. */
async function renderScene(initialStep?: BuildStepName) {
  const api = createFakeApi();
  let actor: ConfiguratorActorRef | null = null;
  function Capture() {
    actor = useConfiguratorRef();
    return null;
  }
  const services = { brand: 'toyota' as const, language: 'en' as const, page: pageContext(), bus: null, api, initialStep };
  const input = { brand: 'toyota' as const, pathname: '/configurator/build/step/model/year/2024/series/tacoma/' };
  const view = renderWithProviders(
    <AppServicesProvider value={services}>
      <ConfiguratorProvider api={api} input={input}>
        <Capture />
        <ConfiguratorScene />
      </ConfiguratorProvider>
    </AppServicesProvider>,
  );
  const root = actor as unknown as ConfiguratorActorRef;
  const buildActor = root.system.get(SYSTEM_IDS.build) as BuildActorRef;
  const busy = ['loading', 'loadingDeepLink', 'applying', 'recommending'] as const;
  const settled = () => waitForActor(buildActor, (s) => !busy.some((v) => s.matches(v)));
  act(() => root.send({ type: 'user.selectGrade', gradeName: 'SR' }));
  await act(settled);
  if (!initialStep) act(() => root.send({ type: 'user.goToStep', name: 'color' }));
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api, actor: root, settled, build: () => buildActor.getSnapshot() };
}

const trayTotal = () => within(screen.getByRole('region', { name: 'Build summary' })).getByText(/^\$/).textContent;
const buildTotal = (build: Parameters<typeof computeTotals>[0]) => formatPrice(computeTotals(build).totalSRP);

beforeEach(() => clearKnownTrimsCache());

describe('ConfiguratorScene on the statechart', () => {
  it('shows the loaded build with its total from computeTotals', async () => {
    const { build } = await renderScene();
    expect(screen.getByRole('heading', { level: 1, name: 'Build your 2024 Tacoma SR' })).toBeInTheDocument();
    expect(trayTotal()).toBe(buildTotal(build().context.build!));
    expect(trayTotal()).toBe('$31,395');
  });

  it('applies a compatible colour at once with one refresh request and announces the new total', async () => {
    const { user, api, settled } = await renderScene();
    await user.click(screen.getByRole('radio', { name: 'Color 1G3, $425' }));
    await act(settled);
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(1);
    expect(api.callsOf('getRecommendation')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Color 1G3, $425' })).toBeChecked();
    expect(trayTotal()).toBe('$31,820');
    expect(screen.getByText('Total MSRP is now $31,820')).toBeInTheDocument();
  });

  it('opens the conflict modal for an incompatible package, resolves it, and never changes other choices silently', async () => {
    const { user, api, settled, build } = await renderScene();
    api.recommendations.PKG2 = {
      isConfigValid: false,
      resolveSteps: [
        { applicableTrimId: null, weight: 1, requiredChanges: [{ changeType: 'ADD', itemCode: 'PKG1', itemType: 'PACKAGE' }] },
        { applicableTrimId: null, weight: 2, requiredChanges: [{ changeType: 'REMOVE', itemCode: 'PKG3', itemType: 'PACKAGE' }, { changeType: 'ADD', itemCode: 'PKG1', itemType: 'PACKAGE' }] },
      ],
    };
    await user.click(screen.getByRole('button', { name: 'Packages' }));
    const pkg2 = screen.getByRole('checkbox', { name: 'Package PKG2, $2,000' });
    expect(pkg2).toHaveAccessibleDescription('Requires changes to your build');
    await user.click(pkg2);
    const dialog = await screen.findByRole('dialog', { name: 'Your change needs other updates' });
    expect(within(dialog).getByText('Adding Package PKG2 requires more items.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Option 1: total change +$3,000' })).toBeChecked();
    expect(within(dialog).getAllByText('Items to add')).toHaveLength(2);
    expect(within(dialog).getAllByText('Package PKG1 (+$1,000)')).toHaveLength(2);
    expect(within(dialog).getByText('Package PKG3 (-$500)')).toBeInTheDocument();
    // Nothing changed while the shopper decides.
    expect(screen.getByRole('checkbox', { name: 'Package PKG2, $2,000' })).not.toBeChecked();
    expect(build().context.build!.packages.map((p) => p.code)).toEqual(['FE', 'QD']);

    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await act(settled);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Package PKG2, $2,000' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Package PKG1, $1,000' })).toBeChecked();
    expect(trayTotal()).toBe(buildTotal(build().context.build!));
    expect(trayTotal()).toBe('$34,395');
  });

  it('keeps the build when the shopper cancels the conflict', async () => {
    const { user, api, settled, build } = await renderScene();
    api.recommendations.PKG2 = { isConfigValid: false, resolveSteps: [{ applicableTrimId: null, weight: 1, requiredChanges: [{ changeType: 'ADD', itemCode: 'PKG1', itemType: 'PACKAGE' }] }] };
    await user.click(screen.getByRole('button', { name: 'Packages' }));
    await user.click(screen.getByRole('checkbox', { name: 'Package PKG2, $2,000' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and keep my build' }));
    await act(settled);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(build().context.build!.packages.map((p) => p.code)).toEqual(['FE', 'QD']);
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(0);
    expect(trayTotal()).toBe('$31,395');
  });

  it('undoes and redoes a pick with the buttons and the keyboard', async () => {
    const { user, settled } = await renderScene();
    await user.click(screen.getByRole('radio', { name: 'Color 1G3, $425' }));
    await act(settled);
    expect(trayTotal()).toBe('$31,820');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(trayTotal()).toBe('$31,395');
    expect(screen.getByRole('radio', { name: 'Color 040, included' })).toBeChecked();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(trayTotal()).toBe('$31,820');
    await user.keyboard('{Control>}z{/Control}');
    expect(trayTotal()).toBe('$31,395');
  });

  it('keeps the previous build and says so when the update fails', async () => {
    const { user, api, settled } = await renderScene();
    api.failNext('getUpdatedConfig');
    await user.click(screen.getByRole('radio', { name: 'Color 1G3, $425' }));
    await act(settled);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Color 040, included' })).toBeChecked());
    expect(trayTotal()).toBe('$31,395');
    expect(screen.getByText('We could not apply that change. Your build has not changed. Please try again.')).toBeInTheDocument();
  });

  it('shows and hides the detail overlay through the statechart', async () => {
    const { user } = await renderScene();
    await user.click(screen.getByRole('button', { name: 'Packages' }));
    await user.click(screen.getByRole('button', { name: 'Details: Package PKG1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Package PKG1' });
    expect(within(dialog).getByText('Price: $1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reopens the step a reloaded or shared URL names', async () => {
    await renderScene('packages');
    expect(await screen.findByRole('heading', { name: 'Step 4 of 6: Packages' })).toBeInTheDocument();
  });

  it('goes to the summary from the tray', async () => {
    const { user, actor } = await renderScene();
    await user.click(screen.getByRole('button', { name: 'Review build' }));
    expect(actor.getSnapshot().matches('summary')).toBe(true);
  });
});
