/** @jest-environment node */
import { createCloudClient } from './cloud-client';
import { validateCloudSettings } from './cloud-settings';

const settings = validateCloudSettings({ endpoint: 'http://127.0.0.1:9/graphql', apiKey: 'key-1' }, 'http://127.0.0.1:9/');
const QUERY = JSON.stringify({ query: 'query GET_SERIES { getSeries(brand: "toyota", region: "CA") { id } }', operationName: 'GET_SERIES' });
const MUTATION = JSON.stringify({ query: 'mutation SAVE { save }', operationName: 'SAVE' });

function harness(statuses: Array<number | 'network'>) {
  const sleeps: number[] = [];
  const seen: Array<{ headers: Record<string, string>; body?: string }> = [];
  const fetchMock = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ headers: init?.headers as Record<string, string>, body: init?.body as string | undefined });
    const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
    if (status === 'network') throw new TypeError('fetch failed');
    return new Response('{}', { status });
  });
  const cloud = createCloudClient(settings, { fetch: fetchMock as typeof fetch, random: () => 0, sleep: async (ms) => void sleeps.push(ms) });
  return { cloud, fetchMock, sleeps, seen };
}

describe('cloud fetch (urql fetch option)', () => {
  it('sends the API key with each request, keeping urql\'s headers', async () => {
    const { cloud, seen } = harness([200]);
    await cloud.fetch(settings.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: QUERY });
    expect(seen[0]!.headers).toEqual({ 'content-type': 'application/json', 'x-api-key': 'key-1' });
  });

  it('retries a query after a 503 or a network failure with backoff, 3 attempts in all', async () => {
    const { cloud, fetchMock, sleeps } = harness([503, 'network', 200]);
    const response = await cloud.fetch(settings.endpoint, { method: 'POST', body: QUERY });
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([5000, 10_000]);

    const down = harness([503]);
    expect((await down.cloud.fetch(settings.endpoint, { method: 'POST', body: QUERY })).status).toBe(503);
    expect(down.fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends a query once when the caller turns retries off (attempts: 1)', async () => {
    const fetchMock = jest.fn(async () => new Response('{}', { status: 503 }));
    const cloud = createCloudClient(settings, { fetch: fetchMock as typeof fetch, attempts: 1, sleep: async () => undefined });
    expect((await cloud.fetch(settings.endpoint, { method: 'POST', body: QUERY })).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never retries a mutation or a client error', async () => {
    const mutation = harness([503, 200]);
    expect((await mutation.cloud.fetch(settings.endpoint, { method: 'POST', body: MUTATION })).status).toBe(503);
    expect(mutation.fetchMock).toHaveBeenCalledTimes(1);
    const unauthorized = harness([401, 200]);
    expect((await unauthorized.cloud.fetch(settings.endpoint, { method: 'POST', body: QUERY })).status).toBe(401);
    expect(unauthorized.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses to send a subscription over HTTP', async () => {
    const { cloud, fetchMock } = harness([200]);
    const body = JSON.stringify({ query: 'subscription S { catalogChanged(environment: "preview") { version } }' });
    await expect(cloud.fetch(settings.endpoint, { method: 'POST', body })).rejects.toThrow('Subscribe is only available for the realtime endpoint');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the realtime connection the same API-key auth', async () => {
    const { cloud } = harness([200]);
    expect(await cloud.realtimeConnectionParams()).toEqual({ headers: expect.objectContaining({ 'x-api-key': 'key-1' }) });
  });
});
