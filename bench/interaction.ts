import { loadavg } from 'node:os';
import type { Locator, Page, Request } from 'playwright-core';
import { ensureBundle, printJson, runMain, startBenchServer } from './lib/bench-server';
import { distribution, numberArgument, overall, verdict, type Distribution, type Verdict } from './lib/bench-stats';
import { launchBenchBrowser, parcelNotMountedReport, probeParcel } from './lib/browser-session';
import { armPickProbe, collectPickTiming, EVENT_TIMING_THRESHOLD_MS, PICK_TIMEOUT_MS, type PickTiming } from './lib/pick-probe';
import { pacedClick } from './lib/paced-click';
import { measurePickFloor } from './lib/pick-floor';

/**
 * `npx ts-node --transpile-only bench/interaction.ts [--picks 20] [--warmup 2] [--cpu 4] [--rebuild]`
 *
 * A compatible exterior-colour pick on the configurator's Color step (2024 Tacoma TRD Sport) in
 * Debian chromium with the CPU slowed 4x (DevTools Emulation.setCPUThrottlingRate; loopback
 * network, no throttling): the time from the click event to the frame that paints the new total,
 * and the requests the pick started. Picks rotate through colours of different prices so every
 * pick changes the total. Each pick is paced as a hand makes it: the pointer arrives on the
 * swatch, presses a moment later and releases after a short dwell (bench/lib/paced-click.ts; ADR 0216).
 * Playwright's `click()` sends all three within a millisecond, so the browser handled the hover
 * and the press (focus, :hover and :active styles) in the same task as the release, and the
 * click's Event Timing counted them as the pick's own delay. Prints p50/p95/max and the budget
 * verdicts of design.md section 5 (<= 50 ms in Event Timing; at most one data request: the image
 * of the new colour and the favicon the browser refetches on a URL change are counted and
 * reported, not budgeted). Beside them, `floor`: the same clicks on a static radio group in the
 * same browser (bench/lib/pick-floor.ts, ADR 0154), what this machine gives any pick.
 */

export const BUILD_PAGE_PATH = '/configurator/build/step/color/year/2024/series/tacoma/model/7132/';
/** The total of the build summary tray (the price a shopper watches while picking). */
export const TOTAL_SELECTOR = '[data-total="tray"]';
export const EXTERIOR_GROUP_NAME = 'Exterior color';
/** design.md section 5 and issue 26: p95 <= 50 ms at 4x CPU. */
export const BUDGET_MS = 50;
export const BUDGET_REQUESTS = 1;
/** After the new total is painted, how long a request the pick started may still take to appear. */
const SETTLE_MS = 400;

/**
 * A request seen during a pick. `data` (fetch/XHR: the GraphQL call) is what the budget counts;
 * `image` is the render of the new colour (the picture must change); `other` is what the browser
 * starts by itself (it refetches the favicon when the URL changes).
 */
export interface SeenRequest {
  kind: 'data' | 'inventory' | 'image' | 'other';
  label: string;
}

export interface PickSample {
  colour: string;
  clickToPaintMs: number;
  clickToDomMs: number;
  eventDurationMs: number | null;
  requests: SeenRequest[];
}

/** Turns the in-page timings into a sample; throws the probe's error (a pick that never showed). */
export function sampleOf(colour: string, timing: PickTiming, requests: SeenRequest[]): PickSample {
  if (timing.error) throw new Error(`pick of ${colour}: ${timing.error}`);
  if (timing.clickAt === null || timing.changedAt === null || timing.paintedAt === null) throw new Error(`pick of ${colour}: incomplete timing`);
  return {
    colour,
    clickToPaintMs: Number((timing.paintedAt - timing.clickAt).toFixed(1)),
    clickToDomMs: Number((timing.changedAt - timing.clickAt).toFixed(1)),
    eventDurationMs: timing.eventDurationMs,
    requests,
  };
}

/**
 * The next colour to pick: the first candidate after the current one (rotating) whose price
 * differs from the current colour's, so the total must change. Options are aria-labels like
 * "Wind Chill Pearl, $425" / "Ice Cap, included".
 */
