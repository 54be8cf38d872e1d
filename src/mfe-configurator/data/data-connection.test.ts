import type { EarlySeries } from '../../platform/graphql/early-series';
import { ConfiguratorApiError } from './api-error';
import type { ConfiguratorApi } from './configurator-api';
import { createDataConnection, type DataConnectionOptions } from './data-connection';
import { createFakeApi } from '../machine/test-support/fake-configurator-api';

const WIRE_LIST = [{ id: 'rx', name: 'RX', shortName: 'RX', yearSpecificData: [] }];
const answer = (data: unknown): EarlySeries['answer'] => Promise.resolve(data as Awaited<EarlySeries['answer']>);
const early = (overrides: Partial<EarlySeries> = {}): EarlySeries => ({
  environmentSuffix: '',
  variables: { brand: 'lexus', region: 'NATIONAL', language: 'EN' },
  answer: answer({ data: { getSeries: WIRE_LIST } }),
  ...overrides,
});

function setup(overrides: Partial<DataConnectionOptions> = {}) {
  const api = createFakeApi();
  const cloud = { dispose: jest.fn() };
  const load = jest.fn(async () => ({ openData: () => ({ api: api as ConfiguratorApi, cloud: cloud as never }) }));
  const log = jest.fn();
  const connection = createDataConnection({ cloud: { endpoint: 'http://127.0.0.1/graphql', apiKey: 'k' }, brand: 'lexus', language: 'en', environment: 'live', load, log, ...overrides });
  return { connection, api, cloud, load, log };
}

describe('createDataConnection', () => {
  it('checks its settings at once, before anything loads', () => {
    const load = jest.fn();
    expect(() => createDataConnection({ cloud: { endpoint: ' ', apiKey: 'k' }, brand: 'lexus', language: 'en', environment: 'live', load })).toThrow('No GraphQL endpoint configured');
    expect(() => createDataConnection({ cloud: { endpoint: '/graphql', apiKey: '' }, brand: 'lexus', language: 'en', environment: 'live', load })).toThrow('API-key mode without key');
    expect(load).not.toHaveBeenCalled();
  });

  it('answers the first series list from the early query when it asked the same, without loading the data layer', async () => {
    const { connection, load } = setup({ early: early() });
    expect(await connection.api.getSeries()).toEqual([{ id: 'rx', name: 'RX', shortName: 'RX', yearSpecificData: [] }]);
    expect(load).not.toHaveBeenCalled();
    // Once: the next list (a refetch) is the data layer's.
    await connection.api.getSeries();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Partial<DataConnectionOptions>, EarlySeries]>([
    ['another language', { language: 'es' }, early()],
    ['another content environment', { environment: 'preview' }, early()],
    ['another region', { region: () => 'CA' }, early()],
    ['another brand', { brand: 'toyota' }, early()],
    ['a failed early answer', {}, early({ answer: answer(undefined) })],
    ['an early answer with errors', {}, early({ answer: answer({ errors: [{ message: 'x' }], data: null }) })],
  ])('asks the data layer when the early query had %s', async (_, overrides, given) => {
    const { connection, api, load } = setup({ ...overrides, early: given });
    await connection.api.getSeries();
    expect(load).toHaveBeenCalledTimes(1);
    expect(api.calls.map((c) => c.method)).toEqual(['getSeries']);
  });

  it('does not use the early answer for a fresh (live content) call', async () => {
    const { connection, load } = setup({ early: early() });
    await connection.api.getSeries({ fresh: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the data layer once for every later call, and passes each call on', async () => {
    const { connection, api, load } = setup();
    await connection.api.getSeriesDetails({ seriesId: 'tacoma', year: 2024 });
    await connection.api.getConfigByGrade({ seriesId: 'tacoma', year: 2024, gradeName: 'SR' }, { region: 'CA' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([
      { method: 'getSeriesDetails', input: { seriesId: 'tacoma', year: 2024 }, region: undefined },
      expect.objectContaining({ method: 'getConfigByGrade', region: 'CA' }),
    ]);
  });

  it('a failed download: the series list answers none, other calls reject with an API error, the next call tries again', async () => {
    const { connection, load, log } = setup();
    load.mockRejectedValueOnce(Object.assign(new Error('Loading chunk configurator-data failed'), { name: 'ChunkLoadError' }));
    expect(await connection.api.getSeries()).toEqual([]);
    expect(log).toHaveBeenCalledWith('server response error: GetSeries', expect.any(ConfiguratorApiError));
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(connection.api.getConfigByGrade({ seriesId: 'tacoma', year: 2024 })).rejects.toBeInstanceOf(ConfiguratorApiError);
    await expect(connection.api.getSeriesDetails({ seriesId: 'tacoma', year: 2024 })).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('disposes the cloud client once the data layer is in, and only once', async () => {
    const { connection, cloud } = setup();
    expect(await connection.cloud()).toBe(cloud);
    connection.dispose();
    connection.dispose();
    await Promise.resolve();
    expect(cloud.dispose).toHaveBeenCalledTimes(1);
  });
});
