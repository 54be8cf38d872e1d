import { createActor, toPromise } from 'xstate';
import { buildActors } from './build-actors';
import { createFakeApi } from './test-support/fake-configurator-api';
import type { UpdatedConfigQuery } from '../data/configurator-api';

const query = { seriesId: 'tacoma', year: 2024, trimId: 'T1', items: [] } as unknown as UpdatedConfigQuery;

describe('buildActors timing', () => {
  it("starts a pick's confirming request only when beforePickRequest resolves (after the paint in the browser)", async () => {
    const api = createFakeApi();
    let paint!: () => void;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const actor = createActor(buildActors(api, { beforePickRequest: () => painted }).updateConfig, { input: { query } }).start();
    await Promise.resolve();
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(0);
    paint();
    await toPromise(actor).catch(() => undefined);
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(1);
  });

  it('sends at once without a timing (tests, the simulator)', () => {
    const api = createFakeApi();
    createActor(buildActors(api).updateConfig, { input: { query } }).start();
    expect(api.callsOf('getUpdatedConfig')).toHaveLength(1);
  });
});
