import { SYSTEM_IDS } from './system-ids';
import { encodeBuildUrl } from './build-url';
import { startConfigurator, startInBuild } from './test-support/start-configurator';
import type { RecommendationResult } from '../../domain/entities';
import type { UpdatedConfigQuery } from '../data/configurator-api';
import { buildOf } from './build-view';

const pick = (itemType: string, itemCode: string, changeType: 'ADD' | 'REMOVE' = 'ADD') =>
  ({ type: 'user.selectItem', item: { itemType, itemCode, changeType } }) as const as never;

// Base 30000 + dph 1395 for trim T1 with the default colours and FE/QD at 0.
const BASE_TOTAL = 31395;

describe('build machine: loading', () => {
  it('builds from the configuration of the chosen grade, with FE and QD', async () => {
    const { build } = await startInBuild();
    const b = buildOf(build().context)!;
    expect(b).toMatchObject({ trimId: 'T1', baseMsrp: 30000, totalSRP: BASE_TOTAL, totalCost: BASE_TOTAL });
    expect(b.packages.map((p) => p.code)).toEqual(['FE', 'QD']);
    expect(build().value).toBe('ready');
  });
});

describe('build machine: a compatible pick', () => {
  it('applies a colour at once (new total before any answer) with exactly one refresh request', async () => {
    const { to, api, build, settled, sys } = await startInBuild();
    const before = api.calls.length;
    api.hold();
    to(pick('EXTERIOR_COLOR', '1G3'));
    expect(build().value).toBe('applying');
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('1G3');
    expect(buildOf(build().context)!.totalSRP).toBe(BASE_TOTAL + 425);
    expect(sys(SYSTEM_IDS.apiState).context).toMatchObject({ loading: true, transparent: true });
    await api.release();
    await settled();
    expect(api.calls.slice(before).map((c) => c.method)).toEqual(['getUpdatedConfig']);
    const [query] = api.callsOf('getUpdatedConfig') as UpdatedConfigQuery[];
    expect(query.latestItemSelected).toEqual([{ itemType: 'EXTERIOR_COLOR', itemCode: '1G3', changeType: 'ADD' }]);
    expect(query.config.exteriorColorCode).toBe('040');
    // The refresh replaces the images (the render follows the new colour).
    expect(buildOf(build().context)!.images.exterior[0].url).toContain('/1G3/');
    expect(buildOf(build().context)!.jelly).toContain('width=768');
  });

  it('adds and removes packages and accessories by code, keeping FE and QD', async () => {
    const { to, api, build, settled } = await startInBuild();
    to(pick('PACKAGE', 'PKG1'));
    await settled();
    to(pick('ACCESSORY', 'ACC2'));
    await settled();
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD', 'PKG1']);
    // The DIO accessory (99.5 rounded up) counts only in totalCost.
    expect(buildOf(build().context)!).toMatchObject({ totalSRP: BASE_TOTAL + 1000, totalCost: BASE_TOTAL + 1000 + 100 });
    to(pick('PACKAGE', 'PKG1', 'REMOVE'));
    await settled();
    to(pick('ACCESSORY', 'ACC2', 'REMOVE'));
    await settled();
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD']);
    expect(buildOf(build().context)!.accessories).toEqual([]);
    for (const q of api.callsOf('getUpdatedConfig') as UpdatedConfigQuery[]) {
      expect(q.config.packageCodes).toEqual(expect.arrayContaining(['FE', 'QD']));
    }
  });

  it('refuses to remove a default package and sends nothing', async () => {
    const { to, api, build } = await startInBuild();
    const before = api.calls.length;
    to(pick('PACKAGE', 'FE', 'REMOVE'));
    expect(api.calls.length).toBe(before);
    expect(build().context.refused).toEqual({ itemType: 'PACKAGE', itemCode: 'FE', changeType: 'REMOVE' });
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD']);
  });

  it('ignores a pick that changes nothing', async () => {
    const { to, api } = await startInBuild();
    const before = api.calls.length;
    to(pick('EXTERIOR_COLOR', '040'));
    expect(api.calls.length).toBe(before);
  });

  it('does not apply a failed update: the previous build stays and a notice is flagged', async () => {
    const { to, api, build, settled } = await startInBuild();
    const previous = buildOf(build().context);
    api.failNext('getUpdatedConfig');
    to(pick('EXTERIOR_COLOR', '1G3'));
    await settled();
    expect(build().value).toBe('applyFailed');
    expect(buildOf(build().context)).toEqual(previous);
    expect(build().context.updateError).toEqual({ kind: 'server', message: 'Response status: 500' });
    expect(build().context.history.past).toHaveLength(0);
    to({ type: 'user.dismissNotice' } as never);
    expect(build().context.updateError).toBeNull();
  });
});

