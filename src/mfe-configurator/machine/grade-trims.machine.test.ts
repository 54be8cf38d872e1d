import { createActor, waitFor } from 'xstate';
import { ConfiguratorApiError } from '../data/api-error';
import { createGradeTrimsMachine, trimsOfSeriesYear } from './grade-trims.machine';
import { SYSTEM_IDS } from './system-ids';
import { createFakeApi } from './test-support/fake-configurator-api';
import { fixtureSeries } from './test-support/fixture-config';
import { startConfigurator, startInBuild } from './test-support/start-configurator';

const known = (seriesId = 'tacoma', year = 2024) => ({ type: 'build.seriesYearKnown', seriesId, year }) as const;

function startAlone(api = createFakeApi()) {
  const actor = createActor(createGradeTrimsMachine(api)).start();
  const settled = () => waitFor(actor, (s) => !s.matches('loading'));
  return { api, actor, settled };
}

describe('trimsOfSeriesYear', () => {
  it('lists the series-year trims tagged with their grade', () => {
    expect(trimsOfSeriesYear(fixtureSeries(), { seriesId: 'tacoma', year: 2024 }).map((t) => [t.code, t.gradeName])).toEqual([
      ['T1', 'SR'],
      ['T2', 'SR'],
      ['T3', 'Limited'],
    ]);
  });

  it('throws a not-found error when the list lacks the series-year (the port answers [] on failure)', () => {
    expect(() => trimsOfSeriesYear([], { seriesId: 'tacoma', year: 2024 })).toThrow(ConfiguratorApiError);
    expect(() => trimsOfSeriesYear(fixtureSeries(), { seriesId: 'tacoma', year: 2023 })).toThrow('The series list has no tacoma 2023');
  });
});

describe('grade trims machine', () => {
  it('starts idle with no trims', () => {
    expect(startAlone().actor.getSnapshot()).toMatchObject({ value: 'idle', context: { current: null, trims: [], error: null } });
  });

  it('loads a series-year once from the visualizer series list', async () => {
    const { api, actor, settled } = startAlone();
    actor.send(known());
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send(known());
    await settled();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.trims.map((t) => t.code)).toEqual(['T1', 'T2', 'T3']);
    actor.send(known());
    expect(api.callsOf('getSeriesDetails')).toEqual([{ seriesId: 'tacoma', year: 2024 }]);
  });

  it('keeps an answer per series-year: coming back to one asks nothing', async () => {
    const { api, actor, settled } = startAlone();
    actor.send(known());
    await settled();
    actor.send(known('tacoma', 2023));
    await settled();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { trims: [] } });
    actor.send(known());
    expect(actor.getSnapshot()).toMatchObject({ value: 'loaded', context: { current: { seriesId: 'tacoma', year: 2024 } } });
    expect(actor.getSnapshot().context.trims).toHaveLength(3);
    expect(api.callsOf('getSeriesDetails')).toHaveLength(2);
  });

  it('switches to a new series-year announced while another loads', async () => {
    const { api, actor, settled } = startAlone();
    api.hold();
    actor.send(known('tacoma', 2023));
    actor.send(known());
    await api.release();
    await settled();
    expect(actor.getSnapshot()).toMatchObject({ value: 'loaded', context: { current: { seriesId: 'tacoma', year: 2024 } } });
    expect(actor.getSnapshot().context.trims).toHaveLength(3);
  });

  it('fails explicitly when the request rejects, keeps no trims (codes stay as labels), and retries later', async () => {
    const { api, actor, settled } = startAlone();
    api.failNext('getSeriesDetails', new ConfiguratorApiError('network', 'offline'));
    actor.send(known());
    await settled();
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { trims: [], error: { kind: 'network', message: 'offline' } } });
    actor.send(known());
    await settled();
    expect(actor.getSnapshot()).toMatchObject({ value: 'loaded', context: { error: null } });
  });
});

describe('grade trims in the configurator', () => {
  it('loads the trims of the build series-year when a build loads', async () => {
    const { actor, api } = await startInBuild();
    await waitFor(actor.system.get(SYSTEM_IDS.gradeTrims)!, (s) => s.matches('loaded'));
    expect(api.callsOf('getSeriesDetails')).toContainEqual({ seriesId: 'tacoma', year: 2024 });
  });

  it('loads them for a deep link too', async () => {
    const { actor, settled } = startConfigurator({ pathname: '/configurator/build/step/color/year/2024/series/tacoma/model/T3/' });
    await settled();
    const snapshot = await waitFor(actor.system.get(SYSTEM_IDS.gradeTrims)!, (s) => s.matches('loaded'));
    expect(snapshot.context.trims.map((t: { gradeName?: string }) => t.gradeName)).toEqual(['SR', 'SR', 'Limited']);
  });
});