export function nextColour(options: ReadonlyArray<{ label: string; checked: boolean }>, turn: number): string {
  const price = (label: string) => label.slice(label.lastIndexOf(',') + 1).trim();
  const current = options.find((o) => o.checked);
  const candidates = options.filter((o) => !o.checked && (!current || price(o.label) !== price(current.label)));
  if (candidates.length === 0) throw new Error('no exterior colour with a different price to pick');
  return candidates[turn % candidates.length]!.label;
}

export interface InteractionSummary {
  clickToPaintMs: Distribution;
  clickToDomMs: Distribution;
  eventDurationMs: Distribution | null;
  /** Per pick: data requests (the budget), images and browser-initiated requests, each at most. */
  requestsPerPick: { dataMax: number; inventoryMax: number; imageMax: number; otherMax: number; picksWithDataRequests: number; seen: string[] };
  verdicts: Verdict[];
  pass: boolean | null;
}

/** p50/p95/max of the samples and the verdicts (p95 click-to-paint, most requests in one pick). */
export function summarizePicks(samples: readonly PickSample[]): InteractionSummary {
  if (samples.length === 0) throw new Error('no picks measured');
  const durations = samples.map((s) => s.eventDurationMs).filter((d): d is number => d !== null);
  const clickToPaintMs = distribution(samples.map((s) => s.clickToPaintMs));
  const most = (kind: SeenRequest['kind']) => Math.max(...samples.map((s) => s.requests.filter((r) => r.kind === kind).length));
  const dataMax = most('data');
  const eventDurationMs = durations.length > 0 ? distribution(durations) : null;
  // design.md section 5 states the budget in Event Timing (input to the frame presented); the
  // in-page probe stands in only where the browser reported no entry for any pick.
  const verdicts = [
    eventDurationMs
      ? verdict('pick -> new total painted, p95 (Event Timing)', eventDurationMs.p95, '<=', BUDGET_MS, 'ms')
      : verdict('pick -> new total painted, p95 (in-page probe)', clickToPaintMs.p95, '<=', BUDGET_MS, 'ms'),
    verdict('data requests started by one pick, max', dataMax, '<=', BUDGET_REQUESTS, 'requests'),
  ];
  return {
    clickToPaintMs,
    clickToDomMs: distribution(samples.map((s) => s.clickToDomMs)),
    eventDurationMs,
    requestsPerPick: {
      dataMax,
      inventoryMax: most('inventory'),
      imageMax: most('image'),
      otherMax: most('other'),
      picksWithDataRequests: samples.filter((s) => s.requests.some((r) => r.kind === 'data')).length,
      seen: [...new Set(samples.flatMap((s) => s.requests.map((r) => `${r.kind}: ${r.label}`)))].sort(),
    },
    verdicts,
    pass: overall(verdicts),
  };
}

