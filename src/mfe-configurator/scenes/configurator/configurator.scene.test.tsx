import { act, screen, userEvent, waitFor, within } from '../../../../test/test-utils';
import { ConfiguratorApiError } from '../../data/api-error';
import { buildOf } from '../../machine/build-view';
import { renderScene, stepUrl } from './test-support/render-scene';

const notices = () => screen.getByRole('status', { name: /^(Notices|Avisos)$/ });
const trayTotal = () => within(screen.getByRole('region', { name: 'Build summary' })).getByText(/^\$/).textContent;
// Fixture numbers (test-support/fixture-config.ts): trim T1 $30,000 and delivery (DPH) $1,395.
const T1_WITH_DPH = '$31,395';

beforeEach(() => window.localStorage.clear());

describe('ConfiguratorScene on the statechart', () => {
  it('shows the loaded build with its total: the trim price plus delivery', async () => {
    const { build } = await renderScene();
    expect(screen.getByRole('heading', { level: 1, name: 'Build your 2024 Tacoma SR' })).toBeInTheDocument();
    expect(buildOf(build().context)!.trimId).toBe('T1');
    expect(trayTotal()).toBe(T1_WITH_DPH);
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
    // The rules ask to remove PKG3, which the build does not hold: nothing leaves, nothing is promised.
    expect(within(dialog).getByRole('radio', { name: 'Option 2: total change +$3,000' })).not.toBeChecked();
    expect(within(dialog).queryByText(/PKG3/)).not.toBeInTheDocument();
    // Nothing changed while the shopper decides.
    expect(screen.getByRole('checkbox', { name: 'Package PKG2, $2,000' })).not.toBeChecked();
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD']);

    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await act(settled);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Package PKG2, $2,000' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Package PKG1, $1,000' })).toBeChecked();
    // T1 $30,000 + PKG2 $2,000 + PKG1 $1,000 + DPH $1,395.
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
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD']);
    // One request priced the resolution before the dialog opened; none applied anything.
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(1);
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

  it('says so in the offline case when the update could not reach the server', async () => {
    const { user, api, settled } = await renderScene();
    api.failNext('getUpdatedConfig', new ConfiguratorApiError('network', 'Failed to fetch'));
    await user.click(screen.getByRole('radio', { name: 'Color 1G3, $425' }));
    await act(settled);
    expect(notices()).toHaveTextContent('We could not apply that change. Your build has not changed. Please try again. Check your internet connection.');
  });

  it('keeps the build and explains when a choice could not be checked, until dismissed', async () => {
    const { user, api, settled, build } = await renderScene();
    api.failNext('getRecommendation');
    await user.click(screen.getByRole('button', { name: 'Packages' }));
    await user.click(screen.getByRole('checkbox', { name: 'Package PKG2, $2,000' }));
    await act(settled);
    expect(notices()).toHaveTextContent('We could not check whether that choice fits your build. Your build has not changed. Please try again.');
    expect(screen.getByRole('checkbox', { name: 'Package PKG2, $2,000' })).not.toBeChecked();
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD']);
    expect(trayTotal()).toBe('$31,395');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notices()).toBeEmptyDOMElement();
  });

  it('names a standard item the shopper tried to remove, in Spanish on a Spanish page', async () => {
    const { actor } = await renderScene({ language: 'es' });
    act(() => actor.system.get('build')!.send({ type: 'user.selectItem', item: { itemType: 'PACKAGE', itemCode: 'FE', changeType: 'REMOVE' } }));
    expect(notices()).toHaveTextContent('Package FE viene de serie y no se puede quitar.');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(notices()).toBeEmptyDOMElement();
  });

  it('lands a deep link with unknown codes on the valid default build and says so', async () => {
    const deepLink = { pathname: '/configurator/build/step/color/year/2024/series/tacoma/model/T1/', search: '?ext=NOPE&pkg=ZZZ1' };
    const { user, build } = await renderScene({ deepLink });
    expect(notices()).toHaveTextContent('Your link named NOPE and ZZZ1, which this build can no longer include, so the standard choice is shown instead.');
    const current = buildOf(build().context)!;
    expect(current.exteriorColor?.code).toBe('040');
    expect(current.packages.map((p) => p.code)).toEqual(['FE', 'QD']);
    expect(trayTotal()).toBe(T1_WITH_DPH);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notices()).toBeEmptyDOMElement();
  });

  it('says nothing for a valid deep link', async () => {
    const deepLink = { pathname: '/configurator/build/step/color/year/2024/series/tacoma/model/T1/', search: '?ext=1G3' };
    const { build } = await renderScene({ deepLink });
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('1G3');
    expect(notices()).toBeEmptyDOMElement();
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
    await renderScene({ deepLink: stepUrl('packages') });
    expect(await screen.findByRole('heading', { name: 'Step 4 of 6: Packages' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'We did not apply Color 1G3 and Accessory ACC2: an earlier choice needed other changes first.'],
    ['es', 'No aplicamos Color 1G3 y Accessory ACC2: una elección anterior necesitaba otros cambios primero.'],
  ] as const)('names the picks dropped behind a conflict (%s) until dismissed', async (language, text) => {
    const { actor, api, settled } = await renderScene({ language });
    api.recommendations.PKG2 = { isConfigValid: false, resolveSteps: [{ applicableTrimId: null, weight: 1, requiredChanges: [{ changeType: 'ADD', itemCode: 'PKG1', itemType: 'PACKAGE' }] }] };
    api.hold();
    act(() => {
      actor.system.get('build')!.send({ type: 'user.selectItem', item: { itemType: 'PACKAGE', itemCode: 'PKG2', changeType: 'ADD' } });
      actor.system.get('build')!.send({ type: 'user.selectItem', item: { itemType: 'EXTERIOR_COLOR', itemCode: '1G3', changeType: 'ADD' } });
      actor.system.get('build')!.send({ type: 'user.selectItem', item: { itemType: 'ACCESSORY', itemCode: 'ACC2', changeType: 'ADD' } });
    });
    await act(() => api.release());
    await act(settled);
    expect(notices()).toHaveTextContent(text);
    // The conflict the first pick opened is still the shopper's to answer; the notice outlives it.
    act(() => actor.system.get('build')!.send({ type: 'user.cancelConflict' }));
    expect(notices()).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Dismiss' : 'Cerrar aviso' }));
    expect(notices()).toBeEmptyDOMElement();
  });

  it('asks to save before "Change grade" leaves an unsaved build, then goes to the trim scene', async () => {
    const { user, actor } = await renderScene();
    expect(screen.getByRole('link', { name: 'Search inventory' })).toHaveAttribute('href', expect.stringContaining('tacoma'));
    const change = screen.getByRole('button', { name: 'Change grade' });
    expect(change).toHaveAttribute('data-exit-build');
    await user.click(change);
    const prompt = await screen.findByRole('dialog', { name: 'Save your build before leaving?' });
    expect(actor.getSnapshot().matches('configurator')).toBe(true);
    await user.click(within(prompt).getByRole('button', { name: 'Leave without saving' }));
    expect(actor.getSnapshot().matches('trim')).toBe(true);
  });

  it('goes to the summary from the tray', async () => {
    const { user, actor } = await renderScene();
    await user.click(screen.getByRole('button', { name: 'Review build' }));
    expect(actor.getSnapshot().matches('summary')).toBe(true);
  });
});
