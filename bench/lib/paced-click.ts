import type { Page } from 'playwright-core';

/**
 * A click at a hand's pace (ADR 0216): the pointer arrives, rests, presses, and releases a moment
 * later. Playwright's `click()` sends all three within a millisecond, so the browser handled the
 * hover and the press in the release's task and Event Timing counted them as the click's delay.
 */

/** From the pointer arriving to the press, and from the press to the release. */
export const HOVER_MS = 100;
export const PRESS_MS = 80;

export async function pacedClick(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(at.x, at.y);
  await page.waitForTimeout(HOVER_MS);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
}