describe('build machine: recommendations', () => {
  it('asks for a recommendation for an incompatible pick and applies a valid answer with one refresh', async () => {
    const { to, api, build, settled } = await startInBuild();
    const before = api.calls.length;
    to(pick('EXTERIOR_COLOR', '3T3'));
    expect(build().value).toBe('recommending');
    // Nothing changes before the answer.
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('040');
    await settled();
    expect(api.calls.slice(before).map((c) => c.method)).toEqual(['getRecommendation', 'getUpdatedConfig']);
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('3T3');
  });

  it('switches trim for a powertrain pick that needs no other change', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.recommendations.E2 = { isConfigValid: true, resolveSteps: [{ applicableTrimId: 'T2', weight: 2, requiredChanges: [] }] };
    to(pick('ENGINE', 'E2'));
    await settled();
    const [query] = api.callsOf('getUpdatedConfig') as UpdatedConfigQuery[];
    expect(query.latestItemSelected).toEqual([{ itemType: 'ENGINE', itemCode: 'E2', changeType: 'ADD', availableWithTrimIds: ['T2'] }]);
    expect(buildOf(build().context)).toMatchObject({ trimId: 'T2', baseMsrp: 32000, engine: 'Engine E2', totalSRP: 32000 + 1395 });
    expect(buildOf(build().context)!.images.exterior[0].url).toContain('/T2/');
  });

  const conflictAnswer: RecommendationResult = {
    isConfigValid: false,
    resolveSteps: [
      { applicableTrimId: null, weight: 1, requiredChanges: [{ changeType: 'ADD', itemCode: 'PKG1', itemType: 'PACKAGE' }] },
      { applicableTrimId: 'T3', weight: 3, requiredChanges: [{ changeType: 'ADD', itemCode: 'LA40', itemType: 'INTERIOR_COLOR' }] },
    ],
  };

  it('prices every resolve step with the query Apply sends, then applies the chosen step without another request', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.recommendations.PKG2 = conflictAnswer;
    to(pick('PACKAGE', 'PKG2'));
    await settled();
    expect(build().value).toBe('conflict');
    const previews = api.callsOf('getUpdatedConfig') as UpdatedConfigQuery[];
    expect(previews).toHaveLength(2);
    expect(build().context.resolutions.map((r) => r.selection.trimCode)).toEqual(['T1', 'T3']);
    to({ type: 'user.resolveConflict', stepIndex: 7 } as never);
    expect(build().value).toBe('conflict');
    to({ type: 'user.resolveConflict', stepIndex: 1 } as never);
    await settled();
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(2);
    const query = previews[1];
    expect(query.config.trim).toBe('T3');
    expect(query.latestItemSelected).toEqual([
      { itemType: 'PACKAGE', itemCode: 'PKG2', changeType: 'ADD' },
      { itemType: 'INTERIOR_COLOR', itemCode: 'LA40', changeType: 'ADD' },
    ]);
    expect(buildOf(build().context)).toMatchObject({ trimId: 'T3', interiorColor: { code: 'LA40' } });
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toContain('PKG2');
  });

  it('keeps the build unchanged when the shopper cancels a conflict', async () => {
    const { to, api, build, settled } = await startInBuild();
    const previous = buildOf(build().context);
    api.recommendations.PKG2 = conflictAnswer;
    to(pick('PACKAGE', 'PKG2'));
    await settled();
    to({ type: 'user.cancelConflict' } as never);
    expect(build().value).toBe('ready');
    expect(buildOf(build().context)).toEqual(previous);
    // Only the two previews were asked; nothing was applied.
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(2);
  });

  it('lets the conflict modal add and remove resolutions by item code and set useReco3', async () => {
    const { to, api, settled } = await startInBuild();
    api.recommendations.PKG2 = conflictAnswer;
    to(pick('PACKAGE', 'PKG2'));
    await settled();
    to({ type: 'user.addResolution', resolution: { change: { itemCode: 'ACC1', itemType: 'ACCESSORY' }, changeType: 'REMOVE' } } as never);
    to({ type: 'user.removeResolution', itemCode: 'PKG1' } as never);
    to({ type: 'user.setUseReco3', useReco3: true } as never);
  });

  it('surfaces a failed recommendation as "Response status" and changes nothing', async () => {
    const { to, api, build, settled, sys } = await startInBuild();
    const previous = buildOf(build().context);
    api.failNext('getRecommendation');
    to(pick('PACKAGE', 'PKG2'));
    await settled();
    expect(build().value).toBe('recommendationFailed');
    expect(build().context.error).toEqual({ kind: 'server', message: 'Response status: 500' });
    expect(sys(SYSTEM_IDS.apiState).context.error).toBe('Response status: 500');
    expect(buildOf(build().context)).toEqual(previous);
    // The next pick clears the error and is handled normally.
    to(pick('EXTERIOR_COLOR', '1G3'));
    await settled();
    expect(build().context).toMatchObject({ error: null, selection: { exteriorColorCode: '1G3' } });
  });

  it('removing a package another chosen package requires goes through a recommendation', async () => {
    const { to, api, settled } = await startInBuild();
    to(pick('PACKAGE', 'PKG1'));
    await settled();
    to(pick('PACKAGE', 'PKG3'));
    await settled();
    const before = api.calls.length;
    to(pick('PACKAGE', 'PKG1', 'REMOVE'));
    await settled();
    expect(api.calls[before].method).toBe('getRecommendation');
  });
});

