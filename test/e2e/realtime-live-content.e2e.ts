import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import baseConfig from '../../webpack.config';
import { DEFAULT_CATALOG_DIR } from '../../server/catalog/catalog-loader';
import { registerGraphql } from '../../server/graphql/graphql.plugin';
import { registerSecurity } from '../../server/http/security';
import { DEFAULT_IDENTITY_POOL_ID } from '../../server/identity/guest-credentials';
import { registerIdentity } from '../../server/identity/identity.plugin';
import { registerRealtime } from '../../server/realtime/realtime.plugin';
import { launchBrowser, ROOT, watchPage, type BrowserSession, type PageProblems } from './harness';

/**
 * Live content in Chromium against the real server (IAM mode: guest credentials + SigV4, under the
 * strict CSP), on a fixture page that uses the platform cloud client the way a parcel would:
 * a catalog file edit reaches the open page and re-renders it without losing the shopper's pick,
 * and a killed server is reconnected to on the spec's schedule (5 s, then every 60 s), driven by
 * Playwright's fake page clock. The configurator parcel itself: live-content-parcel.e2e.ts (ADR 0104).
 */

jest.setTimeout(120_000);

const PREVIEW_TACOMA = 'preview/toyota/tacoma-2025.json';
const SECRET = 'e2e-identity-secret';

const ENTRY = `
import { createCloudClient } from ${JSON.stringify(path.join(ROOT, 'src/platform/cloud-client/cloud-client'))};
import { cloudSettingsFromDataset, validateCloudSettings } from ${JSON.stringify(path.join(ROOT, 'src/platform/cloud-client/cloud-settings'))};
import { watchLiveContent } from ${JSON.stringify(path.join(ROOT, 'src/platform/cloud-client/live-content'))};

const QUERY = 'query CONFIG { getConfigByGradePreview(configInputGrade: { brand: "toyota", seriesId: "tacoma", year: 2025, region: "CA", language: "EN" }) { exteriorColors { code title } } }';
const root = document.getElementById('live');
const list = root.querySelector('fieldset');
const log = (window.__live = []);
const cloud = createCloudClient(validateCloudSettings(cloudSettingsFromDataset(root.dataset), location.href));
let selected;
async function render() {
  const data = await cloud.request(QUERY);
  const legend = list.querySelector('legend');
  list.replaceChildren(legend, ...data.getConfigByGradePreview.exteriorColors.map((colour) => {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'colour';
    input.value = colour.code;
    input.checked = colour.code === selected;
    input.addEventListener('change', () => { selected = colour.code; });
    label.append(input, ' ' + colour.title);
    return label;
  }));
  log.push({ event: 'rendered', at: Date.now() });
}
render().catch((e) => log.push({ event: 'error', message: e.message }));
watchLiveContent({
  cloud,
  environment: root.dataset.environment,
  onChange: (change) => {
    log.push({ event: 'change', seriesId: change.seriesId, year: change.year, at: Date.now() });
    if (change.seriesId === 'tacoma' && change.year === 2025) render();
  },
  onResync: () => render(),
  onError: (error) => log.push({ event: 'error', message: error.message, at: Date.now() }),
  onStatus: (status) => log.push({ event: status, at: Date.now() }),
}).catch((e) => log.push({ event: 'error', message: e.message }));
`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Live content fixture</title><link rel="icon" href="data:,">
<script src="/fixture/live.js" defer></script></head><body><main>
<div id="live" data-endpoint="/graphql" data-realtime-endpoint="/graphql/realtime" data-auth-mode="iam"
  data-identity-pool-id="${DEFAULT_IDENTITY_POOL_ID}" data-environment="preview">