/** The GraphQL operation a request body names, if any. */
function operationOf(body: string | null): string | null {
  try {
    const name = body ? (JSON.parse(body) as { operationName?: unknown }).operationName : null;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/**
 * Classifies a request and labels it "POST /graphql GetUpdatedConfig" style, without the ephemeral
 * origin. The in-stock matches of the new build (issue 28) are asked 250 ms after the last pick of
 * a run, after its paint: they are `inventory`, reported beside the pick's own data requests.
 */
export function seenRequest(method: string, url: string, resourceType: string, body: string | null = null): SeenRequest {
  const operation = operationOf(body);
  const label = `${method} ${new URL(url).pathname}${operation ? ` ${operation}` : ''}`;
  if (resourceType === 'fetch' || resourceType === 'xhr') return { kind: operation?.startsWith('GetInventoryMatches') ? 'inventory' : 'data', label };
  return { kind: resourceType === 'image' ? 'image' : 'other', label };
}

/**
 * The middle of the swatch's card, scrolled to the middle of the viewport, checked to be the
 * card itself and not the sticky car or tray over it (a click there would pick nothing).
 */
async function pointOver(page: Page, radio: Locator, colour: string): Promise<{ x: number; y: number }> {
  await radio.evaluate((input) => input.closest('label')?.scrollIntoView({ block: 'center' }));
  const box = await radio.evaluate((input) => {
    const rect = (input.closest('label') ?? input).getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  });
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('label')?.querySelector('input')?.getAttribute('aria-label') ?? null, box);
  if (hit !== colour) throw new Error(`the card of ${colour} is covered at its middle (${hit ?? 'nothing'} is there)`);
  return box;
}

async function pickOnce(page: Page, turn: number, started: SeenRequest[]): Promise<PickSample> {
  const group = page.getByRole('group', { name: EXTERIOR_GROUP_NAME });
  const options = await group.getByRole('radio').evaluateAll((inputs) =>
    inputs.map((input) => ({ label: input.getAttribute('aria-label') ?? '', checked: (input as HTMLInputElement).checked })),
  );
  const colour = nextColour(options, turn);
  await page.waitForFunction(() => !document.querySelector('.cfg-scene [aria-busy="true"]'));
  const radio = group.getByRole('radio', { name: colour, exact: true });
  const at = await pointOver(page, radio, colour);
  await page.evaluate(armPickProbe, { totalSelector: TOTAL_SELECTOR, timeoutMs: PICK_TIMEOUT_MS, eventThresholdMs: EVENT_TIMING_THRESHOLD_MS });
  started.length = 0;
  await pacedClick(page, at);
  const timing = await page.evaluate(collectPickTiming);
  await page.waitForTimeout(SETTLE_MS);
  if (await page.getByRole('dialog').count()) throw new Error(`picking ${colour} opened a dialog: not a compatible pick`);
  return sampleOf(colour, timing, [...started]);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const picks = numberArgument(argv, 'picks', 20);
  const warmup = Math.max(0, Math.floor(numberArgument(argv, 'warmup', 2)));
  const cpu = numberArgument(argv, 'cpu', 4);
  const built = ensureBundle(argv.includes('--rebuild'));
  const server = await startBenchServer();
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext(server.origin);
    const page = await context.newPage();
    const url = `${server.origin}${BUILD_PAGE_PATH}`;
    if ((await probeParcel(page, url)) !== 'mounted') {
      printJson(parcelNotMountedReport('interaction', BUILD_PAGE_PATH, 'the configurator parcel did not render into its slot within 20 s; nothing to measure'));
      return;
    }
    try {
      await page.getByRole('group', { name: EXTERIOR_GROUP_NAME }).waitFor({ timeout: 20_000 });
      await page.locator(TOTAL_SELECTOR).waitFor({ timeout: 20_000 });
    } catch {
      printJson({ benchmark: 'interaction', status: 'step-not-rendered', url: BUILD_PAGE_PATH, detail: `no "${EXTERIOR_GROUP_NAME}" group or ${TOTAL_SELECTOR} total on the Color step` });
      return;
    }
    const started: SeenRequest[] = [];
    page.on('request', (request: Request) => started.push(seenRequest(request.method(), request.url(), request.resourceType(), request.postData())));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const warm: PickSample[] = [];
    for (let i = 0; i < warmup; i += 1) warm.push(await pickOnce(page, i, started));
    const samples: PickSample[] = [];
    for (let i = 0; i < picks; i += 1) samples.push(await pickOnce(page, warmup + i, started));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const floor = await measurePickFloor(context, { cpu, picks });
    printJson({
      benchmark: 'interaction',
      status: 'measured',
      page: BUILD_PAGE_PATH,
      pick: `exterior colour radio in "${EXTERIOR_GROUP_NAME}", total ${TOTAL_SELECTOR}`,
      cpuThrottlingRate: cpu,
      picks,
      warmupPicks: warm.map((s) => ({ colour: s.colour, clickToPaintMs: s.clickToPaintMs, requests: s.requests.map((r) => `${r.kind}: ${r.label}`) })),
      bundleBuiltNow: built,
      machine: { loadAverage1m: Number(loadavg()[0]!.toFixed(2)) },
      ...summarizePicks(samples),
      floor,
      samples: samples.map((s) => ({ colour: s.colour, clickToPaintMs: s.clickToPaintMs, requests: s.requests.map((r) => `${r.kind}: ${r.label}`) })),
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

if (require.main === module) runMain(main);
