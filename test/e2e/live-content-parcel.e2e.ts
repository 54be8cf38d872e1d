import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { DEFAULT_CATALOG_DIR } from '../../server/catalog/catalog-loader';
import { BUNDLE_DIR, DEMO_DIR, launchBrowser, watchPage, type BrowserSession, type PageProblems } from './harness';

/**
 * The configurator parcel on a preview demo page (ADR 0104): the slot's data-realtime-endpoint
 * opens the realtime connection, and a catalog edit reprices the open build with a fresh request,
 * keeping the shopper's selection. The real app serves a temporary copy of the catalog it watches.
 */

jest.setTimeout(120_000);

const PREVIEW_TACOMA = 'preview/toyota/tacoma-2025.json';
const BUILD_PATH = '/configurator/preview/build/step/color/year/2025/series/tacoma/model/7101/';

let catalogDir: string;
let app: FastifyInstance;
let origin: string;
let browser: BrowserSession;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  catalogDir = mkdtempSync(path.join(tmpdir(), 'e2e-live-parcel-'));
  cpSync(DEFAULT_CATALOG_DIR, catalogDir, { recursive: true });
  const { buildApp } = await import('../../server/app');
  // LIVE_E2E_BUNDLE_DIR: a bundle built elsewhere (webpack --output-path), so a run need not touch dist/.
  const bundleDir = process.env.LIVE_E2E_BUNDLE_DIR ?? BUNDLE_DIR;
  if (!existsSync(path.join(bundleDir, 'root-config.js'))) throw new Error(`${bundleDir}/root-config.js is missing: run \`npx webpack --mode production\` first`);
  app = await buildApp({ bundleDir, demoDir: DEMO_DIR, mode: 'test', catalogDir, watchCatalog: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  origin = `http://127.0.0.1:${address.port}`;
  browser = await launchBrowser();
  await browser.context.addCookies([{ name: 'zipcode', value: '90210', url: origin }]);
  page = await browser.context.newPage();
  problems = await watchPage(page);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(catalogDir, { recursive: true, force: true });
});

const trayTotal = () => page.evaluate(() => document.querySelector('[data-total="tray"]')?.textContent ?? null);

describe('live content in the configurator parcel', () => {
  it('reprices the open preview build when the catalog changes, with the shopper\'s colour kept', async () => {
    const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/graphql/realtime'));
    await page.goto(`${origin}${BUILD_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Build your 2025 Tacoma SR' }).waitFor();
    await socket;
    await page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));
    // The shopper's own pick (a no-cost colour of the SR), which the refresh must keep.
    const underground = page.getByRole('radio', { name: 'Underground, included' });
    await underground.click();
    await page.waitForURL(/[?&]ext=1H5/);
    await page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));
    const before = await trayTotal();
    expect(before).toMatch(/^\$\d{2},\d{3}$/);

    const refetch = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('"operationName":"GetUpdatedConfigPreview"'));
    // Delivery, processing and handling +$100: every build of the series-year costs $100 more.
    const file = path.join(catalogDir, PREVIEW_TACOMA);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('"dph": 1595');
    writeFileSync(file, text.replace('"dph": 1595', '"dph": 1695'));

    await refetch;
    const expected = `$${(Number(before!.replace(/[$,]/g, '')) + 100).toLocaleString('en-US')}`;
    await page.waitForFunction((total) => document.querySelector('[data-total="tray"]')?.textContent === total, expected);
    expect(await underground.isChecked()).toBe(true);
    expect(page.url()).toContain('ext=1H5');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.uncaught).toEqual([]);
  });

  // Issue 9 Done-when: editing a colour's name shows the new name in the open configurator
  // within a few seconds, with the build and its price unchanged.
  it('shows a renamed colour in the open build, with the selection and the price unchanged', async () => {
    const underground = page.getByRole('radio', { name: 'Underground, included' });
    expect(await underground.isChecked()).toBe(true);
    await page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));
    const before = await trayTotal();
    const buildUrl = page.url();

    const file = path.join(catalogDir, PREVIEW_TACOMA);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('"title": "Underground"');
    const editedAt = Date.now();
    writeFileSync(file, text.replace('"title": "Underground"', '"title": "Underground Slate"'));

    const renamed = page.getByRole('radio', { name: 'Underground Slate, included' });
    await renamed.waitFor({ timeout: 15_000 });
    expect(Date.now() - editedAt).toBeLessThan(15_000);
    expect(await renamed.isChecked()).toBe(true);
    expect(await trayTotal()).toBe(before);
    expect(page.url()).toBe(buildUrl);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.uncaught).toEqual([]);
  });
});
