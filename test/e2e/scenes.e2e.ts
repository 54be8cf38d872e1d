import { formatPrice } from '../../src/domain/format';
import { axe, describeViolations, useE2eSession } from './harness';
import { pricedBuildOfUrl } from './expected-totals';

/**
 * The model, trim and summary scenes and the page behaviour, in Chromium against the real app, in
 * English and Spanish: model cards, a Tacoma, trim filters and count, a comparison, the details
 * modal, a grade into the configurator, the summary's totals (domain computeTotals) and inventory
 * link, head elements, the language switcher, and axe on every scene.
 */

jest.setTimeout(150_000);

interface Texts {
  prefix: string;
  lang: 'en' | 'es';
  tacoma: string;
  trimHeading: string;
  results: (n: number) => string;
  compareSr5: string;
  compareOffRoad: string;
  detailsSr5: string;
  chooseSr5: string;
  configuratorHeading: RegExp;
  review: string;
  summaryTotal: string;
  inventory: string;
  trimTitle: string;
}

const TEXTS: Texts[] = [
  {
    prefix: '',
    lang: 'en',
    tacoma: 'Build 2024 Tacoma (Gas)',
    trimHeading: 'Choose your 2024 Tacoma grade',
    results: (n) => (n === 1 ? '1 grade matches' : `${n} grades match`),
    compareSr5: 'Compare SR5',
    compareOffRoad: 'Compare TRD Off-Road',
    detailsSr5: 'Details about SR5',
    chooseSr5: 'Build SR5',
    configuratorHeading: /^Build your 2024 Tacoma SR5$/,
    review: 'Review build',
    summaryTotal: 'Total MSRP',
    inventory: 'Search inventory for this build',
    trimTitle: '2024 Tacoma grades | Build and price',
  },
  {
    prefix: '/espanol',
    lang: 'es',
    tacoma: 'Arma tu Tacoma 2024 (Gasolina)',
    trimHeading: 'Elige la versión de tu Tacoma 2024',
    results: (n) => (n === 1 ? '1 versión coincide' : `${n} versiones coinciden`),
    compareSr5: 'Comparar SR5',
    compareOffRoad: 'Comparar TRD Off-Road',
    detailsSr5: 'Detalles de SR5',
    chooseSr5: 'Armar SR5',
    configuratorHeading: /^Arma tu Tacoma SR5 2024$/,
    review: 'Revisar configuración',
    summaryTotal: 'Precio total sugerido por el fabricante (MSRP)',
    inventory: 'Buscar este vehículo en el inventario',
    trimTitle: 'Versiones del Tacoma 2024 | Arma y cotiza',
  },
];

const e2e = useE2eSession({ zipcode: '90210' });

async function expectNoAxeViolations(): Promise<void> {
  expect(describeViolations(await axe(e2e.page))).toEqual([]);
}

const head = (selector: string, attribute: string) => e2e.page.evaluate(([s, a]) => document.head.querySelector(s)?.getAttribute(a) ?? null, [selector, attribute] as const);
const languageLink = () => e2e.page.locator('a[data-language-switch]').getAttribute('href');
const pathAndQuery = () => {
  const url = new URL(e2e.page.url());
  return `${url.pathname}${url.search}`;
};
const otherLanguage = (t: Texts, path: string) => (t.lang === 'en' ? `/espanol${path}` : path.replace(/^\/espanol/, ''));

/** The build a summary URL encodes, priced by the server's configuration and domain computeTotals. */
async function expectedTotals(url: string, lang: 'en' | 'es') {
  return (await pricedBuildOfUrl(e2e.server.origin, url, lang === 'en' ? 'EN' : 'ES')).totals;
}