describe('build machine: undo, redo and clear', () => {
  it('undoes and redoes every selection without requests; a new change clears redo', async () => {
    const { to, api, build, settled } = await startInBuild();
    to(pick('EXTERIOR_COLOR', '1G3'));
    await settled();
    to(pick('PACKAGE', 'PKG1'));
    await settled();
    const requests = api.calls.length;
    to({ type: 'user.undo' } as never);
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD']);
    to({ type: 'user.undo' } as never);
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('040');
    to({ type: 'user.undo' } as never);
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('040');
    to({ type: 'user.redo' } as never);
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('1G3');
    expect(api.calls.length).toBe(requests);
    to(pick('ACCESSORY', 'ACC1'));
    await settled();
    expect(build().context.history.future).toEqual([]);
    to({ type: 'user.redo' } as never);
    expect(buildOf(build().context)!.accessories.map((a) => a.code)).toEqual(['ACC1']);
  });

  it('clear nulls the build and its history', async () => {
    const { to, build, settled } = await startInBuild();
    to(pick('EXTERIOR_COLOR', '1G3'));
    await settled();
    to({ type: 'user.clear' } as never);
    expect(build().value).toBe('idle');
    expect(build().context).toMatchObject({ selection: null, config: null, history: { past: [], future: [] } });
  });
});

