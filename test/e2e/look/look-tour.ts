import type { Page } from 'playwright-core';

/**
 * What the look suites and `npm run screenshots` visit: per brand, the demo page, a build deep
 * link and its texts in both languages; plus the page helpers they share (CLS observer, viewport
 * checks). Kept apart from the tests so the screenshot command and the e2e walk the same pages.
 */

export type Brand = 'toyota' | 'lexus';
export type Lang = 'en' | 'es';

export interface BrandTour {
  brand: Brand;
  /** Demo page path (English); Spanish adds /espanol in front. */
  page: string;
  /** A build on the configurator's first step, relative to the page. */
  build: string;
  /** A series-year of the brand: its trim scene, relative to the page. */
  trims: string;
}

export const TOURS: Record<Brand, BrandTour> = {
  toyota: { brand: 'toyota', page: '/configurator/', build: 'build/step/cab/year/2024/series/tacoma/model/7132/', trims: 'build/step/model/year/2024/series/tacoma/' },
  lexus: { brand: 'lexus', page: '/vehicleconfigurator/', build: 'build/step/color/year/2025/series/nx/model/9820/', trims: 'build/step/model/year/2025/series/nx/' },
};

export const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
export type SizeName = keyof typeof SIZES;

export const TEXTS: Record<Lang, { steps: string; turn: string; fullScreen: string; close: string; review: string; background: string; time: string }> = {
  en: { steps: 'Build steps', turn: 'Turn the vehicle', fullScreen: 'Full screen', close: 'Close', review: 'Review build', background: 'Background', time: 'Time of day' },
  es: { steps: 'Pasos de configuración', turn: 'Girar el vehículo', fullScreen: 'Pantalla completa', close: 'Cerrar', review: 'Revisar configuración', background: 'Fondo', time: 'Hora del día' },
};

export const pathFor = (tour: BrandTour, lang: Lang, rest = ''): string => `${lang === 'es' ? '/espanol' : ''}${tour.page}${rest}`;

/** Starts a layout-shift observer before the page's scripts run; read it with `layoutShift`. */
export async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift the page has had since load (without shifts right after input), and their sources. */
export async function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts.slice() };
  });
}

/** Whether the vehicle image's box is at least half inside the viewport. */
export async function vehicleImageInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const stage = document.querySelector('.cfg-render .cfg-viewer__stage');
    if (!stage) return false;
    const r = stage.getBoundingClientRect();
    const visible = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
    return r.height > 0 && visible >= r.height / 2;
  });
}

/** Waits for the configurator's current step to show its choices and the vehicle image to decode. */
export async function settleConfigurator(page: Page): Promise<void> {
  await page.locator('.cfg-render .cfg-viewer__stage img.cfg-viewer__image').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.cfg-render .cfg-viewer__stage img.cfg-viewer__image');
    return !!img && img.complete && img.naturalWidth > 0;
  });
}
