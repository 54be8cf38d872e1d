import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ZIP_COOKIE } from './bench-server';

/**
 * Playwright on Debian chromium for the page benchmarks, and the check every page benchmark
 * makes first: has the configurator parcel mounted on the demo page at all?
 */

/** Where the configurator parcel renders once mounted (its root element inside the slot). */
export const MOUNTED_PARCEL_SELECTOR = '[data-mfe="configurator"] .cfg-root';

export type ParcelStatus = 'mounted' | 'parcel-not-mounted';

export interface BenchBrowser {
  browser: Browser;
  /** A fresh context (empty cache and storage), with the ZIP cookie unless `withZipCookie` is false. */
  newContext(origin: string, withZipCookie?: boolean): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function launchBenchBrowser(): Promise<BenchBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
  return {
    browser,
    async newContext(origin, withZipCookie = true) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (withZipCookie) await context.addCookies([{ ...ZIP_COOKIE, url: origin }]);
      return context;
    },
    close: () => browser.close(),
  };
}

/**
 * Opens `url` and waits up to `timeoutMs` for the configurator parcel's root to appear (`state`
 * 'attached' when it may rightly stay empty: on a first visit the steps wait for a ZIP).
 * 'parcel-not-mounted' when the slot stays empty (parcel not written yet, or it failed to mount).
 */
export async function probeParcel(page: Page, url: string, timeoutMs = 20_000, state: 'visible' | 'attached' = 'visible'): Promise<ParcelStatus> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  try {
    await page.waitForSelector(MOUNTED_PARCEL_SELECTOR, { timeout: timeoutMs, state });
    return 'mounted';
  } catch {
    return 'parcel-not-mounted';
  }
}

/** The one-line JSON a page benchmark prints when there is no parcel to measure. */
export function parcelNotMountedReport(benchmark: string, url: string, detail: string): Record<string, unknown> {
  return { benchmark, status: 'parcel-not-mounted', url, detail };
}
