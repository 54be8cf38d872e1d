import { operationFor, startLiveApp, type LiveApp } from './graphql-test-client';
import { MAX_ALIASES } from '../http/limits';

// Abusive and malformed requests over real HTTP: each gets a clear error and the server keeps serving.
// Real servers on a shared 2-core machine: first requests compile queries and rules (slow when busy).
jest.setTimeout(30_000);

const okQuery = operationFor('GET_CONFIG_BY_GRADE');
const okVariables = { configInputGrade: { brand: 'toyota', seriesId: 'prius', year: 2025 } };

async function expectStillServing(live: LiveApp): Promise<void> {
  const { status, body } = await live.gql(okQuery, okVariables);
  expect(status).toBe(200);
  expect(body.data!.getConfigByGrade.seriesId).toBe('prius');
}

describe('data endpoint hardening', () => {
  let live: LiveApp;
  beforeAll(async () => {
    live = await startLiveApp();
  });
  afterAll(async () => {
    await live.close();
  });

  it.each([
    ['a missing key', null],
    ['a wrong key', 'not-the-key'],
  ])('answers 401 Unauthorized for %s', async (_label, key) => {
    const { status, body } = await live.gql(okQuery, okVariables, key);
    expect(status).toBe(401);
    expect(body).toEqual({ data: null, errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expectStillServing(live);
  });

  it('refuses GET /graphql: the data endpoint is POST only', async () => {
    const response = await fetch(`${live.baseUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { 'x-api-key': 'local-dev-key' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('rejects malformed JSON with 400', async () => {
    const { status, body } = await live.post('/graphql', '{"query": ', { 'x-api-key': 'local-dev-key' });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/JSON/);
    await expectStillServing(live);
  });

  it('rejects variables of the wrong type with 400', async () => {
    const { status, body } = await live.gql(okQuery, { configInputGrade: { brand: 'toyota', seriesId: 'prius', year: 'next' } });
    expect(status).toBe(400);
    // graphql-js names the path (configInputGrade.year); a jit-compiled query names the leaf ($year).
    expect(body.errors![0]!.message).toMatch(/year.*Int|Int.*year/s);
    await expectStillServing(live);
  });

  it('rejects an unknown field with 400', async () => {
    const { status, body } = await live.gql('{ getSecrets }');
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/getSecrets/);
  });

  it.each([
    ['an unknown series', { configInputGrade: { brand: 'toyota', seriesId: 'delorean', year: 2025 } }, 'NOT_FOUND', /delorean/],
    ['an unknown year', { configInputGrade: { brand: 'toyota', seriesId: 'prius', year: 1999 } }, 'NOT_FOUND', /1999/],
    ['an unknown trim', { configInputGrade: { brand: 'toyota', seriesId: 'prius', year: 2025, trimId: 'X1' } }, 'NOT_FOUND', /X1/],
    ['an unknown grade', { configInputGrade: { brand: 'toyota', seriesId: 'prius', year: 2025, gradeName: 'Ultra' } }, 'NOT_FOUND', /Ultra/],
    ['an unknown brand', { configInputGrade: { brand: 'acme', seriesId: 'prius', year: 2025 } }, 'BAD_USER_INPUT', /acme/],
    ['a bad language', { configInputGrade: { brand: 'toyota', seriesId: 'prius', year: 2025, language: 'FR' } }, 'BAD_USER_INPUT', /FR/],
  ])('answers a clear error for %s', async (_label, variables, code, message) => {
    const { status, body } = await live.gql(okQuery, variables);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors![0]).toMatchObject({ extensions: { code }, message: expect.stringMatching(message) });
    await expectStillServing(live);
  });

  it('answers BAD_USER_INPUT for unknown item codes in a config update', async () => {
    const { body } = await live.gql(operationFor('GET_UPDATED_CONFIG'), {
      config: { brand: 'toyota', seriesId: 'tacoma', year: 2024, packageCodes: ['NOPE'] },
      latestItemSelected: [],
    });
    expect(body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/NOPE/) });
  });

  it.each([
    ['an unknown code', { itemCode: 'ZZZ', itemType: 'EXTERIOR_COLOR', changeType: 'ADD' }, /ZZZ/],
    ['removing a default package', { itemCode: 'FE', itemType: 'PACKAGE', changeType: 'REMOVE' }, /default package/],
    ['removing a powertrain value', { itemCode: 'AT8', itemType: 'TRANSMISSION', changeType: 'REMOVE' }, /cannot be removed/],
  ])('answers BAD_USER_INPUT for a latest item with %s', async (_label, item, message) => {
    const { body } = await live.gql(operationFor('GET_RECOMMENDATION'), {
      config: { brand: 'toyota', seriesId: 'tacoma', year: 2024 },
      latestItemSelected: item,
    });
    expect(body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(message) });
  });

  it('keeps error codes when the same query runs again compiled (graphql-jit)', async () => {
    const variables = { configInputGrade: { brand: 'toyota', seriesId: 'prius', year: 2025, trimId: 'JIT' } };
    for (let run = 0; run < 3; run += 1) {
      const { body } = await live.gql(okQuery, variables);
      expect(body.errors![0]).toMatchObject({ message: expect.stringMatching(/JIT/), extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('rejects an oversized body with 413', async () => {
    const { status } = await live.post('/graphql', JSON.stringify({ query: okQuery, variables: okVariables, padding: 'x'.repeat(300 * 1024) }), {
      'x-api-key': 'local-dev-key',
    });
    expect(status).toBe(413);
    await expectStillServing(live);
  });

  it('rejects a query nested deeper than the depth limit', async () => {
    const nested = Array.from({ length: 12 }).reduce<string>((inner) => `ofType { ${inner} }`, 'name');
    const { status, body } = await live.gql(`{ __type(name: "Query") { fields { type { ${nested} } } } }`);
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/depth/);
    await expectStillServing(live);
  });

  it('rejects a huge brace-nested document without crashing', async () => {
    const { status } = await live.gql(`${'{ a '.repeat(20_000)}${'}'.repeat(20_000)}`);
    expect(status).toBe(400);
    await expectStillServing(live);
  });

  it(`rejects more than ${MAX_ALIASES} aliases`, async () => {
    const field = 'getSeries(brand: "toyota", region: "CA") { id }';
    const many = `{ ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `s${i}: ${field}`).join(' ')} }`;
    const { status, body } = await live.gql(many);
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/aliases/);
    const few = `{ ${Array.from({ length: 2 }, (_, i) => `s${i}: ${field}`).join(' ')} }`;
    expect((await live.gql(few)).status).toBe(200);
  });

  it('allows introspection outside production', async () => {
    const { status, body } = await live.gql('{ __schema { queryType { name } } }');
    expect(status).toBe(200);
    expect(body.data!.__schema.queryType.name).toBe('Query');
  });

  it('sends no CORS headers to other origins by default', async () => {
    const response = await fetch(`${live.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('production mode', () => {
  let live: LiveApp;
  beforeAll(async () => {
    live = await startLiveApp({ mode: 'production', publicOrigin: 'https://www.example.com' });
  });
  afterAll(async () => {
    await live.close();
  });

  it('refuses introspection with 400', async () => {
    const { status, body } = await live.gql('{ __schema { queryType { name } } }');
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/introspection/);
    await expectStillServing(live);
  });
});

describe('CORS_ORIGINS', () => {
  let live: LiveApp;
  const saved = process.env.CORS_ORIGINS;
  beforeAll(async () => {
    process.env.CORS_ORIGINS = 'https://cms.example.com, not a url';
    live = await startLiveApp();
  });
  afterAll(async () => {
    await live.close();
    if (saved === undefined) delete process.env.CORS_ORIGINS;
    else process.env.CORS_ORIGINS = saved;
  });

  it('allows a configured origin with the API-key header and no other', async () => {
    const preflight = (origin: string) =>
      fetch(`${live.baseUrl}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key' },
      });
    const allowed = await preflight('https://cms.example.com');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://cms.example.com');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/x-api-key/);
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('API_KEY', () => {
  let live: LiveApp;
  const saved = process.env.API_KEY;
  beforeAll(async () => {
    process.env.API_KEY = 'configured-secret';
    live = await startLiveApp();
  });
  afterAll(async () => {
    await live.close();
    if (saved === undefined) delete process.env.API_KEY;
    else process.env.API_KEY = saved;
  });

  it('accepts the configured key and refuses the development default', async () => {
    expect((await live.gql(okQuery, okVariables, 'configured-secret')).status).toBe(200);
    expect((await live.gql(okQuery, okVariables, 'local-dev-key')).status).toBe(401);
  });
});
