import { axe, describeViolations, useE2eSession } from './harness';

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

const e2e = useE2eSession();

describe.each(PAGES)('demo page %s', (url) => {
  it('loads under the strict CSP with no violation, console error or broken slot', async () => {
    const response = await e2e.page.goto(`${e2e.server.origin}${url}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    expect(e2e.problems.cspViolations).toEqual([]);
    expect(await e2e.problems.collectCspEvents()).toEqual([]);
    expect(e2e.problems.consoleErrors).toEqual([]);
    expect(e2e.problems.uncaught).toEqual([]);
    expect(await e2e.page.locator('[data-mfe-state="error"]').count()).toBe(0);
    // Every parcel is its own render root: their ids must still be unique in the page.
    const ids = await e2e.page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);

    const hasSlots = (await e2e.page.locator('[data-mfe]').count()) > 0;
    if (hasSlots) {
      // The one script tag of the page loaded and ran: the root config marks known slots.
      expect(e2e.problems.requests.some((request) => request.endsWith('/configurator/root-config.js'))).toBe(true);
    }
  });

  it('has no axe accessibility violations', async () => {
    await e2e.page.goto(`${e2e.server.origin}${url}`, { waitUntil: 'networkidle' });
    const violations = await axe(e2e.page);
    expect(describeViolations(violations)).toEqual([]);
  });
});

describe('language switch', () => {
  it('links the English vehicle page to its Spanish twin and back', async () => {
    // A shopper with a ZIP already chosen: without the cookie the ZIP modal (product.md section 2) covers the header.
    await e2e.browser.context.addCookies([{ name: 'zipcode', value: '90210', url: e2e.server.origin }]);
    await e2e.page.goto(`${e2e.server.origin}/configurator/`);
    await e2e.page.getByRole('link', { name: 'Español' }).click();
    await e2e.page.waitForURL(`${e2e.server.origin}/espanol/configurator/`);
    await expect(e2e.page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await e2e.page.getByRole('link', { name: 'English' }).click();
    await e2e.page.waitForURL(`${e2e.server.origin}/configurator/`);
  });
});

it('shows a 404 page for an unknown path', async () => {
  const response = await e2e.page.goto(`${e2e.server.origin}/no-such-page/`);
  expect(response?.status()).toBe(404);
  await expect(e2e.page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
});