<fieldset><legend>Exterior colour</legend></fieldset></div></main></body></html>`;

interface LogEntry {
  event: string;
  at?: number;
  message?: string;
  seriesId?: string;
}

let workDir: string;
let catalogDir: string;
let bundleDir: string;
let browser: BrowserSession;

async function buildFixtureBundle(): Promise<void> {
  const entry = path.join(workDir, 'live-entry.js');
  writeFileSync(entry, ENTRY);
  const base = baseConfig({}, { mode: 'production' });
  const compiler = webpack({ ...base, devtool: false, entry: { live: entry }, output: { ...base.output, path: bundleDir, publicPath: '/fixture/' } });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

async function startServer(port = 0): Promise<{ app: FastifyInstance; origin: string }> {
  // The kill below drops every socket, busy ones too: close() otherwise waits for a request in
  // flight, and once (CI, 2026-11-27) that wait outlasted the test's two minutes.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await registerSecurity(app);
  await registerIdentity(app, { secret: SECRET });
  await registerGraphql(app, { mode: 'test', catalogDir });
  await registerRealtime(app, { catalogDir, watchCatalog: true, watchDebounceMs: 50 });
  app.get('/fixture/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/fixture/:name', async (request, reply) => {
    const name = (request.params as { name: string }).name;
    if (!/^[\w.-]+\.js$/.test(name)) return reply.code(404).send('not found');
    return reply.type('text/javascript').send(await fs.readFile(path.join(bundleDir, name)));
  });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}

const liveLog = (page: Page) => page.evaluate(() => (window as unknown as { __live: LogEntry[] }).__live.slice());

async function waitForLog(page: Page, predicate: (log: LogEntry[]) => boolean, timeoutMs = 10_000): Promise<LogEntry[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const log = await liveLog(page);
    if (predicate(log)) return log;
    if (Date.now() > end) throw new Error(`timed out; log: ${JSON.stringify(log)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const count = (log: LogEntry[], event: string) => log.filter((e) => e.event === event).length;

function editCatalog(from: RegExp, to: string): void {
  const file = path.join(catalogDir, PREVIEW_TACOMA);
  const text = readFileSync(file, 'utf8');
  expect(text).toMatch(from);
  writeFileSync(file, text.replace(from, to));
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'live-e2e-'));
  catalogDir = path.join(workDir, 'catalog');
  bundleDir = path.join(workDir, 'bundle');
  cpSync(DEFAULT_CATALOG_DIR, catalogDir, { recursive: true });
  await buildFixtureBundle();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('live content in Chromium', () => {
  let server: { app: FastifyInstance; origin: string };
  let page: Page;
  let problems: PageProblems;

  beforeEach(async () => {
    server = await startServer();
    page = await browser.context.newPage();
    problems = await watchPage(page);
  });

  afterEach(async () => {
    await page.close();
    await server.app.close();
  });

  it('shows a colour renamed in the catalog within seconds, keeping the shopper\'s pick', async () => {
    await page.goto(`${server.origin}/fixture/`);
    const colours = page.getByRole('group', { name: 'Exterior colour' });
    await colours.getByRole('radio', { name: 'Ice Cap', exact: true }).check();
    await waitForLog(page, (log) => count(log, 'connected') > 0);

    const started = Date.now();
    editCatalog(/"Ice Cap"/, '"Ice Cap Frost"');
    await colours.getByRole('radio', { name: 'Ice Cap Frost', exact: true }).waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(colours.getByRole('radio', { name: 'Ice Cap Frost', exact: true }).isChecked()).resolves.toBe(true);
    // Signed requests only: guest credentials, then SigV4 on every data call; no API key anywhere.
    expect(problems.requests.filter((url) => url.endsWith('/identity/guest-credentials'))).toHaveLength(1);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.uncaught).toEqual([]);
    expect(await problems.collectCspEvents()).toEqual([]);
  });

  it('reconnects to a killed and restarted server first after 5 s, then after 60 s, and resumes live content', async () => {
    await page.clock.install();
    await page.goto(`${server.origin}/fixture/`);
    await waitForLog(page, (log) => count(log, 'connected') === 1 && count(log, 'rendered') === 1);
    const port = Number(new URL(server.origin).port);

    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await server.app.close(); // the kill: sockets are dropped
    let log = await waitForLog(page, (l) => count(l, 'closed') === 1);
    expect(log.filter((e) => e.event === 'error').map((e) => e.message)).toEqual([expect.stringMatching(/^WebSocket is not connected or closed/)]);
    const closedAt = log.find((e) => e.event === 'closed')!.at!;

    await page.clock.runFor(4999);
    expect(count(await liveLog(page), 'connecting')).toBe(1);
    await page.clock.runFor(1);
    log = await waitForLog(page, (l) => count(l, 'connecting') === 2 && count(l, 'closed') === 2); // server still down
    const firstRetry = log.filter((e) => e.event === 'connecting')[1]!.at!;
    expect(firstRetry - closedAt).toBe(5000);

    server = await startServer(port); // restarted on the same port, same identity secret
    await page.clock.runFor(59_999);
    expect(count(await liveLog(page), 'connecting')).toBe(2);
    await page.clock.runFor(1);
    log = await waitForLog(page, (l) => count(l, 'connected') === 2);
    const secondRetry = log.filter((e) => e.event === 'connecting')[2]!.at!;
    expect(secondRetry - firstRetry).toBe(60_000);

    // Resubscribed: a new edit is delivered again.
    await page.clock.resume();
    editCatalog(/"Ice Cap[^"]*"/, '"Ice Cap Again"');
    await page.getByRole('radio', { name: 'Ice Cap Again', exact: true }).waitFor({ timeout: 5000 });
  });
});
