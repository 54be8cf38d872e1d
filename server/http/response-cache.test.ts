import { operationFor, startLiveApp, type LiveApp } from '../graphql/graphql-test-client';
import { RESPONSE_CACHE_HEADER } from './response-cache';

// Real servers on a shared 2-core machine: first requests compile queries and rules (slow when busy).
jest.setTimeout(30_000);

let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
});
afterAll(async () => {
  await live.close();
});

const send = (body: object, key: string | null = 'local-dev-key') =>
  fetch(`${live.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
    body: JSON.stringify(body),
  });

describe('whole-response cache', () => {
  const body = {
    query: operationFor('GET_UPDATED_CONFIG'),
    variables: { config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trim: '7131' }, latestItemSelected: [{ itemCode: 'BL', itemType: 'PACKAGE', changeType: 'ADD' }] },
  };

  it('replays an identical successful request byte for byte', async () => {
    const first = await send(body);
    const second = await send(body);
    expect(first.headers.get(RESPONSE_CACHE_HEADER)).toBe('miss');
    expect(second.headers.get(RESPONSE_CACHE_HEADER)).toBe('hit');
    expect(second.headers.get('content-type')).toMatch(/application\/json/);
    expect(await second.text()).toBe(await first.text());
  });

  it('still requires the API key for a cached answer', async () => {
    await send(body);
    const response = await send(body, null);
    expect(response.status).toBe(401);
  });

  it('does not store answers with errors', async () => {
    const bad = { query: operationFor('GET_CONFIG_BY_GRADE'), variables: { configInputGrade: { brand: 'toyota', seriesId: 'tacoma', year: 2024, trimId: 'NONE' } } };
    await send(bad);
    const again = await send(bad);
    expect(again.headers.get(RESPONSE_CACHE_HEADER)).toBeNull();
    expect((await again.json()).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('keys on the variables: a different selection is computed afresh', async () => {
    const other = { ...body, variables: { ...body.variables, latestItemSelected: [] } };
    const response = await send(other);
    expect(response.headers.get(RESPONSE_CACHE_HEADER)).toBe('miss');
    expect((await response.json()).data.getUpdatedConfig.currentConfig.packageCodes).not.toContain('BL');
  });
});
