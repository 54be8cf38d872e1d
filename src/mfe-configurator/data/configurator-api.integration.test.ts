/**
 * @jest-environment node
 *
 * The data layer and the build machine against the real local data endpoint (server/graphql) on
 * an ephemeral 127.0.0.1 port: the contract between this parcel and the server, end to end. The
 * test picks its items from whatever the shipped catalog offers, so catalog edits do not break it.
 */
import { createActor, waitFor } from 'xstate';
import { DEFAULT_API_KEY } from '../../../server/http/auth';
import type { BuildActorRef } from '../machine/build.machine';
import { encodeBuildUrl } from '../machine/build-url';
import { createConfiguratorMachine } from '../machine/configurator.machine';
import { SYSTEM_IDS } from '../machine/system-ids';
import type { ConfiguratorApi } from './configurator-api';
import { validateConnectionSettings } from './connection-settings';
import { openData } from './urql-data';
import { useLocalDataEndpoint } from './test-support/local-data-endpoint';
import { buildOf } from '../machine/build-view';

const dataEndpoint = useLocalDataEndpoint();
const log = jest.fn();

// Wired as the parcel wires it: settings validated as at mount, the data layer's own chunk opened.
const apiWithKey = (apiKey: string): ConfiguratorApi =>
  openData(validateConnectionSettings({ endpoint: dataEndpoint(), apiKey }), { brand: 'toyota', language: 'en', environment: 'live', log }).api;

// Several real requests per test: the default 5 s is too tight on the shared 2-core CI machine.
jest.setTimeout(30_000);

const settled = (build: BuildActorRef) =>
  waitFor(build, (s) => (['ready', 'conflict', 'loadFailed', 'recommendationFailed'] as const).some((v) => s.matches(v)), { timeout: 10_000 });

