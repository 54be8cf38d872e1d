import { DEFAULT_SELECTION, fixtureConfig } from '../machine/test-support/fixture-config';
import type { ApiConfig } from '../../domain/entities';
import { ConfiguratorApiError } from './api-error';
import { API_KEY_HEADER } from '../../platform/cloud-client/api-key-header';
import { createConfiguratorClient } from './urql-client';
import { createUrqlConfiguratorApi } from './urql-configurator-api';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { query: string; variables: Record<string, unknown>; operationName?: string };
}

/** A stubbed fetch answering one scripted response per call (status + JSON body, or a throw). */
function fakeFetch(answers: Array<{ status?: number; body?: unknown; text?: string; throws?: Error }>) {
  const sent: Sent[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    sent.push({ url, headers, body: JSON.parse(String(init.body)) });
    const answer = answers.shift() ?? { status: 500, text: 'no answer scripted' };
    if (answer.throws) throw answer.throws;
    const status = answer.status ?? 200;
    const text = answer.text ?? JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : `Status ${status}`,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? (answer.text ? 'text/plain' : 'application/json') : null) },
      text: async () => text,
    };
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function apiWith(answers: Parameters<typeof fakeFetch>[0], environment: 'live' | 'preview' = 'live') {
  const { fetch, sent } = fakeFetch(answers);
  const log = jest.fn();
  // One attempt per query: the cloud client's retries have their own tests (platform/cloud-client).
  const client = createConfiguratorClient({ endpoint: 'http://127.0.0.1/graphql', apiKey: 'k-123', fetch, cloudOptions: { attempts: 1 } });
  const api = createUrqlConfiguratorApi({ client, brand: 'toyota', language: 'es', environment, region: () => 'CA', log });
  return { api, sent, log };
}

const apiConfig: ApiConfig = {
  brand: 'toyota', year: 2024, seriesId: 'tacoma', trim: 'T1', grade: 'SR',
  exteriorColorCode: '040', interiorColorCode: 'LB20', packageCodes: ['FE', 'QD'], accessoryCodes: [],
};
const wireConfig = () => ({
  ...fixtureConfig(DEFAULT_SELECTION('T1')),
  configImages: { exterior: [{ alias: 'e', disclaimer: '', isHero: false, url: 'u', angle: '1', background: null, backgrounds: [{ thumbnail: 't', type: 'studio' }], timesOfDay: [{ icon: 'i', type: 'day' }] }], interior: [], background: null },
});

describe('urql client', () => {
  it('refuses to start without an endpoint or a key (spec 8 messages)', () => {
    expect(() => createConfiguratorClient({ endpoint: ' ', apiKey: 'k' })).toThrow('No GraphQL endpoint configured');
    expect(() => createConfiguratorClient({ endpoint: 'http://x/graphql', apiKey: '' })).toThrow('API-key mode without key');
  });
});

