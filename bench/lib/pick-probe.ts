/**
 * What runs INSIDE the page to time one pick: from the click event to the frame that shows the
 * new total. Playwright serializes these functions into the page, so they must stay
 * self-contained (no imports, no closures over module scope).
 */

export interface PickTiming {
  /** Total text before and after the pick. */
  before: string | null;
  after: string | null;
  /** performance.now() times: the click event, the DOM change of the total, the frame after it. */
  clickAt: number | null;
  changedAt: number | null;
  paintedAt: number | null;
  /** Event Timing duration of the click (input to next paint), when the browser reported one. */
  eventDurationMs: number | null;
  error: string | null;
}

/** Event Timing reports no entry for an event under this duration (the smallest threshold allowed). */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** How long a pick's total may take to change before the probe gives up on it. */
export const PICK_TIMEOUT_MS = 10_000;

export interface ProbeArgs {
  totalSelector: string;
  timeoutMs: number;
  /** EVENT_TIMING_THRESHOLD_MS, passed in: this function runs in the page, without the module. */
  eventThresholdMs: number;
}

/**
 * Arms the probe before a click: records the click's `timeStamp` (capture phase, so it is the
 * first listener), watches the DOM until the total's text changes, then waits for the next frame
 * (requestAnimationFrame runs just before paint; a message posted from it runs after the frame
 * was produced). Resolves `window.__pickDone` with a PickTiming, or an error after `timeoutMs`.
 */
export function armPickProbe(args: ProbeArgs): void {
  const w = window as unknown as { __pick?: PickTiming; __pickDone?: Promise<PickTiming>; __eventEntries?: Array<{ name: string; startTime: number; duration: number }> };
  const read = () => document.querySelector(args.totalSelector)?.textContent ?? null;
  const state: PickTiming = { before: read(), after: null, clickAt: null, changedAt: null, paintedAt: null, eventDurationMs: null, error: null };
  w.__pick = state;
  if (!w.__eventEntries) {
    const entries: Array<{ name: string; startTime: number; duration: number }> = [];
    w.__eventEntries = entries;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: args.eventThresholdMs } as PerformanceObserverInit);
    } catch {
      // No Event Timing in this browser: eventDurationMs stays null.
    }
  }
  w.__pickDone = new Promise<PickTiming>((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        // Chromium stamps events on the performance.now() clock (the input's time, before any
        // listener ran); an engine that stamps epoch time gets the listener's time instead.
        const now = performance.now();
        if (state.clickAt === null) state.clickAt = event.timeStamp <= now ? event.timeStamp : now;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      const now = read();
      if (state.changedAt !== null || state.clickAt === null || now === null || now === state.before) return;
      state.changedAt = performance.now();
      state.after = now;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.paintedAt = performance.now();
          channel.port1.close();
          clearTimeout(timer);
          resolve(state);
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      state.error = state.clickAt === null ? 'no click reached the page' : `the total did not change within ${args.timeoutMs} ms`;
      resolve(state);
    }, args.timeoutMs);
  });
}

/** Waits for the armed probe and adds the click's Event Timing duration once reported. */
export async function collectPickTiming(): Promise<PickTiming> {
  const w = window as unknown as { __pickDone?: Promise<PickTiming>; __eventEntries?: Array<{ name: string; startTime: number; duration: number }> };
  if (!w.__pickDone) throw new Error('pick probe not armed');
  const state = await w.__pickDone;
  // Event Timing entries arrive after the frame: give the observer a moment.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const match = (w.__eventEntries ?? []).find((e) => e.name === 'click' && state.clickAt !== null && Math.abs(e.startTime - state.clickAt) < 1);
  state.eventDurationMs = match ? match.duration : null;
  return state;
}
