import type { Locator, Page } from 'playwright-core';

/**
 * Measurements of the phone showroom (issue 27) read in the page: how much of the viewport the car
 * takes, how far the car sits below the slot's top, and whether an element is really seen (inside
 * the viewport and the topmost element at its centre, so not under the sticky car, tabs or tray).
 * Shared by the showroom e2e and anyone who wants the figures for docs/look.md.
 */

const STAGE = '.cfg-render .cfg-viewer__stage';

/** The share of the viewport height the car's stage shows (its visible part only). */
export async function carShare(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const stage = document.querySelector(selector);
    if (!stage) return 0;
    const r = stage.getBoundingClientRect();
    const visible = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
    return Math.round((visible / window.innerHeight) * 1000) / 1000;
  }, STAGE);
}

/** CSS px from the top of the configurator slot to the top of the car's stage. */
export async function carTopBelowSlot(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const slot = document.querySelector('[data-mfe="configurator"]');
    const stage = document.querySelector(selector);
    if (!slot || !stage) return Number.POSITIVE_INFINITY;
    return Math.round(stage.getBoundingClientRect().top - slot.getBoundingClientRect().top);
  }, STAGE);
}

/**
 * Whether the element is fully inside the viewport and what the browser hits at a few points
 * across it (centre, and near its top left and top right corners) is the element itself or
 * inside it: nothing sticky covers it. Returns a reason when it is not.
 */
export async function seenUncovered(locator: Locator): Promise<true | string> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.height === 0 || r.width === 0) return 'has no box';
    if (r.top < 0 || r.bottom > window.innerHeight || r.left < 0 || r.right > window.innerWidth) {
      return `outside the viewport (top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${window.innerHeight})`;
    }
    const points: Array<[number, number]> = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.top + 4],
      [r.right - 4, r.top + 4],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit) || hit.contains(el))) {
        return `covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit ? `${hit.tagName}.${hit.className}` : 'nothing'}`;
      }
    }
    return true;
  });
}

/** Whether the element's box lies inside the viewport and inside its scrolling ancestor's box (not clipped). */
export async function unclipped(locator: Locator): Promise<true | string> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.left < 0 || r.right > window.innerWidth || r.top < 0 || r.bottom > window.innerHeight) return `outside the viewport (${Math.round(r.left)}..${Math.round(r.right)})`;
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const p = parent.getBoundingClientRect();
      if (r.left < p.left - 0.5 || r.right > p.right + 0.5) return `clipped by ${parent.tagName}.${parent.className} (${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(p.left)}..${Math.round(p.right)})`;
    }
    return true;
  });
}
