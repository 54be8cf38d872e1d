/**
 * The first screen in the HTML (issue 29, ADR 0213), in Chromium against the real app: the demo
 * vehicle pages of both brands, in English and Spanish, with and without a saved ZIP, on a phone
 * and a desktop. The HTML the server sends holds the model cards (a saved ZIP) or the ZIP dialog
 * (a first visit) before any script runs; the parcels hydrate it without a mismatch and without
 * asking again for the series list the island carries; the cards and the dialog work afterwards.
 */
import type { Page } from 'playwright-core';
import { DEMO_PAGES } from '../../server/http/static-site';
import { axe, describeViolations, useE2eSession } from './harness';

jest.setTimeout(240_000);

const e2e = useE2eSession({ pagePerTest: false });

const VEHICLE_PAGES = [
  { brand: 'toyota', lang: 'en', path: '/configurator/', select: /^Build/ },
  { brand: 'toyota', lang: 'es', path: '/espanol/configurator/', select: /^Arma tu/ },
  { brand: 'lexus', lang: 'en', path: '/vehicleconfigurator/', select: /^Build/ },
  { brand: 'lexus', lang: 'es', path: '/espanol/vehicleconfigurator/', select: /^Arma tu/ },
] as const;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const ZIP = '90210';
/** Manhattan: a visitor in New York, where the Mirai is not sold. */
const NEW_YORK_ZIP = '10001';
/** Honolulu: the region screen sends the shopper to the Hawaii site. */
const HAWAII_ZIP = '96813';

/** Console messages of a hydration mismatch (React's wording in development and production builds). */
const HYDRATION_TROUBLE = /hydrat|did not match|#418|#423|#425/i;

interface Watched {
  page: Page;
  trouble: string[];
  seriesQueries: string[];
  /** Requests of the region gate's check (the region lookup), from the page's first request on. */
  regionChecks: string[];
}

async function openPage(path: string, viewport: { width: number; height: number }, zipcode: string | undefined): Promise<Watched> {
  const { context } = e2e.browser;
  await context.clearCookies();
  if (zipcode) await context.addCookies([{ name: 'zipcode', value: zipcode, url: e2e.server.origin }]);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const watched: Watched = { page, trouble: [], seriesQueries: [], regionChecks: [] };
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) watched.trouble.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_TROUBLE.test(error.message)) watched.trouble.push(error.message);
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/region?')) watched.regionChecks.push(request.url());
    if (!request.url().includes('/graphql') || request.method() !== 'POST') return;
    const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
    if (/^GetSeries(?:Preview|Prelive)?$/.test(operation)) watched.seriesQueries.push(operation);
  });
  await page.goto(`${e2e.server.origin}${path}`);
  return watched;
}

