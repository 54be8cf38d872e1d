/*
 * Issue 18, points 2, 3, 4, 7, 8 and the server items of 9, as the outside probe reproduced them:
 * Host spoofing, a share flood, alias/cost abuse beside a latency-sensitive call, deep nesting,
 * prototype keys in every path parameter. Each against the real app over HTTP on 127.0.0.1.
 */
import type { SqlStore } from '../../server/db/sql-store';
import { operationFor } from '../../server/graphql/graphql-test-client';
import { DEFAULT_RATE_LIMITS } from '../../server/next-steps/next-steps-limits';
import { validQuote, validShare } from '../../server/next-steps/test-support/next-steps-fixtures';
import { fetchWithin, INTERNAL_MESSAGE, memoryStore, startApp, type LiveServer } from './fault-support';

jest.setTimeout(120_000);

const KEY = { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' };
const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetchWithin(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

let store: SqlStore;
beforeAll(async () => {
  store = await memoryStore();
});
afterAll(async () => {
  await store.close();
});

describe('links never come from the Host header (point 2)', () => {
  let server: LiveServer;
  afterEach(async () => {
    await server.close();
  });

  it('builds a share link from PUBLIC_ORIGIN whatever Host the request names', async () => {
    server = await startApp({ mode: 'test', store, publicOrigin: 'https://www.example.com' });
    const { status, text } = await postJson(`${server.url}/api/shares`, validShare(), { host: 'evil.example' });
    expect(status).toBe(201);
    expect(JSON.parse(text).deepLink).toMatch(/^https:\/\/www\.example\.com\/configurator\//);
    const mail = (await store.query<{ html: string }>('SELECT html FROM outbox ORDER BY id DESC LIMIT 1')).rows[0]!;
    expect(mail.html).not.toContain('evil.example');
  });

  it('without PUBLIC_ORIGIN outside production, uses the address it listens on, not the Host header', async () => {
    const saved = process.env.PUBLIC_ORIGIN;
    delete process.env.PUBLIC_ORIGIN;
    server = await startApp({ mode: 'test', store });
    const { status, text } = await postJson(`${server.url}/api/shares`, validShare(), { host: 'evil.example' });
    if (saved !== undefined) process.env.PUBLIC_ORIGIN = saved;
    expect(status).toBe(201);
    expect(JSON.parse(text).deepLink.startsWith(`${server.url}/`)).toBe(true);
  });

  it('refuses to start in production without PUBLIC_ORIGIN, with a message naming it', async () => {
    const saved = process.env.PUBLIC_ORIGIN;
    delete process.env.PUBLIC_ORIGIN;
    await expect(startApp({ mode: 'production', store })).rejects.toThrow(/PUBLIC_ORIGIN is required in production/);
    if (saved !== undefined) process.env.PUBLIC_ORIGIN = saved;
    server = { close: async () => undefined } as LiveServer;
  });
});

describe('share, quote and lead floods get 429 across instances (point 3)', () => {
  let first: LiveServer;
  let second: LiveServer;
  beforeAll(async () => {
    // Two instances on one database: the count lives in the database, not in either process.
    const options = { mode: 'test' as const, store, publicOrigin: 'http://127.0.0.1', rateLimits: DEFAULT_RATE_LIMITS };
    first = await startApp(options);
    second = await startApp(options);
    await store.query('DELETE FROM rate_limits');
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('delivers the first few shares to one address and refuses the flood with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof postJson>> | undefined;
    for (let i = 0; i < 30; i += 1) {
      const target = i % 2 === 0 ? first : second;
      const answer = await postJson(`${target.url}/api/shares`, validShare({ recipient: 'victim@example.com', comment: `http://spam.example/${i}` }));
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    const perRecipient = DEFAULT_RATE_LIMITS.share.perRecipient.max;
    expect(statuses.filter((s) => s === 201)).toHaveLength(perRecipient);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - perRecipient);
    expect(JSON.parse(refused!.text)).toMatchObject({ statusCode: 429, code: 'rate-limited' });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const mails = await store.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE recipient = 'victim@example.com'");
    expect(mails.rows[0]!.n).toBe(perRecipient);
  });

  it('limits one client across recipients, and quotes and model-interest leads alike', async () => {
    await store.query('DELETE FROM rate_limits');
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const target = i % 2 === 0 ? first : second;
      const body = validQuote({ email: `shopper${i}@example.com` });
      const answer = await postJson(`${target.url}/api/quotes`, body, { 'Idempotency-Key': `flood-${Date.now()}-${i}` });
      statuses.push(answer.status);
    }
    const perClient = DEFAULT_RATE_LIMITS.lead.perClient.max;
    expect(statuses.slice(0, perClient).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(perClient).every((s) => s === 429)).toBe(true);
  });
});

describe('GraphQL limits (points 4 and 8)', () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startApp({ mode: 'production', store, publicOrigin: 'http://127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });
  const gql = (query: string, variables: object = {}) => fetchWithin(`${server.url}/graphql`, { method: 'POST', headers: KEY, body: JSON.stringify({ query, variables }) });

  const updated = operationFor('GET_UPDATED_CONFIG');
  const updatedVariables = { config: { brand: 'toyota', seriesId: 'rav4', year: 2025, trimId: '4430' }, latestItemSelected: [] };
  /** The probe's request: the client's GetUpdatedConfig selection under fifteen aliases. */
  function aliasBomb(): string {
    const selection = updated.slice(updated.indexOf('{') + 1, updated.lastIndexOf('}'));
    const header = updated.slice(0, updated.indexOf('{'));
    const root = selection.trim();
    const fieldStart = root.indexOf(':') > 0 && root.indexOf(':') < root.indexOf('(') ? root.indexOf(':') + 1 : 0;
    const field = root.slice(fieldStart).trim();
    return `${header}{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${field}`).join('\n')} }`;
  }

  it('refuses the fifteen-alias GetUpdatedConfig by cost before any resolver runs', async () => {
    const { status, text } = await gql(aliasBomb(), updatedVariables);
    expect(status).toBe(400);
    expect(text).toMatch(/too expensive|tokens|aliases/);
  });

  it('keeps a concurrent dealer lookup fast while the abuse runs (10 requests a second)', async () => {
    const lookup = async (): Promise<number> => (await fetchWithin(`${server.url}/api/dealers?zip=90210`)).ms;
    const quiet: number[] = [];
    for (let i = 0; i < 30; i += 1) quiet.push(await lookup());
    let abusing = true;
    const abuse = (async () => {
      while (abusing) {
        void gql(aliasBomb(), updatedVariables).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const loaded: number[] = [];
    for (let i = 0; i < 30; i += 1) loaded.push(await lookup());
    abusing = false;
    await abuse;
    const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
    // The probe saw p99 8 ms -> 1,634 ms. On this shared machine compare against the quiet run,
    // with a floor for scheduling noise.
    expect(p95(loaded)).toBeLessThan(Math.max(5 * p95(quiet), 250));
  });

  it('refuses depth, tokens and GET, and hides field suggestions in production', async () => {
    const deep = Array.from({ length: 12 }).reduce<string>((inner) => `ofType { ${inner} }`, 'name');
    expect((await gql(`{ __type(name: "Query") { fields { type { ${deep} } } } }`)).status).toBe(400);
    expect((await gql(`{ ${'getSeries(brand: "toyota", region: "CA") { id } '.repeat(1)} ${'a '.repeat(1200)} }`)).status).toBe(400);
    const typo = await gql('{ getSerie(brand: "toyota") { id } }');
    expect(typo.status).toBe(400);
    expect(typo.text).not.toMatch(/Did you mean/);
    const get = await fetchWithin(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: KEY });
    expect(get.status).toBe(405);
  });

  it.each([
    ['selection sets', `${'{ a '.repeat(10_000)}${'}'.repeat(10_000)}`, {}],
    ['list values', `{ getSeries(brand: ${'['.repeat(10_000)}"toyota"${']'.repeat(10_000)}) { id } }`, {}],
  ])('answers 10,000-level nested %s with 400 and no internal message', async (_label, query, variables) => {
    const { status, text } = await gql(query, variables);
    expect(status).toBe(400);
    expect(text).not.toMatch(INTERNAL_MESSAGE);
  });

  it('answers 10,000-level nested JSON variables with 400 and no internal message', async () => {
    // The probe's bodies: before the fix each answered 400 "Maximum call stack size exceeded".
    for (const body of [
      `{"query":"query($v: String) { __typename }","variables":{"v":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}}`,
      `{"query":"query($v: String) { __typename }","variables":{"v":${'['.repeat(10_000)}1${']'.repeat(10_000)}}}`,
      `{"query":"{ __typename }","extensions":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
      `${'['.repeat(10_000)}1${']'.repeat(10_000)}`,
    ]) {
      const { status, text } = await fetchWithin(`${server.url}/graphql`, { method: 'POST', headers: KEY, body });
      expect(status).toBe(400);
      expect(text).not.toMatch(INTERNAL_MESSAGE);
    }
  });

  it('answers 10,000-level nested JSON bodies on the form routes with 400 and no internal message', async () => {
    const body = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const route of ['/api/shares', '/api/quotes', '/rules/prod', '/identity/guest-credentials']) {
      const { status, text } = await fetchWithin(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'Idempotency-Key': 'deep-nesting-1' }, body });
      expect([route, status < 500]).toEqual([route, true]);
      expect(text).not.toMatch(INTERNAL_MESSAGE);
    }
  });
});