describe('build machine: deep links', () => {
  it('restores a build from a configurator URL exactly', async () => {
    const { actor, api, build, settled } = startConfigurator({
      pathname: '/configurator/build/step/color/year/2024/series/tacoma/model/T2/',
      search: '?ext=1G3&int=LB20&pkg=FE&pkg=QD&pkg=PKG1&acc=ACC1',
    });
    expect(actor.getSnapshot().matches('configurator')).toBe(true);
    await settled();
    expect(api.callsOf('getDeepLinkConfig')[0]).toMatchObject({ trim: 'T2', seriesId: 'tacoma', year: 2024, exteriorColorCode: '1G3' });
    const b = buildOf(build().context)!;
    expect(b).toMatchObject({ trimId: 'T2', exteriorColor: { code: '1G3' }, interiorColor: { code: 'LB20' } });
    expect(b.packages.map((p) => p.code)).toEqual(['FE', 'QD', 'PKG1']);
    expect(b.accessories.map((a) => a.code)).toEqual(['ACC1']);
    expect(build().context.deepLinkInvalid).toBe(false);
  });

  it('answers an invalid deep link with the valid default build and a notice flag', async () => {
    const { actor, build, settled } = startConfigurator({
      pathname: '/configurator/build/step/summary/year/2024/series/tacoma/model/T1/',
      search: '?ext=NOPE',
    });
    expect(actor.getSnapshot().matches('summary')).toBe(true);
    await settled();
    expect(build().context).toMatchObject({ deepLinkInvalid: true, selection: { trimCode: 'T1', exteriorColorCode: '040' } });
  });

  it('flags a deep link whose URL held values that are not codes', async () => {
    const { api, build, settled } = startConfigurator({
      pathname: '/configurator/build/step/color/year/2024/series/tacoma/model/T1/',
      search: '?ext=1G3&acc=%3Cbad%3E',
    });
    await settled();
    expect(api.callsOf('getDeepLinkConfig')[0]).toMatchObject({ accessoryCodes: [] });
    expect(build().context).toMatchObject({ deepLinkInvalid: true, selection: { exteriorColorCode: '1G3' } });
  });

  it('a configurator URL without a trim falls back to the model scene', () => {
    const { actor } = startConfigurator({ pathname: '/configurator/build/step/color/year/2024/series/tacoma/' });
    expect(actor.getSnapshot().matches('model')).toBe(true);
  });
});

describe('build machine: undo across a reload of the same tab (issue 15)', () => {
  it('a reload of the build URL brings the undo history back; a new build forgets it', async () => {
    const first = await startInBuild();
    const before = buildOf(first.build().context)!;
    first.to(pick('EXTERIOR_COLOR', '1G3'));
    await first.settled();
    const after = buildOf(first.build().context)!;
    expect(after.exteriorColor?.code).toBe('1G3');
    first.actor.stop();
    // A reload hides the page first: the save waiting for an idle moment is written then.
    window.dispatchEvent(new Event('pagehide'));

    const url = new URL(encodeBuildUrl('configurator', after), 'http://127.0.0.1');
    const reloaded = startConfigurator({ pathname: url.pathname, search: url.search }, undefined, { reload: true });
    await reloaded.settled();
    expect(reloaded.build().context.history.past).toHaveLength(1);
    reloaded.to({ type: 'user.undo' });
    expect(buildOf(reloaded.build().context)!.exteriorColor?.code).toBe(before.exteriorColor?.code);
    expect(buildOf(reloaded.build().context)!.totalSRP).toBe(before.totalSRP);
    reloaded.actor.send({ type: 'user.backToTrim' });
    reloaded.actor.send({ type: 'user.selectGrade', gradeName: 'SR' });
    await reloaded.settled();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('another build in the address bar does not get this history', async () => {
    const first = await startInBuild();
    first.to(pick('EXTERIOR_COLOR', '1G3'));
    await first.settled();
    first.actor.stop();
    window.dispatchEvent(new Event('pagehide'));
    const other = startConfigurator({ pathname: '/configurator/build/step/color/year/2024/series/tacoma/model/T1/', search: '?ext=040' }, undefined, { reload: true });
    await other.settled();
    expect(other.build().context.history.past).toHaveLength(0);
  });
});
