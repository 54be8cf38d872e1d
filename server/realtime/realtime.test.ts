import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEFAULT_CATALOG_DIR, loadCatalog, reloadCatalog } from '../catalog/catalog-loader';
import { registerGraphql } from '../graphql/graphql.plugin';
import { registerIdentity } from '../identity/identity.plugin';
import { diffCatalogs } from './catalog-changes';
import { REALTIME_PATH, registerRealtime, type RealtimeOptions } from './realtime.plugin';

const SUBSCRIPTION = 'subscription LIVE($environment: String!) { catalogChanged(environment: $environment) { kind version environment brand seriesId year } }';
const PREVIEW_TACOMA = 'preview/toyota/tacoma-2025.json';
const LIVE_PRIUS = 'live/toyota/prius-2025.json';

function copyCatalog(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalog-'));
  cpSync(DEFAULT_CATALOG_DIR, dir, { recursive: true });
  return dir;
}

function editFile(dir: string, rel: string, from: string, to: string): void {
  const file = path.join(dir, rel);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

async function start(catalogDir: string, options: RealtimeOptions = {}): Promise<{ app: FastifyInstance; base: string; ws: string }> {
  const app = Fastify({ logger: false });
  await registerIdentity(app);
  await registerGraphql(app, { mode: 'test', catalogDir });
  await registerRealtime(app, { catalogDir, ...options });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base, ws: `${base.replace('http', 'ws')}${REALTIME_PATH}` };
}

function wsClient(url: string, headers: Record<string, string>, extra: Partial<Parameters<typeof createClient>[0]> = {}): Client {
  return createClient({ url, webSocketImpl: WebSocket, connectionParams: { headers }, retryAttempts: 0, lazy: true, ...extra });
}

type Event = { catalogChanged: { kind: string; version: string; environment: string; brand: string | null; seriesId: string | null; year: number | null } };

function collect(client: Client, environment: string) {
  const events: Event[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<Event>({ query: SUBSCRIPTION, variables: { environment } }, {
    next: (value) => void events.push(value.data as Event),
    error: (error) => void errors.push(error),
    complete: () => undefined,
  });
  return { events, errors, stop };
}

async function until<T>(read: () => T | undefined, timeoutMs = 8000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('diffCatalogs', () => {
  it('reports a live edit in every environment that sees that file, a preview edit only in preview', () => {
    const dir = copyCatalog();
    try {
      const before = loadCatalog(dir);
      editFile(dir, LIVE_PRIUS, '"Wind Chill Pearl"', '"Wind Chill Pearl II"');
      editFile(dir, PREVIEW_TACOMA, '"Ice Cap"', '"Ice Cap II"');
      const after = reloadCatalog(dir);
      const changes = diffCatalogs(before, after).map((c) => `${c.environment}/${c.seriesId}-${c.year}`);
      expect(changes).toEqual(['live/prius-2025', 'preview/prius-2025', 'preview/tacoma-2025', 'prelive/prius-2025']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('realtime endpoint', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    dir = copyCatalog();
    server = await start(dir, { watchCatalog: true, watchDebounceMs: 50 });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('acknowledges a subscription with READY, then pushes a changed series-year when a catalog file is edited', async () => {
    const client = wsClient(server.ws, { 'x-api-key': 'local-dev-key' });
    const { events, stop } = collect(client, 'preview');
    const ready = await until(() => events[0]);
    expect(ready.catalogChanged).toEqual(expect.objectContaining({ kind: 'READY', environment: 'preview', brand: null }));

    editFile(dir, PREVIEW_TACOMA, '"Ice Cap"', '"Glacier Cap"');
    const changed = await until(() => events.find((e) => e.catalogChanged.kind === 'CHANGED'));
    expect(changed.catalogChanged).toEqual({ kind: 'CHANGED', version: expect.any(String), environment: 'preview', brand: 'toyota', seriesId: 'tacoma', year: 2025 });
    expect(changed.catalogChanged.version).not.toBe(ready.catalogChanged.version);

    // The data endpoint already serves the new content.
    const response = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' },
      body: JSON.stringify({ query: '{ getConfigByGradePreview(configInputGrade: { brand: "toyota", seriesId: "tacoma", year: 2025, region: "CA", language: "EN" }) { exteriorColors { title } } }' }),
    });
    const body = (await response.json()) as { data: { getConfigByGradePreview: { exteriorColors: Array<{ title: string }> } } };
    expect(body.data.getConfigByGradePreview.exteriorColors.map((c) => c.title)).toContain('Glacier Cap');
    stop();
    await client.dispose();
  });

  it('keeps serving the previous catalog when an edit breaks a file', async () => {
    const client = wsClient(server.ws, { 'x-api-key': 'local-dev-key' });
    const { events, stop } = collect(client, 'preview');
    await until(() => events[0]);
    const file = path.join(dir, PREVIEW_TACOMA);
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, '{ broken');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(events).toHaveLength(1);
    writeFileSync(file, good);
    stop();
    await client.dispose();
  });

  it('closes a connection without valid auth (4403)', async () => {
    const closed = new Promise<{ code: number }>((resolve) => {
      const client = wsClient(server.ws, { 'x-api-key': 'wrong' }, { on: { closed: (event) => resolve(event as { code: number }) } });
      collect(client, 'preview');
    });
    expect((await closed).code).toBe(4403);
  });

  it('refuses queries and unknown environments with an error before any event', async () => {
    const client = wsClient(server.ws, { 'x-api-key': 'local-dev-key' });
    const results: Array<{ errors?: Array<{ message: string }>; data?: unknown }> = [];
    const sink = { next: (value: object) => void results.push(value), error: (error: unknown) => void results.push({ errors: error as Array<{ message: string }> }), complete: () => undefined };
    const query = client.subscribe({ query: '{ realtime }' }, sink);
    const unknown = client.subscribe({ query: SUBSCRIPTION, variables: { environment: 'moon' } }, sink);
    await until(() => (results.length >= 2 ? true : undefined));
    const messages = results.flatMap((r) => r.errors ?? []).map((e) => e.message).sort();
    expect(messages).toEqual(['Only subscriptions are served on the realtime endpoint', expect.stringMatching(/Unknown environment "moon"/)]);
    expect(results.every((r) => r.data == null)).toBe(true);
    unknown();
    query();
    await client.dispose();
  });

  it('refuses a cross-origin upgrade', async () => {
    const socket = new WebSocket(server.ws, 'graphql-transport-ws', { headers: { origin: 'https://evil.example' } });
    const status = await new Promise<number>((resolve) => socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(403);
  });
});