describe('the vehicle page\'s first data (ADR 0111)', () => {
  it('sends the series list and the saved ZIP\'s region check once each, before the parcel chunks, preloads the first card image, and paints the cards without the data layer', async () => {
    const order: string[] = [];
    // When the root logic first marks the configurator's slot: it runs after the root config's own code.
    await e2e.page.addInitScript(() => {
      new MutationObserver((mutations, observer) => {
        if (mutations.some((m) => (m.target as HTMLElement).dataset?.mfe === 'configurator')) {
          (window as unknown as { slotMarkedAt: number }).slotMarkedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mfe-state'] });
    });
    e2e.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/graphql' && request.method() === 'POST') order.push(`graphql:${JSON.parse(request.postData() ?? '{}').operationName}`);
      else if (url.pathname.startsWith('/api/')) order.push(`api:${url.pathname}`);
      else if (/\/(mfe-configurator|configurator-data)\.[0-9a-f]{8}\.js$/.test(url.pathname)) order.push(/(mfe-configurator|configurator-data)/.exec(url.pathname)![0]);
    });
    // The client-only path: a page without server-rendered first screens (with them, the HTML holds
    // the cards and the island their list, and nothing is asked: first-screen.e2e.ts, ADR 0213).
    await e2e.page.goto(`${e2e.server.origin}/configurator/?ssr=off`);
    await e2e.page.getByRole('button', { name: TEXTS[0].tacoma }).waitFor();
    // Asked by the root config itself, before the root logic (let alone the configurator) ran, and
    // answered from there. (The parcel chunks may be asked for earlier still: the page preloads them.)
    expect(order.filter((o) => o === 'graphql:GetSeries')).toHaveLength(1);
    expect(order.filter((o) => o === 'api:/api/region')).toHaveLength(1);
    const early = await e2e.page.evaluate(() => {
      const started = (path: string) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path)?.startTime ?? Number.NaN;
      return { series: started('/graphql'), region: started('/api/region'), slotMarked: (window as unknown as { slotMarkedAt: number }).slotMarkedAt };
    });
    expect(early.series).toBeLessThan(early.slotMarked);
    expect(early.region).toBeLessThan(early.slotMarked);
    // The first card's image was preloaded by the root config and the card used that download.
    const firstImage = await e2e.page.locator('img.cfg-model__image').first().evaluate((img: HTMLImageElement) => img.src);
    expect(e2e.problems.requests.filter((url) => url === firstImage)).toHaveLength(1);
    expect(await e2e.page.evaluate((src) => [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => (l as HTMLLinkElement).href).includes(src), firstImage)).toBe(true);
    // The model cards needed no GraphQL client: the data layer loads with the next call.
    expect(order).not.toContain('configurator-data');
    await e2e.page.getByRole('button', { name: TEXTS[0].tacoma }).click();
    await e2e.page.getByRole('heading', { level: 1, name: TEXTS[0].trimHeading }).waitFor();
    expect(order).toContain('configurator-data');
    expect(order.filter((o) => o === 'graphql:GetSeries')).toHaveLength(1);
    expect(e2e.problems.consoleErrors).toEqual([]);
  });
});

