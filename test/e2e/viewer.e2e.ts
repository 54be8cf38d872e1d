import type { Locator, Page } from 'playwright-core';
import { axe, describeViolations, useE2eSession } from './harness';
import { layoutShift, observeLayoutShift, pathFor, settleConfigurator, SIZES, TEXTS, TOURS, type SizeName } from './look/look-tour';

/**
 * The viewer as a showroom (issue 27) in Chromium, at the phone and desktop sizes: full-screen zoom
 * goes to the point clicked (or pinched, on a touch screen), a drag and the arrow keys pan while
 * zoomed, and the zoomed picture covers the whole frame at every pan (no blank band, no seam); a
 * thumbnail several angles away turns the car through the angles between; a colour change on a
 * slow network (1.6 Mbps, 150 ms round trip) keeps the old picture with a loading sign until the
 * new one has arrived, then cross-fades, with no layout shift. axe clean on the full-screen view.
 */

jest.setTimeout(240_000);

const e2e = useE2eSession({ zipcode: '90210', pagePerTest: false });
const tour = TOURS.toyota;
const COLOR_STEP = 'build/step/color/year/2024/series/tacoma/model/7132/';

async function openPage(size: SizeName): Promise<Page> {
  const page = await e2e.browser.context.newPage();
  await page.setViewportSize(SIZES[size]);
  await observeLayoutShift(page);
  return page;
}

interface StageState {
  zoomClass: string | null;
  scrollLeft: number;
  scrollTop: number;
  width: number;
  height: number;
  /** The zoomed canvas and the backdrop cover the stage's whole box (nothing of the stage shows through). */
  covered: boolean;
  value: string | null;
}

const stageState = (stage: Locator): Promise<StageState> =>
  stage.evaluate((element) => {
    const canvas = element.querySelector('.cfg-viewer__canvas')!;
    const backdrop = element.querySelector('.cfg-viewer__backdrop');
    const box = element.getBoundingClientRect();
    const covers = (r: DOMRect) => r.left <= box.left + 0.5 && r.top <= box.top + 0.5 && r.right >= box.right - 0.5 && r.bottom >= box.bottom - 0.5;
    return {
      zoomClass: [...canvas.classList].find((c) => c.startsWith('cfg-viewer__canvas--zoom-')) ?? null,
      scrollLeft: element.scrollLeft,
      scrollTop: element.scrollTop,
      width: element.clientWidth,
      height: element.clientHeight,
      covered: covers(canvas.getBoundingClientRect()) && (!backdrop || covers(backdrop.getBoundingClientRect())),
      value: element.getAttribute('aria-valuenow'),
    };
  });