describe('prototype keys in every path parameter (point 7)', () => {
  let server: LiveServer;
  beforeAll(async () => {
    server = await startApp({ mode: 'development', store, publicOrigin: 'http://127.0.0.1', rateLimits: false });
  });
  afterAll(async () => {
    await server.close();
  });

  const KEYS = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf', 'Constructor', 'constructor-mobile', 'CONSTRUCTOR'];
  // Every route with a path parameter, with valid values elsewhere so the key reaches the lookup.
  const ROUTES = [
    (k: string) => `/images/hero/${k}`,
    (k: string) => `/images/tiles/${k}`,
    (k: string) => `/images/regions/${k}`,
    (k: string) => `/images/time-of-day/${k}`,
    (k: string) => `/images/backgrounds/${k}`,
    (k: string) => `/images/backgrounds/${k}/thumbnail`,
    (k: string) => `/images/accessories/${k}`,
    (k: string) => `/images/packages/${k}`,
    (k: string) => `/images/wheels/${k}`,
    (k: string) => `/images/dealers/${k}/logo`,
    (k: string) => `/images/render/exterior/${k}/rav4/2025/suv/040/ffffff/1`,
    (k: string) => `/images/render/exterior/toyota/${k}/2025/suv/040/ffffff/1`,
    (k: string) => `/images/render/exterior/toyota/rav4/${k}/suv/040/ffffff/1`,
    (k: string) => `/images/render/exterior/toyota/rav4/2025/${k}/040/ffffff/1`,
    (k: string) => `/images/render/exterior/toyota/rav4/2025/suv/${k}/ffffff/1`,
    (k: string) => `/images/render/exterior/toyota/rav4/2025/suv/040/${k}/1`,
    (k: string) => `/images/render/exterior/toyota/rav4/2025/suv/040/ffffff/${k}`,
    (k: string) => `/images/render/interior/${k}/rav4/2025/suv/FB10/333333/1`,
    (k: string) => `/images/render/interior/toyota/rav4/2025/${k}/FB10/333333/1`,
    (k: string) => `/images/render/interior/toyota/rav4/2025/suv/FB10/333333/${k}`,
    (k: string) => `/service/tcom/ContentFragmentData/${k}/vehicles~en~rav4~2025~vehicle-card/`,
    (k: string) => `/service/tcom/ContentFragmentData/en/${k}/`,
    (k: string) => `/service/tcom/ContentFragmentData/en/vehicles~en~${k}~2025~vehicle-card/`,
    (k: string) => `/api/quotes/${k}`,
    (k: string) => `/dev/mail/${k}`,
    (k: string) => `/dev/mail/${k}/html`,
    (k: string) => `/configurator/${k}`,
    (k: string) => `/demo-assets/${k}`,
    (k: string) => `/${k}`,
  ];

  it.each(ROUTES.map((route) => [route('{key}'), route]))('GET %s answers below 500 for every prototype key', async (_name, route) => {
    for (const key of KEYS) {
      const { status, text } = await fetchWithin(`${server.url}${route(key)}`);
      expect([key, status < 500]).toEqual([key, true]);
      expect(text).not.toMatch(INTERNAL_MESSAGE);
    }
  });

  it('POST /rules/:target answers below 500 for every prototype key', async () => {
    for (const key of KEYS) {
      const { status } = await postJson(`${server.url}/rules/${key}`, { query: '{ __typename }' });
      expect([key, status]).toEqual([key, 404]);
    }
  });
});

describe('security headers and source maps (point 9, server side)', () => {
  it('allows connections only to this origin, and hides source maps in production', async () => {
    const server = await startApp({ mode: 'production', store, publicOrigin: 'http://127.0.0.1', bundleDir: `${__dirname}/fixtures-bundle` });
    try {
      const page = await fetchWithin(`${server.url}/healthz`);
      const connect = /connect-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')![1]!;
      expect(connect.split(' ')).toEqual(["'self'"]);
      const map = await fetchWithin(`${server.url}/configurator/root-config.js.map`);
      expect(map.status).toBe(404);
      const script = await fetchWithin(`${server.url}/configurator/root-config.js`);
      expect(script.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
