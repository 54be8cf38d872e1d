import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerGraphql } from '../graphql/graphql.plugin';
import { DEFAULT_IDENTITY_POOL_ID } from './guest-credentials';
import { GUEST_CREDENTIALS_PATH, registerIdentity, type IdentityOptions } from './identity.plugin';

const QUERY = { query: 'query GET_SERIES { getSeries(brand: "toyota", region: "CA") { id } }', operationName: 'GET_SERIES' };

interface Creds {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
}

async function start(identity: IdentityOptions = {}): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify({ logger: false });
  await registerIdentity(app, identity);
  await registerGraphql(app, { mode: 'test' });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base };
}

async function guestCredentials(base: string, identityPoolId = DEFAULT_IDENTITY_POOL_ID): Promise<Response> {
  return fetch(`${base}${GUEST_CREDENTIALS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identityPoolId }),
  });
}

/** Signs like the browser client does (same library), with knobs to break each part. */
async function signedHeaders(base: string, creds: Creds, body: string, options: { signingDate?: Date; dropToken?: boolean } = {}) {
  const url = new URL(`${base}/graphql`);
  const signer = new SignatureV4({ credentials: creds, region: 'us-east-1', service: 'appsync', sha256: Hash.bind(null, 'sha256') });
  const signed = await signer.sign(
    { method: 'POST', protocol: 'http:', hostname: url.hostname, port: Number(url.port), path: url.pathname, query: {}, headers: { host: url.host, 'content-type': 'application/json' }, body },
    { signingDate: options.signingDate },
  );
  const headers = { ...signed.headers } as Record<string, string>;
  delete headers.host;
  if (options.dropToken) delete headers['x-amz-security-token'];
  return headers;
}

describe('identity: guest credentials and SigV4 on the data endpoint', () => {
  let server: { app: FastifyInstance; base: string };
  let creds: Creds;

  beforeAll(async () => {
    server = await start({ pools: [{ id: DEFAULT_IDENTITY_POOL_ID, allowGuests: true }, { id: 'us-east-1:members-only', allowGuests: false }] });
    const response = await guestCredentials(server.base);
    expect(response.status).toBe(200);
    creds = ((await response.json()) as { credentials: Creds }).credentials;
  });
  afterAll(() => server.app.close());

  it('issues short-lived guest credentials for a known pool', async () => {
    const response = await guestCredentials(server.base);
    const body = (await response.json()) as { identityId: string; credentials: Creds & { expiration: string } };
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.identityId).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
    expect(body.credentials.accessKeyId).toMatch(/^ASIA[0-9A-F]{16}$/);
    const lifetime = Date.parse(body.credentials.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('refuses unknown pools (400) and pools without guest access (403)', async () => {
    expect((await guestCredentials(server.base, 'us-east-1:nope')).status).toBe(400);
    expect((await guestCredentials(server.base, 'no-colon')).status).toBe(400);
    const refused = await guestCredentials(server.base, 'us-east-1:members-only');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(expect.objectContaining({ code: 'NotAuthorizedException' }));
  });

  it('answers a request signed with guest credentials', async () => {
    const body = JSON.stringify(QUERY);
    const response = await fetch(`${server.base}/graphql`, { method: 'POST', headers: await signedHeaders(server.base, creds, body), body });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { data: { getSeries: Array<{ id: string }> } };
    expect(json.data.getSeries.length).toBeGreaterThan(0);
  });

  it('answers Unauthorized when the body was changed after signing', async () => {
    const body = JSON.stringify(QUERY);
    const headers = await signedHeaders(server.base, creds, body);
    const response = await fetch(`${server.base}/graphql`, { method: 'POST', headers, body: body.replace('toyota', 'lexus') });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ data: null, errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('answers Unauthorized when a signed header or the signature was changed', async () => {
    const body = JSON.stringify(QUERY);
    const headers = await signedHeaders(server.base, creds, body);
    const wrongHash = { ...headers, 'x-amz-content-sha256': '0'.repeat(64) };
    expect((await fetch(`${server.base}/graphql`, { method: 'POST', headers: wrongHash, body })).status).toBe(401);
    const flipped = headers.authorization!.replace(/Signature=(.)/, (_m, c: string) => `Signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await fetch(`${server.base}/graphql`, { method: 'POST', headers: { ...headers, authorization: flipped }, body })).status).toBe(401);
  });

  it('answers Unauthorized for a signature older than five minutes, a missing token or a forged secret', async () => {
    const body = JSON.stringify(QUERY);
    const old = await signedHeaders(server.base, creds, body, { signingDate: new Date(Date.now() - 6 * 60 * 1000) });
    expect((await fetch(`${server.base}/graphql`, { method: 'POST', headers: old, body })).status).toBe(401);
    const noToken = await signedHeaders(server.base, creds, body, { dropToken: true });
    expect((await fetch(`${server.base}/graphql`, { method: 'POST', headers: noToken, body })).status).toBe(401);
    const forged = await signedHeaders(server.base, { ...creds, secretAccessKey: 'guessed' }, body);
    expect((await fetch(`${server.base}/graphql`, { method: 'POST', headers: forged, body })).status).toBe(401);
  });

  it('still accepts the API key, and still refuses a request with neither', async () => {
    const body = JSON.stringify(QUERY);
    const withKey = await fetch(`${server.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' }, body });
    expect(withKey.status).toBe(200);
    const neither = await fetch(`${server.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(neither.status).toBe(401);
  });
});

describe('identity: expired credentials', () => {
  it('answers Unauthorized once the guest credentials have expired', async () => {
    let now = Date.now();
    const server = await start({ now: () => now, lifetimeMs: 60_000 });
    try {
      const creds = ((await (await guestCredentials(server.base)).json()) as { credentials: Creds }).credentials;
      const body = JSON.stringify(QUERY);
      const fresh = await signedHeaders(server.base, creds, body);
      expect((await fetch(`${server.base}/graphql`, { method: 'POST', headers: fresh, body })).status).toBe(200);
      now += 61_000;
      const late = await signedHeaders(server.base, creds, body, { signingDate: new Date(now) });
      expect((await fetch(`${server.base}/graphql`, { method: 'POST', headers: late, body })).status).toBe(401);
    } finally {
      await server.app.close();
    }
  });
});

describe('identity: credentials survive a restart', () => {
  it('verifies credentials issued before a restart with the same IDENTITY_SECRET, not with another secret', async () => {
    const first = await start({ secret: 'shared-secret' });
    const creds = ((await (await guestCredentials(first.base)).json()) as { credentials: Creds }).credentials;
    await first.app.close();
    const body = JSON.stringify(QUERY);
    for (const [secret, status] of [['shared-secret', 200], ['other-secret', 401]] as const) {
      const next = await start({ secret });
      try {
        const headers = await signedHeaders(next.base, creds, body);
        expect((await fetch(`${next.base}/graphql`, { method: 'POST', headers, body })).status).toBe(status);
        const forged = await signedHeaders(next.base, { ...creds, sessionToken: `${creds.sessionToken.split('.')[0]}.forged` }, body);
        expect((await fetch(`${next.base}/graphql`, { method: 'POST', headers: forged, body })).status).toBe(401);
      } finally {
        await next.app.close();
      }
    }
  });
});