describe('urql configurator api', () => {
  it('sends the api key header, the page language and region, and reads the config', async () => {
    const { api, sent } = apiWith([{ body: { data: { getConfigByGrade: wireConfig() } } }]);
    const config = await api.getConfigByGrade({ seriesId: 'tacoma', year: 2024, gradeName: 'SR' });
    expect(sent[0].headers[API_KEY_HEADER]).toBe('k-123');
    expect(sent[0].body.query).toContain('query GetConfigByGrade(');
    expect(sent[0].body.variables.configInputGrade).toEqual({ brand: 'toyota', seriesId: 'tacoma', year: 2024, gradeName: 'SR', language: 'ES', region: 'CA' });
    expect(config.trim.code).toBe('T1');
    // Luxury image lists are mapped back to the domain shape.
    expect(config.configImages.exterior[0]).toEqual({ alias: 'e', disclaimer: '', isHero: false, url: 'u', angle: '1', background: [{ thumbnail: 't', type: 'studio' }], time: [{ icon: 'i', type: 'day' }] });
  });

  it('never sends __typename back: inputs made from results are stripped before the request', async () => {
    const { api, sent } = apiWith([{ body: { data: { getUpdatedConfig: wireConfig() } } }]);
    const fromResult = { __typename: 'RequiredItem', itemCode: 'PKG1', itemType: 'PACKAGE' as const, changeType: 'ADD' as const };
    await api.getUpdatedConfig({
      config: { ...apiConfig, __typename: 'SelectedConfig' } as ApiConfig,
      latestItemSelected: [fromResult],
    });
    expect(JSON.stringify(sent[0].body.variables)).not.toContain('__typename');
    expect(sent[0].body.variables.latestItemSelected).toEqual([{ itemCode: 'PKG1', itemType: 'PACKAGE', changeType: 'ADD' }]);
    expect(fromResult.__typename).toBe('RequiredItem');
  });

  it('uses the Preview root fields on preview pages', async () => {
    const { api, sent } = apiWith([{ body: { data: { getRecommendation: { isConfigValid: true, resolveSteps: [] } } } }], 'preview');
    await api.getRecommendation({ config: apiConfig, latestItemSelected: { itemCode: '1G3', itemType: 'EXTERIOR_COLOR', changeType: 'ADD' } });
    expect(sent[0].body.query).toContain('getRecommendation: getRecommendationPreview(');
  });

  it('series list failure: logs a server response error and answers an empty list', async () => {
    const { api, log } = apiWith([{ status: 500, text: 'boom' }]);
    await expect(api.getSeries()).resolves.toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('server response error'), expect.objectContaining({ kind: 'server' }));
  });

  it('series list: sends brand, region and language; the visualizer shape when a series is named', async () => {
    const { api, sent } = apiWith([{ body: { data: { getSeries: [] } } }, { body: { data: { getSeries: [] } } }]);
    await api.getSeries();
    await api.getSeriesDetails({ seriesId: 'tacoma', year: 2024 });
    expect(sent[0].body.variables).toEqual({ brand: 'toyota', region: 'CA', language: 'ES' });
    expect(sent[1].body.query).toContain('query GetSeriesVisualizer(');
    expect(sent[1].body.variables).toMatchObject({ seriesId: 'tacoma', year: 2024, showApplicableSeriesForVisualizer: true });
  });

  const failing: Array<[string, Parameters<typeof fakeFetch>[0][number], string, string]> = [
    ['a fetch that throws', { throws: new TypeError('Failed to fetch') }, 'network', 'Failed to fetch'],
    ['a 401 with the Unauthorized body', { status: 401, body: { data: null, errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] } }, 'unauthorized', 'Unauthorized'],
    ['a NOT_FOUND GraphQL error', { body: { data: null, errors: [{ message: 'Unknown trim', path: ['getUpdatedConfig'], extensions: { code: 'NOT_FOUND' } }] } }, 'not-found', 'Unknown trim'],
    ['a BAD_USER_INPUT GraphQL error', { body: { data: null, errors: [{ message: 'Unknown item codes', path: ['getUpdatedConfig'], extensions: { code: 'BAD_USER_INPUT' } }] } }, 'bad-input', 'Unknown item codes'],
    ['a 502 without a GraphQL body', { status: 502, text: 'Bad gateway' }, 'server', 'Response status: 502'],
    ['an internal GraphQL error', { body: { data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } }, 'server', 'Internal server error'],
    ['an empty answer', { body: { data: { getUpdatedConfig: null } } }, 'server', 'Empty response to GET_UPDATED_CONFIG'],
  ];

  it.each(failing)('config update failure, %s: logs and rethrows a mapped error', async (_name, answer, kind, message) => {
    const { api, log } = apiWith([answer]);
    const call = api.getUpdatedConfig({ config: apiConfig, latestItemSelected: [] });
    await expect(call).rejects.toBeInstanceOf(ConfiguratorApiError);
    await call.catch((error: ConfiguratorApiError) => expect({ kind: error.kind, message: error.message }).toEqual({ kind, message }));
    expect(log).toHaveBeenCalledWith('GET_UPDATED_CONFIG failed', expect.objectContaining({ kind }));
  });

  it('recommendation failure with a non-OK status reads "Response status: {n}"', async () => {
    const { api, log } = apiWith([{ status: 503, text: 'unavailable' }]);
    await expect(api.getRecommendation({ config: apiConfig, latestItemSelected: { itemCode: 'X', itemType: 'PACKAGE', changeType: 'ADD' } })).rejects.toMatchObject({
      kind: 'server',
      message: 'Response status: 503',
    });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('deep link: sends the page language and region, answers validity; failures rethrow', async () => {
    const { api, sent, log } = apiWith([
      { body: { data: { getDeepLinkConfig: { isDeepLinkValid: false, config: wireConfig() } } } },
      { status: 500, text: 'down' },
    ]);
    const query = { year: 2024, seriesId: 'tacoma', trim: 'T1', exteriorColorCode: 'X', interiorColorCode: '', packageCodes: ['FE', 'QD'], accessoryCodes: [] };
    const result = await api.getDeepLinkConfig(query);
    expect(result.isDeepLinkValid).toBe(false);
    expect(sent[0].body.variables.deepLinkConfigInput).toEqual({ brand: 'toyota', ...query, language: 'ES', region: 'CA' });
    await expect(api.getDeepLinkConfig({ ...query, trim: 'T2' })).rejects.toMatchObject({ kind: 'server' });
    expect(log).toHaveBeenCalledWith('GET_DEEP_LINK_CONFIG failed', expect.anything());
  });
});