describe('the vehicle page\'s preload hints (ADR 0149)', () => {
  it('preloads the root logic and the always-loaded parcels, each downloaded once, precompressed, and used by the loader', async () => {
    const responses: { url: string; encoding: string | undefined }[] = [];
    const warnings: string[] = [];
    e2e.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    e2e.page.on('response', (response) => responses.push({ url: response.url(), encoding: response.headers()['content-encoding'] }));
    await e2e.page.goto(`${e2e.server.origin}/configurator/`);
    await e2e.page.getByRole('button', { name: TEXTS[0].tacoma }).waitFor();
    const hints = await e2e.page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"], link[rel="preload"][as="style"]')].map((l) => l.href));
    expect(hints.some((href) => /\/framework\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
    expect(hints.some((href) => /\/mfe-configurator\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
    expect(hints.some((href) => href.includes('mfe-zip-modal'))).toBe(false);
    for (const href of hints) {
      // One download: the loader's request matched the preload instead of fetching again.
      expect([href, responses.filter((r) => r.url === href).length]).toEqual([href, 1]);
      expect([href, responses.find((r) => r.url === href)?.encoding]).toEqual([href, 'br']);
    }
    // Chromium warns about a preload nothing used within a few seconds (and about a mismatched one).
    await e2e.page.waitForTimeout(3500);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(e2e.problems.consoleErrors).toEqual([]);
  });
});

describe.each(TEXTS)('scenes ($lang)', (t) => {
  it('model -> Tacoma trim (filters, comparison, details modal) -> configurator -> summary', async () => {
    const base = `${t.prefix}/configurator/`;
    await e2e.page.goto(`${e2e.server.origin}${base}`);

    // Model scene: cards for the brand, the host page's own title, noindex.
    await e2e.page.getByRole('button', { name: t.tacoma }).waitFor();
    expect(await e2e.page.getByRole('article').count()).toBeGreaterThan(3);
    expect(await head('meta[name="robots"]', 'content')).toBe('noindex');
    expect(await head('link[rel="canonical"]', 'href')).toBeNull();
    expect(await languageLink()).toBe(otherLanguage(t, base));
    await expectNoAxeViolations();

    // Trim scene: title, canonical, alternates, indexable, switcher rewritten.
    await e2e.page.getByRole('button', { name: t.tacoma }).click();
    await e2e.page.getByRole('heading', { level: 1, name: t.trimHeading }).waitFor();
    await e2e.page.waitForURL(`${e2e.server.origin}${base}build/step/model/year/2024/series/tacoma/`);
    expect(await e2e.page.title()).toBe(t.trimTitle);
    expect(await head('link[rel="canonical"]', 'href')).toBe(`${e2e.server.origin}${base}build/step/model/year/2024/series/tacoma/`);
    expect(await head('link[rel="alternate"][hreflang="es"]', 'href')).toBe(`${e2e.server.origin}/espanol/configurator/build/step/model/year/2024/series/tacoma/`);
    expect(await head('meta[name="robots"]', 'content')).toBeNull();
    expect(await languageLink()).toBe(otherLanguage(t, pathAndQuery()));

    // Filters with a results count.
    const results = e2e.page.locator('.cfg-trim__results');
    const all = Number((await results.innerText()).match(/\d+/)![0]);
    expect(all).toBeGreaterThan(2);
    await e2e.page.getByRole('radio', { name: '4x4' }).check();
    const fourByFour = Number((await results.innerText()).match(/\d+/)![0]);
    expect(fourByFour).toBeLessThan(all);
    expect(await results.innerText()).toBe(t.results(fourByFour));
    expect(await e2e.page.locator('.cfg-trim__grade').count()).toBe(fourByFour);
    await e2e.page.getByRole('radio', { name: t.lang === 'en' ? 'All' : 'Todas' }).check();

    // Side-by-side comparison of two grades.
    await e2e.page.getByRole('checkbox', { name: t.compareSr5 }).check();
    await e2e.page.getByRole('checkbox', { name: t.compareOffRoad }).check();
    const table = e2e.page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([expect.any(String), 'SR5', 'TRD Off-Road']);
    expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(6);
    await expectNoAxeViolations();

    // Details modal: focus stays inside, Escape closes it.
    await e2e.page.getByRole('button', { name: t.detailsSr5 }).click();
    const dialog = e2e.page.getByRole('dialog', { name: 'SR5' });
    await dialog.waitFor();
    for (let i = 0; i < 6; i += 1) {
      await e2e.page.keyboard.press('Tab');
      expect(await e2e.page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await expectNoAxeViolations();
    await e2e.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A grade opens the configurator (GetConfigByGrade): noindex, global header hidden.
    await e2e.page.getByRole('button', { name: t.chooseSr5 }).click();
    await e2e.page.getByRole('heading', { level: 1, name: t.configuratorHeading }).waitFor();
    await e2e.page.waitForURL(/\/build\/step\/[a-z]+\/year\/2024\/series\/tacoma\/model\/\d+\//);
    expect(await head('meta[name="robots"]', 'content')).toBe('noindex');
    expect(await e2e.page.locator('[data-global-header]').isHidden()).toBe(true);

    // Summary: totals equal domain computeTotals of the build; inventory link with the ZIP cookie.
    await e2e.page.getByRole('button', { name: t.review }).click();
    await e2e.page.waitForURL(/\/build\/step\/summary\//);
    await e2e.page.locator('.cfg-summary[data-ready="true"]').waitFor();
    expect(await e2e.page.locator('[data-global-header]').isVisible()).toBe(true);
    const totals = await expectedTotals(e2e.page.url(), t.lang);
    await e2e.page.getByText(`${t.summaryTotal} ${formatPrice(totals.totalSRP)}`).waitFor();
    const href = await e2e.page.getByRole('link', { name: t.inventory }).getAttribute('href');
    const inventory = new URL(href!, e2e.server.origin);
    expect(inventory.pathname).toBe(`${t.prefix}/search-inventory/model/tacoma/`);
    expect(inventory.searchParams.get('zipcode')).toBe('90210');
    expect(inventory.searchParams.get('year')).toBe('2024');
    expect(inventory.searchParams.get('trim')).toBe('Tacoma SR5');
    expect(inventory.searchParams.get('extColorCode')).toBe(new URL(e2e.page.url()).searchParams.get('ext'));
    expect(inventory.searchParams.getAll('options')).toEqual(expect.arrayContaining(['FE', 'QD']));
    expect(await head('meta[name="robots"]', 'content')).toBe('noindex');
    expect(await e2e.page.title()).toMatch(t.lang === 'en' ? /^Your 2024 Tacoma SR5 summary/ : /^Resumen de tu Tacoma SR5 2024/);
    expect(await languageLink()).toBe(otherLanguage(t, pathAndQuery()));
    await expectNoAxeViolations();

    expect(e2e.problems.uncaught).toEqual([]);
    expect(e2e.problems.consoleErrors).toEqual([]);
  });
});

describe('simulator', () => {
  it('drives a grade and a conflict with its custom selects, and opens the build in the configurator', async () => {
    await e2e.page.goto(`${e2e.server.origin}/configurator/sim/`);
    const vehicle = e2e.page.getByRole('combobox', { name: 'Vehicle' });
    await vehicle.waitFor();
    expect(await head('meta[name="robots"]', 'content')).toBe('noindex');
    expect(await e2e.page.title()).toBe('Configurator simulator');

    // Keyboard on the custom select: open, move, choose.
    await e2e.page.waitForFunction(() => document.querySelectorAll('[role="option"]').length > 0);
    await vehicle.focus();
    await e2e.page.keyboard.press('ArrowDown');
    expect(await vehicle.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations();
    await e2e.page.keyboard.press('Escape');
    await vehicle.click();
    await e2e.page.getByRole('option', { name: '2024 Tacoma', exact: true }).click();
    await e2e.page.getByRole('combobox', { name: 'Grade' }).click();
    await e2e.page.getByRole('option', { name: 'SR5', exact: true }).click();
    await e2e.page.getByRole('button', { name: 'Load the grade' }).click();
    await e2e.page.getByRole('combobox', { name: 'Exterior color' }).waitFor();
    await expectNoAxeViolations();

    // A pick the rules refuse opens the real conflict overlay with the rules service's answer.
    await e2e.page.getByRole('combobox', { name: 'Item to add' }).click();
    await e2e.page.getByRole('option', { name: / - not compatible$/ }).first().click();
    await e2e.page.getByRole('button', { name: 'Check this pick' }).click();
    const dialog = e2e.page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoAxeViolations();
    await e2e.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const link = e2e.page.getByRole('link', { name: 'Open this build in the configurator' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/configurator\/build\/step\/[a-z]+\/year\/2024\/series\/tacoma\/model\/\d+\/\?/);
    await link.click();
    await e2e.page.getByRole('heading', { level: 1, name: /^Build your 2024 Tacoma SR5$/ }).waitFor();
    expect(e2e.problems.uncaught).toEqual([]);
  });
});