describe('configurator data layer against the local data endpoint', () => {
  it('reads the series list and maps a wrong key to unauthorized', async () => {
    const series = await apiWithKey(DEFAULT_API_KEY).getSeries();
    expect(series.some((s) => s.id === 'tacoma')).toBe(true);
    await expect(apiWithKey('wrong').getConfigByGrade({ seriesId: 'tacoma', year: 2024 })).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(apiWithKey(DEFAULT_API_KEY).getConfigByGrade({ seriesId: 'nope', year: 2024 })).rejects.toMatchObject({ kind: 'not-found' });
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('drives a build: load, compatible pick, powertrain pick, and restores it exactly from its URL', async () => {
    log.mockClear();
    const api = apiWithKey(DEFAULT_API_KEY);
    const series = (await api.getSeries()).find((s) => s.id === 'tacoma')!;
    const year = series.yearSpecificData[0];
    const actor = createActor(createConfiguratorMachine(api), { input: { brand: 'toyota', pathname: '/configurator/' } }).start();
    const build = actor.system.get(SYSTEM_IDS.build) as BuildActorRef;
    actor.send({ type: 'user.selectSeries', seriesId: 'tacoma', year: year.year });
    actor.send({ type: 'user.selectGrade', gradeName: year.grades[0].gradeName });
    await settled(build);
    const config = build.getSnapshot().context.config!;
    const first = buildOf(build.getSnapshot().context)!;
    expect(first.packages.map((p) => p.code)).toEqual(expect.arrayContaining(['FE', 'QD']));

    const colour = config.exteriorColors.find((c) => c.compatibility.isCompatible && c.code !== first.exteriorColor?.code)!;
    build.send({ type: 'user.selectItem', item: { itemType: 'EXTERIOR_COLOR', itemCode: colour.code, changeType: 'ADD' } });
    await settled(build);
    expect(build.getSnapshot().context).toMatchObject({ updateError: null, selection: { exteriorColorCode: colour.code } });

    const engines = new Set(year.grades.flatMap((g) => g.trims.map((t) => t.powertrain.engine.code)));
    const engine = [...engines].find((code) => code !== config.trim.engine.code);
    if (engine) {
      build.send({ type: 'user.selectItem', item: { itemType: 'ENGINE', itemCode: engine, changeType: 'ADD' } });
      await settled(build);
      if (build.getSnapshot().matches('conflict')) build.send({ type: 'user.resolveConflict', stepIndex: 0 });
      await settled(build);
      expect(build.getSnapshot().context.config!.trim.engine.code).toBe(engine);
    }

    const done = buildOf(build.getSnapshot().context)!;
    const [pathname, search] = encodeBuildUrl('configurator', done, { step: 'color' }).split('?');
    const restored = createActor(createConfiguratorMachine(api), { input: { brand: 'toyota', pathname, search: `?${search}` } }).start();
    const restoredBuild = restored.system.get(SYSTEM_IDS.build) as BuildActorRef;
    await settled(restoredBuild);
    expect(restoredBuild.getSnapshot().context.deepLinkInvalid).toBe(false);
    expect(buildOf(restoredBuild.getSnapshot().context)).toEqual(done);
    actor.stop();
    restored.stop();
    expect(log).not.toHaveBeenCalled();
  });

  it('a wheels pick persists across requests and through the URL (ApiConfig and deep link wheelsCode)', async () => {
    log.mockClear();
    const api = apiWithKey(DEFAULT_API_KEY);
    const series = (await api.getSeries()).find((s) => s.id === 'tacoma')!;
    const year = series.yearSpecificData[0];
    // The first grade whose trim offers a second set of wheels.
    let grade: string | undefined;
    for (const g of year.grades) {
      if ((await api.getConfigByGrade({ seriesId: 'tacoma', year: year.year, gradeName: g.gradeName })).wheels.length > 1) {
        grade = g.gradeName;
        break;
      }
    }
    expect(grade).toBeDefined();
    const actor = createActor(createConfiguratorMachine(api), { input: { brand: 'toyota', pathname: '/configurator/' } }).start();
    const build = actor.system.get(SYSTEM_IDS.build) as BuildActorRef;
    actor.send({ type: 'user.selectSeries', seriesId: 'tacoma', year: year.year });
    actor.send({ type: 'user.selectGrade', gradeName: grade });
    await settled(build);
    const { config } = build.getSnapshot().context;
    const first = buildOf(build.getSnapshot().context);
    expect(first!.wheelsCode).toBe(config!.defaultConfig.wheelsId);
    const wheels = config!.wheels.find((w) => w.code !== first!.wheelsCode)!;
    build.send({ type: 'user.selectItem', item: { itemType: 'WHEELS', itemCode: wheels.code, changeType: 'ADD' } });
    await settled(build);
    if (build.getSnapshot().matches('conflict')) build.send({ type: 'user.resolveConflict', stepIndex: 0 });
    await settled(build);
    expect(buildOf(build.getSnapshot().context)!.wheelsCode).toBe(wheels.code);
    // A later pick is computed by the server from a selection that still names the picked wheels.
    const colour = build.getSnapshot().context.config!.exteriorColors.find((c) => c.compatibility.isCompatible && c.code !== first!.exteriorColor?.code)!;
    build.send({ type: 'user.selectItem', item: { itemType: 'EXTERIOR_COLOR', itemCode: colour.code, changeType: 'ADD' } });
    await settled(build);
    expect(build.getSnapshot().context.config!.currentConfig?.wheelsCode).toBe(wheels.code);
    const done = buildOf(build.getSnapshot().context)!;
    expect(done.wheelsCode).toBe(wheels.code);

    const [pathname, search] = encodeBuildUrl('summary', done).split('?');
    const restored = createActor(createConfiguratorMachine(api), { input: { brand: 'toyota', pathname, search: `?${search}` } }).start();
    const restoredBuild = restored.system.get(SYSTEM_IDS.build) as BuildActorRef;
    await settled(restoredBuild);
    expect(restoredBuild.getSnapshot().context.deepLinkInvalid).toBe(false);
    expect(buildOf(restoredBuild.getSnapshot().context)).toEqual(done);
    actor.stop();
    restored.stop();
    expect(log).not.toHaveBeenCalled();
  });
});
