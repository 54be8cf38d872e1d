import { createActor, waitFor } from 'xstate';
import { createBuildMachine } from './build.machine';
import { createFakeApi } from './test-support/fake-configurator-api';
import { buildOf } from './build-view';

// The simulator runs the build machine as its own actor, with no configurator root around it:
// no parent to tell about loads, no siblings to notify, no geolocation child for the region.
function start() {
  const api = createFakeApi();
  const actor = createActor(createBuildMachine(api), { input: { brand: 'toyota' } });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  return { api, actor, errors };
}

const load = { type: 'build.loadGrade', query: { seriesId: 'tacoma', year: 2024, gradeName: 'SR' } } as const;

describe('build machine without a parent (the simulator)', () => {
  it('loads a grade, applies a pick and stays alive', async () => {
    const { api, actor, errors } = start();
    actor.send(load);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(buildOf(actor.getSnapshot().context)!.trimId).toBe('T1');
    expect(api.calls.find((c) => c.method === 'getConfigByGrade')!.region).toBeUndefined();
    actor.send({ type: 'user.selectItem', item: { itemType: 'PACKAGE', itemCode: 'PKG1', changeType: 'ADD' } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(buildOf(actor.getSnapshot().context)!.packages.map((p) => p.code)).toEqual(['FE', 'QD', 'PKG1']);
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('a failed load is the loadFailed state with the error, and the next load works', async () => {
    const { api, actor, errors } = start();
    api.failNext('getConfigByGrade');
    actor.send(load);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'server', message: 'Response status: 500' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send(load);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(errors).toEqual([]);
  });
});
