import type { Page } from 'playwright-core';
import { axe, describeViolations, launchBrowser, startApp, watchPage, type BrowserSession, type RunningServer } from './harness';

/** The demo host pages, served by the real app with the production bundle under the strict CSP. */

jest.setTimeout(60_000);

const PAGES = [
  '/',
  '/configurator/',
  '/espanol/configurator/',
  '/configurator/preview/',
  '/configurator/build/step/model/year/2023/series/tacoma/',
  '/hawaii-demo/configurator/',
  '/dealers/',
  '/payment-estimator/',
];

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await browser.context.newPage();
});

afterEach(async () => {
  await page.close();
});

describe.each(PAGES)('demo page %s', (url) => {
  it('loads under the strict CSP with no violation, console error or broken slot', async () => {
    const problems = await watchPage(page);
    const response = await page.goto(`${server.origin}${url}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    expect(problems.cspViolations).toEqual([]);
    expect(await problems.collectCspEvents()).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.uncaught).toEqual([]);
    expect(await page.locator('[data-mfe-state="error"]').count()).toBe(0);

    const hasSlots = (await page.locator('[data-mfe]').count()) > 0;
    if (hasSlots) {
      // The one script tag of the page loaded and ran: the root config marks known slots.
      expect(problems.requests.some((request) => request.endsWith('/configurator/root-config.js'))).toBe(true);
    }
  });

  it('has no axe accessibility violations', async () => {
    await page.goto(`${server.origin}${url}`, { waitUntil: 'networkidle' });
    const violations = await axe(page);
    expect(describeViolations(violations)).toEqual([]);
  });
});

describe('language switch', () => {
  it('links the English vehicle page to its Spanish twin and back', async () => {
    // A shopper with a ZIP already chosen: without the cookie the ZIP modal (spec section 2) covers the header.
    await browser.context.addCookies([{ name: 'zipcode', value: '90210', url: server.origin }]);
    await page.goto(`${server.origin}/configurator/`);
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${server.origin}/espanol/configurator/`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${server.origin}/configurator/`);
  });
});

it('shows a 404 page for an unknown path', async () => {
  const response = await page.goto(`${server.origin}/no-such-page/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
});
