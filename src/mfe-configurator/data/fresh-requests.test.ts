import { DEFAULT_SELECTION, fixtureConfig } from '../machine/test-support/fixture-config';
import type { ApiConfig } from '../../domain/entities';
import { createConfiguratorClient } from './urql-client';
import { createUrqlConfiguratorApi } from './urql-configurator-api';

/**
 * Live content (ADR 0104): a `fresh` call goes past urql's document cache, and so does the first
 * later call of every operation+variables answered from the cache before it.
 */

function countingApi() {
  const bodies: string[] = [];
  const fetch = jest.fn(async (_url: string, init: RequestInit) => {
    bodies.push(String(init.body));
    const name = JSON.parse(String(init.body)).operationName === 'GetSeries' ? 'getSeries' : 'getUpdatedConfig';
    const data = name === 'getSeries' ? { getSeries: [] } : { getUpdatedConfig: { ...fixtureConfig(DEFAULT_SELECTION('T1')), configImages: { exterior: [], interior: [], background: null } } };
    // jsdom has no Response: the shape urql reads.
    const text = JSON.stringify({ data });
    return { ok: true, status: 200, statusText: 'OK', headers: { get: (h: string) => (h.toLowerCase() === 'content-type' ? 'application/json' : null) }, text: async () => text };
  });
  const client = createConfiguratorClient({ endpoint: 'http://127.0.0.1/graphql', apiKey: 'k', fetch: fetch as unknown as typeof globalThis.fetch, cloudOptions: { attempts: 1 } });
  const api = createUrqlConfiguratorApi({ client, brand: 'toyota', language: 'en', environment: 'preview', region: () => 'CA', log: jest.fn() });
  return { api, fetch };
}

const config: ApiConfig = {
  brand: 'toyota', year: 2024, seriesId: 'tacoma', trim: 'T1', grade: 'SR',
  exteriorColorCode: '040', interiorColorCode: 'LB20', packageCodes: ['FE', 'QD'], accessoryCodes: [],
};
const query = (exteriorColorCode: string) => ({ config: { ...config, exteriorColorCode }, latestItemSelected: [] });

describe('fresh requests after a catalog change', () => {
  it('serves repeats from the cache until a fresh call, then refetches each answer once', async () => {
    const { api, fetch } = countingApi();
    await api.getUpdatedConfig(query('040'));
    await api.getUpdatedConfig(query('1J9'));
    await api.getUpdatedConfig(query('040'));
    expect(fetch).toHaveBeenCalledTimes(2);

    await api.getUpdatedConfig(query('040'), { fresh: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Cached before the change: stale, so once more over the network, then cached again.
    await api.getUpdatedConfig(query('1J9'));
    await api.getUpdatedConfig(query('1J9'));
    await api.getUpdatedConfig(query('040'));
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('refetches the series list when asked fresh', async () => {
    const { api, fetch } = countingApi();
    await api.getSeries();
    await api.getSeries();
    expect(fetch).toHaveBeenCalledTimes(1);
    await api.getSeries({ fresh: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
