/**
 * @jest-environment node
 *
 * The cloud client against the real local server on 127.0.0.1: guest credentials, SigV4 on the
 * data endpoint, API-key mode, and the spec's messages in the situations that raise them.
 */
import { cacheExchange, Client, fetchExchange } from '@urql/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerGraphql } from '../../../server/graphql/graphql.plugin';
import { registerIdentity, type IdentityOptions } from '../../../server/identity/identity.plugin';
import { DEFAULT_IDENTITY_POOL_ID } from '../../../server/identity/guest-credentials';
import { createCloudClient, type CloudClientOptions } from './cloud-client';
import { CloudClientError } from './cloud-errors';
import { validateCloudSettings, type CloudSettingsInput } from './cloud-settings';

const GET_SERIES = 'query GET_SERIES($brand: String!) { getSeries(brand: $brand, region: "CA") { id } }';

async function start(identity: IdentityOptions = {}): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify({ logger: false });
  await registerIdentity(app, { pools: [{ id: DEFAULT_IDENTITY_POOL_ID, allowGuests: true }, { id: 'us-east-1:members-only', allowGuests: false }], ...identity });
  await registerGraphql(app, { mode: 'test' });
  return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

function client(base: string, input: CloudSettingsInput, options: CloudClientOptions = {}) {
  return createCloudClient(validateCloudSettings({ endpoint: '/graphql', ...input }, `${base}/configurator/preview/`), { sleep: async () => undefined, ...options });
}

async function errorOf(promise: Promise<unknown>): Promise<CloudClientError> {
  try {
    await promise;
  } catch (error) {
    return error as CloudClientError;
  }
  throw new Error('expected a rejection');
}

describe('cloud client on the real server', () => {
  let server: { app: FastifyInstance; base: string };
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.app.close());

  it('IAM mode: fetches guest credentials, signs, and the request passes', async () => {
    const cloud = client(server.base, { authMode: 'iam', identityPoolId: DEFAULT_IDENTITY_POOL_ID });
    const data = await cloud.request<{ getSeries: Array<{ id: string }> }>(GET_SERIES, { brand: 'toyota' });
    expect(data.getSeries.map((s) => s.id)).toContain('tacoma');
    cloud.dispose();
  });

  it('IAM mode works as urql\'s fetch', async () => {
    const cloud = client(server.base, { authMode: 'iam', identityPoolId: DEFAULT_IDENTITY_POOL_ID });
    const urql = new Client({ url: cloud.settings.endpoint, exchanges: [cacheExchange, fetchExchange], preferGetMethod: false, fetch: cloud.fetch });
    const result = await urql.query(GET_SERIES, { brand: 'lexus' }).toPromise();
    expect(result.error).toBeUndefined();
    expect((result.data as { getSeries: unknown[] }).getSeries.length).toBeGreaterThan(0);
    cloud.dispose();
  });

  it('answers Unauthorized when the body is changed after signing', async () => {
    const tamper: typeof fetch = (input, init) => {
      const body = typeof init?.body === 'string' && init.body.includes('"query"') ? init.body.replace('"toyota"', '"lexus"') : init?.body;
      return fetch(input, { ...init, body });
    };
    const cloud = client(server.base, { authMode: 'iam', identityPoolId: DEFAULT_IDENTITY_POOL_ID }, { fetch: tamper });
    const error = await errorOf(cloud.request(GET_SERIES, { brand: 'toyota' }));
    expect([error.code, error.message]).toEqual(['UNAUTHORIZED', 'Unauthorized']);
    cloud.dispose();
  });

  it('API-key mode: the right key passes, a wrong key is Unauthorized', async () => {
    const good = client(server.base, { apiKey: 'local-dev-key' });
    expect((await good.request<{ getSeries: unknown[] }>(GET_SERIES, { brand: 'toyota' })).getSeries.length).toBeGreaterThan(0);
    const bad = client(server.base, { apiKey: 'wrong' });
    expect((await errorOf(bad.request(GET_SERIES, { brand: 'toyota' }))).message).toBe('Unauthorized');
  });

  it('refuses subscriptions and documents without an operation before sending anything', async () => {
    const cloud = client(server.base, { apiKey: 'local-dev-key' });
    expect((await errorOf(cloud.request('subscription LIVE { catalogChanged(environment: "preview") { version } }'))).message).toBe(
      'Subscribe is only available for the realtime endpoint',
    );
    const invalid = await errorOf(cloud.request('fragment F on Series { id }'));
    expect(invalid.code).toBe('INVALID_OPERATION');
    expect(invalid.message).toMatch(/^Invalid operation type/);
  });

  it('says "User needs to be authenticated to call this API" when the pool has no guest access', async () => {
    const cloud = client(server.base, { authMode: 'iam', identityPoolId: 'us-east-1:members-only' });
    expect((await errorOf(cloud.request(GET_SERIES, { brand: 'toyota' }))).message).toBe('User needs to be authenticated to call this API');
  });

  it('says "Auth session was not found" when no session can be established', async () => {
    const cloud = client(server.base, { authMode: 'iam', identityPoolId: 'us-east-1:unknown-pool' });
    expect((await errorOf(cloud.request(GET_SERIES, { brand: 'toyota' }))).message).toMatch(/^Auth session was not found: identity service answered 400/);
  });

  it('reports an unexpected server answer as "An unknown error has occurred"', async () => {
    const cloud = client(server.base, { apiKey: 'local-dev-key' });
    const error = await errorOf(cloud.request('query BAD { noSuchField }'));
    expect(error.code).toBe('UNKNOWN');
    expect(error.message).toMatch(/^An unknown error has occurred: .*noSuchField/);
  });
});

describe('cloud client with credentials that expire on the server', () => {
  it('gets Unauthorized for expired credentials, then fetches new ones once and passes', async () => {
    let serverNow = Date.now();
    const server = await start({ now: () => serverNow, lifetimeMs: 60_000 });
    try {
      const statuses: Array<[string, number]> = [];
      const spy: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        statuses.push([new URL(String(input)).pathname, response.status]);
        return response;
      };
      const cloud = client(server.base, { authMode: 'iam', identityPoolId: DEFAULT_IDENTITY_POOL_ID }, { fetch: spy });
      await cloud.request(GET_SERIES, { brand: 'toyota' });
      serverNow += 61_000;
      await cloud.request(GET_SERIES, { brand: 'toyota' });
      expect(statuses).toEqual([
        ['/identity/guest-credentials', 200],
        ['/graphql', 200],
        ['/graphql', 401],
        ['/identity/guest-credentials', 200],
        ['/graphql', 200],
      ]);
      cloud.dispose();
    } finally {
      await server.app.close();
    }
  });
});
