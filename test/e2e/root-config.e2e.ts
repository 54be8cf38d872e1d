import type { Page } from 'playwright-core';
import { launchBrowser, startFixtureServer, watchPage, type BrowserSession, type PageProblems, type RunningServer } from './harness';

/**
 * The root logic (src/root/mount-slots.ts) in a real browser under the strict CSP, built by
 * webpack with fixture parcels: one that echoes its props, one that throws on mount, one that
 * throws while rendering and one whose chunk 404s.
 */

interface FixtureWindow {
  fixtureRoot: {
    pageErrors: Array<{ version: number; type: string; source?: string; message?: string }>;
    handle: { settled(): Promise<void>; unmountAll(): Promise<void> };
  };
}

jest.setTimeout(60_000);

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  server = await startFixtureServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await browser.context.newPage();
  problems = await watchPage(page);
});

afterEach(async () => {
  await page.close();
});

async function open(name: string): Promise<void> {
  await page.goto(`${server.origin}/pages/${name}`, { waitUntil: 'load' });
  await page.waitForFunction(() => 'fixtureRoot' in window);
  await page.evaluate(() => (window as unknown as FixtureWindow).fixtureRoot.handle.settled());
}

const pageErrors = () => page.evaluate(() => (window as unknown as FixtureWindow).fixtureRoot.pageErrors);
const chunkRequests = (name: string) => problems.requests.filter((url) => new RegExp(`/${name}\\.[0-9a-f]{8}\\.js$`).test(url));

describe('root config in the browser', () => {
  it('mounts the parcel of each slot with its data-* props and loads no chunk for absent slots', async () => {
    await open('slots.html');

    const first = page.getByRole('region', { name: 'first echo' });
    const second = page.getByRole('region', { name: 'second echo' });
    await expect(first.locator('[data-prop="brand"]').textContent()).resolves.toBe('toyota');
    await expect(first.locator('[data-prop="apiKey"]').textContent()).resolves.toBe('key-1');
    await expect(second.locator('[data-prop="brand"]').textContent()).resolves.toBe('lexus');
    await expect(page.locator('#first').getAttribute('data-mfe-state')).resolves.toBe('mounted');

    // One chunk for the parcel on the page (two slots share it), none for parcels not on the page.
    expect(chunkRequests('mfe-echo')).toHaveLength(1);
    for (const absent of ['mfe-throws-on-mount', 'mfe-throws-in-render', 'mfe-missing']) {
      expect(problems.requests.filter((url) => url.includes(absent))).toEqual([]);
    }
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.uncaught).toEqual([]);
    expect(await problems.collectCspEvents()).toEqual([]);
    expect(await pageErrors()).toEqual([]);
  });

  it('unmounts every parcel cleanly', async () => {
    await open('slots.html');
    await page.getByRole('button', { name: 'Clicked 0 times' }).first().click();
    await page.evaluate(() => (window as unknown as FixtureWindow).fixtureRoot.handle.unmountAll());

    await expect(page.locator('#first').innerHTML()).resolves.toBe('');
    await expect(page.locator('#second').innerHTML()).resolves.toBe('');
    await expect(page.locator('#first').getAttribute('data-mfe-state')).resolves.toBe('unmounted');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.uncaught).toEqual([]);
  });

  it('unmounts a parcel whose slot the host removes, leaving the other mounted', async () => {
    await open('slots.html');
    await page.evaluate(() => document.getElementById('first')!.remove());
    await page.waitForFunction(() => document.querySelectorAll('section[aria-label]').length === 1);
    await expect(page.getByRole('region', { name: 'second echo' }).isVisible()).resolves.toBe(true);
    expect(problems.consoleErrors).toEqual([]);
  });

  describe('with failing parcels on the page', () => {
    beforeEach(async () => {
      await open('failures.html');
      await page.waitForFunction(() => (window as unknown as FixtureWindow).fixtureRoot.pageErrors.length >= 3);
    });

    it('reports a parcel that throws on mount and one that throws while rendering, on the bus and the console', async () => {
      const errors = await pageErrors();
      expect(errors).toEqual(
        expect.arrayContaining([
          { version: 1, type: 'parcel', source: 'throws-on-mount', message: expect.stringContaining('fixture parcel failed to mount') },
          { version: 1, type: 'parcel', source: 'throws-in-render', message: 'Error: fixture parcel failed while rendering' },
        ]),
      );
      expect(problems.consoleErrors.some((text) => text.includes('"throws-on-mount" failed while mounting'))).toBe(true);
      expect(problems.consoleErrors.some((text) => text.includes('"throws-in-render" failed while rendering'))).toBe(true);
      await expect(page.locator('[data-mfe="throws-on-mount"]').getAttribute('data-mfe-state')).resolves.toBe('error');
      await expect(page.locator('[data-mfe="throws-in-render"]').getAttribute('data-mfe-state')).resolves.toBe('error');
      expect(problems.uncaught).toEqual([]);
    });

    it('retries a chunk that 404s once, then reports it as ChunkLoadError', async () => {
      const missing = chunkRequests('mfe-missing');
      expect(missing).toHaveLength(2);
      expect(new Set(missing).size).toBe(1);
      const errors = await pageErrors();
      expect(errors).toContainEqual({ version: 1, type: 'parcel', source: 'missing', message: expect.stringMatching(/^ChunkLoadError: /) });
      expect(errors.filter((e) => e.source === 'missing')).toHaveLength(1);
      await expect(page.locator('[data-mfe="missing"]').getAttribute('data-mfe-state')).resolves.toBe('error');
    });

    it('keeps the host page and the healthy parcel working', async () => {
      const echo = page.getByRole('region', { name: 'surviving echo' });
      await echo.getByRole('button', { name: 'Clicked 0 times' }).click();
      await expect(echo.getByRole('button', { name: 'Clicked 1 times' }).isVisible()).resolves.toBe(true);
      await page.locator('#host-link').click();
      expect(new URL(page.url()).hash).toBe('#after');
      expect(problems.uncaught).toEqual([]);
      expect(await problems.collectCspEvents()).toEqual([]);
    });
  });
});
