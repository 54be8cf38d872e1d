import { startInBuild } from './test-support/start-configurator';
import type { RecommendationResult } from '../../domain/entities';
import type { UpdatedConfigQuery } from '../data/configurator-api';
import { buildOf } from './build-view';

/** Picks made while a request is in flight (ADR 0065: queued, latest per item wins, in order). */
const pick = (itemType: string, itemCode: string, changeType: 'ADD' | 'REMOVE' = 'ADD') =>
  ({ type: 'user.selectItem', item: { itemType, itemCode, changeType } }) as const as never;

describe('build machine: picks queued during a request', () => {
  const conflictAnswer: RecommendationResult = {
    isConfigValid: false,
    resolveSteps: [
      { applicableTrimId: null, weight: 1, requiredChanges: [{ changeType: 'ADD', itemCode: 'PKG1', itemType: 'PACKAGE' }] },
      { applicableTrimId: 'T3', weight: 3, requiredChanges: [{ changeType: 'ADD', itemCode: 'LA40', itemType: 'INTERIOR_COLOR' }] },
    ],
  };

  it('queues every pick made while a refresh is in flight and applies them in order once it settles', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.hold();
    to(pick('EXTERIOR_COLOR', '1G3'));
    to(pick('ACCESSORY', 'ACC2'));
    to(pick('PACKAGE', 'PKG1'));
    expect(build().context.queued.map((i) => i.itemCode)).toEqual(['ACC2', 'PKG1']);
    for (let i = 0; i < 3; i += 1) {
      await api.release();
      api.hold();
    }
    await api.release();
    await settled();
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('1G3');
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD', 'PKG1']);
    expect(buildOf(build().context)!.accessories.map((a) => a.code)).toEqual(['ACC2']);
    const sent = (api.callsOf('getUpdatedConfig') as UpdatedConfigQuery[]).map((q) => q.latestItemSelected[0].itemCode);
    expect(sent).toEqual(['1G3', 'ACC2', 'PKG1']);
    expect(build().context.queued).toEqual([]);
    expect(build().context.notApplied).toEqual([]);
    // Each applied pick is its own undo step.
    expect(build().context.history.past).toHaveLength(3);
  });

  it('keeps only the latest queued pick per item (a colour replaces a colour, a package is per code)', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.hold();
    to(pick('PACKAGE', 'PKG1'));
    to(pick('EXTERIOR_COLOR', '1G3'));
    to(pick('ACCESSORY', 'ACC2'));
    to(pick('EXTERIOR_COLOR', '040'));
    to(pick('ACCESSORY', 'ACC2', 'REMOVE'));
    expect(build().context.queued).toEqual([
      { itemType: 'EXTERIOR_COLOR', itemCode: '040', changeType: 'ADD' },
      { itemType: 'ACCESSORY', itemCode: 'ACC2', changeType: 'REMOVE' },
    ]);
    await api.release();
    await settled();
    // Both queued picks are no-ops on the refreshed build: nothing more is sent.
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(1);
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('040');
    expect(buildOf(build().context)!.accessories).toEqual([]);
    expect(build().context.queued).toEqual([]);
  });

  it('goes on with the queue when a queued pick is refused', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.hold();
    to(pick('EXTERIOR_COLOR', '1G3'));
    to(pick('PACKAGE', 'FE', 'REMOVE'));
    to(pick('ACCESSORY', 'ACC2'));
    await api.release();
    await settled();
    await api.release();
    await settled();
    expect(buildOf(build().context)!.accessories.map((a) => a.code)).toEqual(['ACC2']);
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD']);
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(2);
  });

  it('lands in applyFailed with the error when the update fails, and a dismissal returns to ready', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.failNext('getUpdatedConfig');
    to(pick('EXTERIOR_COLOR', '1G3'));
    await settled();
    expect(build().matches('applyFailed')).toBe(true);
    expect(build().hasTag('failed')).toBe(true);
    expect(build().hasTag('busy')).toBe(false);
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('040');
    expect(build().context.updateError).toMatchObject({ kind: 'server' });
    to({ type: 'user.dismissNotice' });
    expect(build().matches('ready')).toBe(true);
    expect(build().context.updateError).toBeNull();
  });

  it('a new pick from applyFailed is applied as from ready', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.failNext('getUpdatedConfig');
    to(pick('EXTERIOR_COLOR', '1G3'));
    await settled();
    expect(build().matches('applyFailed')).toBe(true);
    to(pick('PACKAGE', 'PKG1'));
    await settled();
    expect(build().matches('ready')).toBe(true);
    expect(build().context.updateError).toBeNull();
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD', 'PKG1']);
  });

  it('applies queued picks to the previous build when the refresh fails', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.failNext('getUpdatedConfig');
    api.hold();
    to(pick('EXTERIOR_COLOR', '1G3'));
    to(pick('PACKAGE', 'PKG1'));
    await api.release();
    await settled();
    await api.release();
    await settled();
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('040');
    expect(buildOf(build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD', 'PKG1']);
  });

  it('drops picks queued while a recommendation turned into a conflict, and names them', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.recommendations.PKG2 = conflictAnswer;
    api.hold();
    to(pick('PACKAGE', 'PKG2'));
    to(pick('EXTERIOR_COLOR', '1G3'));
    to(pick('ACCESSORY', 'ACC2'));
    await api.release();
    await settled();
    expect(build().value).toBe('conflict');
    expect(build().context.queued).toEqual([]);
    expect(build().context.notApplied.map((i) => i.itemCode)).toEqual(['1G3', 'ACC2']);
    to({ type: 'user.cancelConflict' } as never);
    expect(build().value).toBe('ready');
    expect(buildOf(build().context)!.exteriorColor?.code).toBe('040');
    expect(buildOf(build().context)!.accessories).toEqual([]);
    // The notice stays until dismissed (or the next pick).
    expect(build().context.notApplied).toHaveLength(2);
    to({ type: 'user.dismissNotice' } as never);
    expect(build().context.notApplied).toEqual([]);
  });

  it('names queued picks that were not applied because the recommendation failed', async () => {
    const { to, api, build, settled } = await startInBuild();
    api.failNext('getRecommendation');
    api.hold();
    to(pick('PACKAGE', 'PKG2'));
    to(pick('EXTERIOR_COLOR', '1G3'));
    await api.release();
    await settled();
    expect(build().value).toBe('recommendationFailed');
    expect(build().context.notApplied.map((i) => i.itemCode)).toEqual(['1G3']);
    to(pick('ACCESSORY', 'ACC2'));
    await settled();
    expect(build().context.notApplied).toEqual([]);
  });
});
