import { waitFor } from 'xstate';
import { ConfiguratorApiError } from '../data/api-error';
import { startConfigurator, startInBuild } from './test-support/start-configurator';
import { SYSTEM_IDS } from './system-ids';
import { buildOf } from './build-view';

/** Live content (ADR 0104): a catalog change refetches what the shopper sees, past the cache. */

const ready = (harness: Awaited<ReturnType<typeof startInBuild>>) =>
  waitFor(harness.actor.system.get(SYSTEM_IDS.build)!, (s) => s.matches('ready'));

describe('api.catalogChanged', () => {
  it('reprices the same build fresh when its series-year changed, without an undo step', async () => {
    const harness = await startInBuild();
    const before = harness.build().context;
    const spy = jest.spyOn(harness.api, 'getUpdatedConfig');
    harness.to({ type: 'api.catalogChanged', seriesId: 'tacoma', year: 2024 });
    expect(harness.build().matches('refreshing')).toBe(true);
    await ready(harness);
    expect(spy).toHaveBeenCalledTimes(1);
    const [query, options] = spy.mock.calls[0]!;
    expect(options).toEqual({ fresh: true });
    expect(query.latestItemSelected).toEqual([]);
    expect(query.config).toMatchObject({ seriesId: 'tacoma', year: 2024, trim: before.selection!.trimCode });
    expect(buildOf(harness.build().context)?.trimId).toBe(before.selection!.trimCode);
    expect(harness.build().context.history).toEqual(before.history);
  });

  it('ignores a change of another series-year, and refreshes after a resync (no series named)', async () => {
    const harness = await startInBuild();
    const spy = jest.spyOn(harness.api, 'getUpdatedConfig');
    harness.to({ type: 'api.catalogChanged', seriesId: 'camry', year: 2024 });
    harness.to({ type: 'api.catalogChanged', seriesId: 'tacoma', year: 2025 });
    expect(harness.build().matches('ready')).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    harness.to({ type: 'api.catalogChanged' });
    await ready(harness);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('keeps the build the shopper sees in refreshFailed when the refetch fails; a pick goes on from there', async () => {
    const harness = await startInBuild();
    const before = buildOf(harness.build().context);
    harness.api.failNext('getUpdatedConfig', new ConfiguratorApiError('network', 'Failed to fetch'));
    harness.to({ type: 'api.catalogChanged', seriesId: 'tacoma', year: 2024 });
    await waitFor(harness.actor.system.get(SYSTEM_IDS.build)!, (s) => s.matches('refreshFailed'));
    expect(harness.build().hasTag('stale')).toBe(true);
    expect(buildOf(harness.build().context)).toEqual(before);
    expect(harness.build().context.updateError).toBeNull();
    harness.to({ type: 'user.selectItem', item: { itemType: 'PACKAGE', itemCode: 'PKG1', changeType: 'ADD' } });
    await ready(harness);
    expect(buildOf(harness.build().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD', 'PKG1']);
  });

  it('retries from refreshFailed on the next catalog change', async () => {
    const harness = await startInBuild();
    harness.api.failNext('getUpdatedConfig', new ConfiguratorApiError('network', 'Failed to fetch'));
    harness.to({ type: 'api.catalogChanged', seriesId: 'tacoma', year: 2024 });
    await waitFor(harness.actor.system.get(SYSTEM_IDS.build)!, (s) => s.matches('refreshFailed'));
    harness.to({ type: 'api.catalogChanged', seriesId: 'tacoma', year: 2024 });
    expect(harness.build().matches('refreshing')).toBe(true);
    await ready(harness);
  });

  it('reloads the series list fresh on the model scene', async () => {
    const { api, actor } = startConfigurator();
    await new Promise((r) => setTimeout(r, 0));
    const spy = jest.spyOn(api, 'getSeries');
    actor.send({ type: 'api.catalogChanged', seriesId: 'tacoma', year: 2024 });
    expect(actor.getSnapshot().matches({ model: 'refreshing' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ model: 'ready' }));
    expect(spy).toHaveBeenCalledWith({ fresh: true });
  });
});