/** The page's HTML as the server sends it, before any script: what a browser with JS off shows. */
async function serverHtml(path: string, zipcode: string | undefined): Promise<string> {
  const response = await fetch(`${e2e.server.origin}${path}`, { headers: { accept: 'text/html', ...(zipcode ? { cookie: `zipcode=${zipcode}` } : {}) } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the first screen in the HTML', () => {
  describe.each(VEHICLE_PAGES)('$brand $lang ($path)', ({ path, lang, select }) => {
    it('a saved ZIP: the model cards are in the HTML, the first image first; they hydrate, with no second series query', async () => {
      const html = await serverHtml(path, ZIP);
      const slot = /<div data-mfe="configurator"[^>]*data-ssr="1"[^>]*>([\s\S]*?)<\/div><script type="application\/json" data-ssr-island="configurator">/.exec(html);
      expect(slot).not.toBeNull();
      const cards = slot![1].match(/class="cfg-model__card"/g) ?? [];
      expect(cards.length).toBeGreaterThan(0);
      // The largest paint is discoverable from the HTML: the first card's image, at high priority.
      expect(/<img[^>]*class="cfg-model__image"[^>]*>/.exec(slot![1])?.[0]).toMatch(/fetchpriority="high"/i);
      expect(slot![1]).toContain(`lang="${lang}"`);
      // A first visit's dialog is not rendered for a visitor who has a ZIP.
      expect(html).not.toMatch(/data-ssr-island="zip-modal"/);

      for (const viewport of VIEWPORTS) {
        const { page, trouble, seriesQueries } = await openPage(path, viewport, ZIP);
        try {
          await page.waitForSelector('[data-mfe="configurator"][data-mfe-state="mounted"]', { state: 'attached' });
          await page.waitForSelector('[data-mfe="region-gate"][data-steps-may-render="true"]', { state: 'attached' });
          expect(await page.locator('.cfg-model__card').count()).toBe(cards.length);
          expect(trouble).toEqual([]);
          expect(seriesQueries).toEqual([]);
          expect(describeViolations(await axe(page))).toEqual([]);
          // Hydrated, not just painted: a card opens its grades.
          await page.getByRole('button', { name: select }).first().click();
          await page.waitForSelector('.cfg-trim__grade');
          expect(trouble).toEqual([]);
        } finally {
          await page.close();
        }
      }
    });

    it('a first visit: the ZIP dialog is in the HTML; it hydrates and takes a ZIP, and the cards follow', async () => {
      const html = await serverHtml(path, undefined);
      const slot = /<div data-mfe="zip-modal"[^>]*data-ssr="1"[^>]*>([\s\S]*?)<\/div><script type="application\/json" data-ssr-island="zip-modal">/.exec(html);
      expect(slot).not.toBeNull();
      expect(slot![1]).toMatch(/role="dialog"[^>]*aria-modal="true"/);
      expect(slot![1]).toMatch(/<input[^>]*autoComplete="postal-code"/i);
      // The steps wait for a ZIP (region gate): the configurator renders after it, on the client.
      expect(html).not.toMatch(/data-ssr-island="configurator"/);

      for (const viewport of VIEWPORTS) {
        const { page, trouble } = await openPage(path, viewport, undefined);
        try {
          await page.waitForSelector('[data-mfe="zip-modal"][data-mfe-state="mounted"]', { state: 'attached' });
          const dialog = page.getByRole('dialog');
          await expect(dialog.count()).resolves.toBe(1);
          expect(trouble).toEqual([]);
          expect(describeViolations(await axe(page))).toEqual([]);
          await dialog.getByRole('textbox').fill(ZIP);
          await dialog.getByRole('textbox').press('Enter');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
          await page.waitForSelector('.cfg-model__card');
          expect(trouble).toEqual([]);
        } finally {
          await page.close();
        }
      }
    });
  });

  describe.each(VEHICLE_PAGES)('a Hawaii ZIP, $brand $lang ($path)', ({ path }) => {
    it('the region screen is in the HTML and no cards; it hydrates from the island with no second region check, and its ZIP form works', async () => {
      const html = await serverHtml(path, HAWAII_ZIP);
      const slot = /<div data-mfe="region-gate"[^>]*data-ssr="1"[^>]*>([\s\S]*?)<\/div><script type="application\/json" data-ssr-island="region-gate">/.exec(html);
      expect(slot).not.toBeNull();
      expect(slot![1]).toMatch(/<section class="vc-region"/);
      // The steps will not render for this ZIP: no cards to show and then take away.
      expect(html).not.toMatch(/data-ssr-island="configurator"/);

      for (const viewport of VIEWPORTS) {
        const { page, trouble, regionChecks } = await openPage(path, viewport, HAWAII_ZIP);
        try {
          await page.waitForSelector('[data-mfe="region-gate"][data-mfe-state="mounted"]', { state: 'attached' });
          await page.waitForSelector('[data-mfe="region-gate"][data-page-error="region"]', { state: 'attached' });
          const screen = page.getByRole('region', { name: 'Aloha!' });
          await screen.waitFor();
          expect(trouble).toEqual([]);
          expect(regionChecks).toEqual([]);
          expect(await page.locator('.cfg-model__card').count()).toBe(0);
          expect(describeViolations(await axe(page))).toEqual([]);
          // Hydrated: the input is enabled after load and a ZIP on the mainland lets the steps render.
          const input = screen.getByRole('textbox');
          await expect(input.isEnabled()).resolves.toBe(true);
          await input.fill(ZIP);
          await input.press('Enter');
          await page.waitForSelector('.cfg-model__card');
          expect(regionChecks).toHaveLength(1);
          expect(trouble).toEqual([]);
        } finally {
          await page.close();
        }
      }
    });
  });

  describe.each([
    { lang: 'en', path: '/configurator/build/step/model/year/2025/series/mirai/', title: '2025 Mirai', header: 'Mirai is available only in California.', quote: 'Request a Quote', dialog: 'Contact a Dealer' },
    { lang: 'es', path: '/espanol/configurator/build/step/model/year/2025/series/mirai/', title: 'Mirai 2025', header: 'Mirai solo está disponible en California.', quote: 'Solicitar una cotización', dialog: 'Contacta a un concesionario' },
  ])('a model suppressed in the visitor state, $lang', ({ path, title, header, quote, dialog }) => {
    /** A CMS's page for a visitor in New York, with the first screens it asked the render service for. */
    async function cmsPage(): Promise<{ html: string; regionGate: string }> {
      const published = (await serverHtml(`${path}?ssr=off`, undefined)).replace('class="configurator state-CA"', 'class="configurator state-NY"');
      expect(published).toContain('state-NY');
      const response = await fetch(`${e2e.server.origin}/first-screen`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'local-dev-key' },
        body: JSON.stringify({ url: `${e2e.server.origin}${path}`, html: published, zipcode: NEW_YORK_ZIP }),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { screens: Array<{ slot: string; html: string }>; page: string };
      expect(answer.screens.map((screen) => screen.slot)).toEqual(['region-gate']);
      return { html: answer.page, regionGate: answer.screens[0]!.html };
    }

    it("the no-inventory page is in the HTML, inside the region gate's slot; both hydrate from their islands, asking nothing again, and the quote flyout works", async () => {
      const { html, regionGate } = await cmsPage();
      const nested = /^<div data-mfe="no-inventory"[^>]*data-ssr="1"[^>]*>([\s\S]*)<script type="application\/json" data-ssr-island="no-inventory">[^<]*<\/script><\/div>$/.exec(regionGate);
      expect(nested).not.toBeNull();
      expect(nested![1]).toContain(`>${title}</h2>`);
      expect(nested![1]).toContain(header);
      expect(html).not.toMatch(/data-ssr-island="configurator"/);

      for (const viewport of VIEWPORTS) {
        const { context } = e2e.browser;
        await context.clearCookies();
        await context.addCookies([{ name: 'zipcode', value: NEW_YORK_ZIP, url: e2e.server.origin }]);
        const page = await context.newPage();
        await page.setViewportSize(viewport);
        const trouble: string[] = [];
        const asked: string[] = [];
        page.on('console', (message) => {
          if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
        });
        page.on('request', (request) => {
          if (/\/api\/(?:region|no-inventory-config|inventory\/closest)\?/.test(request.url())) asked.push(request.url());
        });
        await page.route(`${e2e.server.origin}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
        try {
          // The server's heading, there before any script ran, is the one the hydrated page keeps.
          await page.goto(`${e2e.server.origin}${path}`, { waitUntil: 'commit' });
          const serverHeading = await page.waitForSelector('[data-mfe="no-inventory"] h2', { state: 'attached' });
          await page.waitForSelector('[data-mfe="no-inventory"][data-mfe-state="mounted"]', { state: 'attached' });
          await page.waitForSelector('[data-mfe="region-gate"][data-page-error="inventory-no-results"]', { state: 'attached' });
          expect(await serverHeading.evaluate((element) => element.isConnected)).toBe(true);
          await page.getByRole('heading', { name: title }).waitFor();
          await page.getByText(header).waitFor();
          expect(trouble).toEqual([]);
          expect(asked).toEqual([]);
          expect(await page.locator('.cfg-model__card').count()).toBe(0);
          expect(describeViolations(await axe(page))).toEqual([]);
          await page.getByRole('button', { name: quote }).click();
          await page.getByRole('dialog', { name: dialog }).waitFor();
          expect(trouble).toEqual([]);
        } finally {
          await page.close();
        }
      }
    });
  });

  it('no demo page logs a hydration problem, with or without a saved ZIP', async () => {
    const urls = [...new Set(DEMO_PAGES.map((page) => page.url))];
    for (const zipcode of [undefined, ZIP]) {
      for (const url of urls) {
        const { page, trouble } = await openPage(url, VIEWPORTS[0], zipcode);
        try {
          await page.waitForLoadState('load');
          await page.waitForFunction(() => [...document.querySelectorAll('[data-mfe]')].every((slot) => ['mounted', 'deferred', 'error'].includes(slot.getAttribute('data-mfe-state') ?? '')));
          expect({ url, zipcode, trouble }).toEqual({ url, zipcode, trouble: [] });
        } finally {
          await page.close();
        }
      }
    }
  });

  it('a page asked for without first screens (?ssr=off) renders on the client as before', async () => {
    const html = await serverHtml('/configurator/?ssr=off', ZIP);
    expect(html).not.toContain('data-ssr');
    const { page, trouble, seriesQueries } = await openPage('/configurator/?ssr=off', VIEWPORTS[0], ZIP);
    try {
      await page.waitForSelector('.cfg-model__card');
      expect(trouble).toEqual([]);
      expect(seriesQueries).toEqual(['GetSeries']);
    } finally {
      await page.close();
    }
  });
});
