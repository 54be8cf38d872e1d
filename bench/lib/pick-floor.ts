import type { BrowserContext } from 'playwright-core';
import { distribution, type Distribution } from './bench-stats';
import { pacedClick } from './paced-click';
import { armPickProbe, collectPickTiming, EVENT_TIMING_THRESHOLD_MS, PICK_TIMEOUT_MS } from './pick-probe';

/**
 * The floor of a pick on the machine the bench runs on (ADR 0154): the same browser, CPU throttle
 * and paced clicks on a static page of nine radio cards whose change writes a total. What the
 * configurator's pick reads above this is the pick's own cost; the floor moves with the machine
 * (its load, its cores, software compositing), which a run's figures alone cannot show.
 */

const CARDS = 9;
const WARMUP_PICKS = 2;

/** The static page: nine labelled radios styled as cards, and a total the change writes. */
export const FLOOR_PAGE_HTML = `<!doctype html><html lang="en"><head><title>Pick floor</title><style>
body { font: 16px system-ui, sans-serif; margin: 24px; }
label { display: flex; gap: 8px; padding: 16px; margin: 8px 0; border: 1px solid #ccc; border-radius: 8px; }
label:has(input:checked) { border-color: #000; background: #f3f3f3; }
</style></head><body><fieldset><legend>Colour</legend>${Array.from(
  { length: CARDS },
  (_, i) => `<label><input type="radio" name="colour" value="${i}"> Colour ${i + 1}, $${i * 100}</label>`,
).join('')}</fieldset><p>Total <strong id="total">$30,000</strong></p></body></html>`;

/** The samples of the floor: a click with no Event Timing entry was under the threshold, so counts as it (an upper bound). */
export function floorDurations(reported: ReadonlyArray<number | null>): number[] {
  return reported.map((duration) => duration ?? EVENT_TIMING_THRESHOLD_MS);
}

export interface PickFloor {
  page: string;
  eventTimingMs: Distribution;
  /** Clicks the browser reported no entry for (under the threshold). */
  underThreshold: number;
}

/** Measures `picks` paced clicks on the static page in a new page of `context`, at `cpu` times slower. */
export async function measurePickFloor(context: BrowserContext, options: { cpu: number; picks: number }): Promise<PickFloor> {
  const page = await context.newPage();
  try {
    await page.setContent(FLOOR_PAGE_HTML);
    await page.evaluate(() => {
      document.querySelector('fieldset')!.addEventListener('change', (event) => {
        const value = Number((event.target as HTMLInputElement).value);
        document.getElementById('total')!.textContent = `$${(30000 + value * 100).toLocaleString('en-US')}`;
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
    const reported: Array<number | null> = [];
    const labels = page.locator('label');
    // Two warm-up picks, as the configurator's run has: a page's first click pays one-off costs.
    for (let i = -WARMUP_PICKS; i < options.picks; i += 1) {
      // Every pick checks another card, so the total changes: the next one round the group.
      const box = await labels.nth((i + WARMUP_PICKS + 1) % CARDS).boundingBox();
      if (!box) throw new Error('pick floor: a card of the static page has no box');
      // Timed by the configurator's own probe: the same click entry, matched the same way.
      await page.evaluate(armPickProbe, { totalSelector: '#total', timeoutMs: PICK_TIMEOUT_MS, eventThresholdMs: EVENT_TIMING_THRESHOLD_MS });
      await pacedClick(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      const timing = await page.evaluate(collectPickTiming);
      if (timing.error) throw new Error(`pick floor: ${timing.error}`);
      if (i >= 0) reported.push(timing.eventDurationMs);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      page: `${CARDS} static radio cards, the change writes a total`,
      eventTimingMs: distribution(floorDurations(reported)),
      underThreshold: reported.filter((d) => d === null).length,
    };
  } finally {
    await page.close();
  }
}