describe.each(['phone', 'desktop'] as const)('the viewer at %s size', (size) => {
  let page: Page;
  beforeEach(async () => {
    page = await openPage(size);
  });
  afterEach(async () => {
    await page.close();
  });

  it('zooms full screen to the point clicked, pans by drag and arrow keys, and the picture always covers the frame', async () => {
    await page.goto(`${e2e.server.origin}${pathFor(tour, 'en', tour.build)}`);
    await settleConfigurator(page);
    await page.locator('.cfg-render').getByRole('button', { name: TEXTS.en.fullScreen }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('img.cfg-viewer__image').evaluate((img: HTMLImageElement) => img.decode());
    expect(describeViolations(await axe(page))).toEqual([]);
    const stage = dialog.getByRole('slider', { name: TEXTS.en.turn });
    const box = (await stage.boundingBox())!;
    const before = await stageState(stage);

    // A click 70% across and 40% down: that spot of the picture stays under the pointer at 150%.
    const at = { x: box.x + box.width * 0.7, y: box.y + box.height * 0.4 };
    await page.mouse.click(at.x, at.y);
    await dialog.getByText('Zoom 150%').waitFor();
    const zoomed = await stageState(stage);
    expect(zoomed.zoomClass).toBe('cfg-viewer__canvas--zoom-150');
    expect(zoomed.covered).toBe(true);
    expect((zoomed.scrollLeft + 0.7 * zoomed.width) / (1.5 * zoomed.width)).toBeCloseTo(0.7, 2);
    expect((zoomed.scrollTop + 0.4 * zoomed.height) / (1.5 * zoomed.height)).toBeCloseTo(0.4, 2);
    // Not a turn.
    expect(zoomed.value).toBe(before.value);

    // A drag pans (the picture follows the pointer) and does not turn the car.
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5 + 60, box.y + box.height * 0.5 + 30, { steps: 5 });
    await page.mouse.up();
    const dragged = await stageState(stage);
    expect(dragged.scrollLeft).toBeCloseTo(zoomed.scrollLeft - 60, 0);
    expect(dragged.scrollTop).toBeCloseTo(zoomed.scrollTop - 30, 0);
    expect(dragged.value).toBe(before.value);
    expect(dragged.covered).toBe(true);
    expect(await dialog.getByText('Zoom 150%').count()).toBe(1);

    // Arrow keys pan while zoomed; the zoom buttons keep working from the keyboard.
    await stage.focus();
    await page.keyboard.press('ArrowLeft');
    const keyed = await stageState(stage);
    expect(keyed.scrollLeft).toBeLessThan(dragged.scrollLeft);
    expect(keyed.value).toBe(before.value);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByText('Zoom 200%').waitFor();
    const deeper = await stageState(stage);
    expect(deeper.covered).toBe(true);
    // Every pan position shows picture: the far corner too.
    await stage.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
    expect((await stageState(stage)).covered).toBe(true);
    expect(describeViolations(await axe(page))).toEqual([]);
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await dialog.getByText('Zoom 100%').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('zooms in full screen by a two-finger pinch around the fingers (touch screen)', async () => {
    await page.goto(`${e2e.server.origin}${pathFor(tour, 'es', tour.build)}`);
    await settleConfigurator(page);
    await page.locator('.cfg-render').getByRole('button', { name: TEXTS.es.fullScreen }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const stage = dialog.getByRole('slider', { name: TEXTS.es.turn });
    const box = (await stage.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
    const y = box.y + box.height * 0.5;
    const cx = box.x + box.width * 0.5;
    const fingers = (spread: number) => [{ x: cx - spread, y, id: 0 }, { x: cx + spread, y, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (const spread of [48, 56, 64]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await cdp.detach();
    await dialog.getByText('Zoom 150 %').waitFor();
    const zoomed = await stageState(stage);
    // Around the middle of the fingers: the middle of the view stays the middle of the picture.
    expect((zoomed.scrollLeft + 0.5 * zoomed.width) / (1.5 * zoomed.width)).toBeCloseTo(0.5, 2);
    expect(zoomed.covered).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('turns through the angles between when a thumbnail is several steps away', async () => {
    await page.goto(`${e2e.server.origin}${pathFor(tour, 'en', tour.build)}`);
    await settleConfigurator(page);
    const slider = page.locator('.cfg-render').getByRole('slider', { name: TEXTS.en.turn });
    const start = Number(await slider.getAttribute('aria-valuenow'));
    // Record every picture the stage shows from now on.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: string[] };
      w.__frames = [];
      const stage = document.querySelector('.cfg-render .cfg-viewer__stage')!;
      new MutationObserver(() => {
        const img = stage.querySelector<HTMLImageElement>('img.cfg-viewer__image:not(.cfg-viewer__image--under)');
        const src = img ? new URL(img.src).pathname : '';
        if (src && w.__frames[w.__frames.length - 1] !== src) w.__frames.push(src);
      }).observe(stage, { subtree: true, attributes: true, attributeFilter: ['src'], childList: true });
    });
    // The next key-angle thumbnail is three angles (45 degrees) on.
    const target = ((start - 1 + 3) % 24) + 1;
    await page.locator('.cfg-render').getByRole('button', { name: `Angle ${target} of 24` }).click();
    expect(await slider.getAttribute('aria-valuenow')).toBe(String(target));
    await page.waitForFunction(() => (window as unknown as { __frames: string[] }).__frames.length >= 3);
    const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
    // Three distinct pictures, one per angle: the two between, then the one picked.
    expect(new Set(frames).size).toBe(3);
  });
});

describe('a colour change on a slow network (1.6 Mbps, 150 ms round trip)', () => {
  it.each(['phone', 'desktop'] as const)('keeps the old picture with a loading sign until the new one arrives, then cross-fades, no layout shift (%s)', async (size) => {
    const page = await openPage(size);
    await page.goto(`${e2e.server.origin}${pathFor(tour, 'es', COLOR_STEP)}`);
    await settleConfigurator(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Each size starts from an empty HTTP cache (the other size fetched the same colour before).
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    const stage = page.locator('.cfg-render').getByRole('slider', { name: TEXTS.es.turn });
    const shown = () => page.locator('.cfg-render img.cfg-viewer__image:not(.cfg-viewer__image--under)').getAttribute('src');
    const oldSrc = await shown();
    const swatch = page.getByRole('group', { name: 'Color exterior' }).locator('input[type="radio"]:not(:checked)').first();
    await swatch.scrollIntoViewIfNeeded();
    const clickedAt = await page.evaluate(() => performance.now());
    await swatch.check();
    // At once: the stage is busy, the old picture is on screen underneath, the new one invisible on top.
    await page.waitForFunction(() => document.querySelector('.cfg-render [role="slider"]')?.getAttribute('aria-busy') === 'true');
    const during = await page.evaluate(() => {
      const under = document.querySelector<HTMLImageElement>('.cfg-render img.cfg-viewer__image--under');
      const incoming = document.querySelector<HTMLImageElement>('.cfg-render img.cfg-viewer__image--incoming');
      return { under: under?.getAttribute('src') ?? null, underOpacity: under ? getComputedStyle(under).opacity : null, incomingOpacity: incoming ? getComputedStyle(incoming).opacity : null };
    });
    expect(during).toEqual({ under: oldSrc, underOpacity: '1', incomingOpacity: '0' });
    // The loading sign shows on the picture, in the page's language.
    const status = page.locator('.cfg-render').getByRole('status');
    await status.getByText('Cargando la imagen…').waitFor();
    await page.waitForFunction(() => {
      const sign = document.querySelector('.cfg-render .cfg-viewer__loading--on');
      return !!sign && Number(getComputedStyle(sign).opacity) === 1;
    });
    // Then the new picture, faded in; the old one goes; nothing moved.
    await page.waitForFunction(() => document.querySelector('.cfg-render [role="slider"]')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 30_000 });
    const arrivedMs = (await page.evaluate(() => performance.now())) - clickedAt;
    expect(await shown()).not.toBe(oldSrc);
    await page.locator('.cfg-render img.cfg-viewer__image--under').waitFor({ state: 'detached' });
    expect(await status.textContent()).toBe('');
    expect(await stage.getAttribute('aria-busy')).toBe('false');
    expect(await layoutShift(page)).toEqual({ cls: 0, shifts: [] });
    console.log(JSON.stringify({ size, colourChangeOnSlowNetworkMs: Math.round(arrivedMs) }));
    await cdp.detach();
    await page.close();
  });
});
