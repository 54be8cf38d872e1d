/** The Prioritized Task Scheduling API (Chromium, Firefox); absent elsewhere. */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/** The reason a queued task's promise rejects with when it is cancelled. */
const CANCELLED = new Error('afterNextPaint: cancelled');

type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'> & { scheduler?: TaskScheduler };

/**
 * Runs `task` after the browser has painted the current frame, and returns a cancel function.
 *
 * React flushes the effects of a render caused by a click (a discrete event) before the browser
 * paints, so work that only follows a pick (writing the address bar, the confirming request,
 * telling the in-stock matches about the new build) would otherwise delay the new total on screen.
 * A task queued from an animation frame callback runs after that frame's paint. Where the browser
 * can prioritise tasks it is queued at background priority, behind input and anything else the
 * page queued for that frame; otherwise as a timeout. Without animation frames (a hidden tab,
 * jsdom) it falls back to the task alone.
 */
export function afterNextPaint(task: () => void, win: PaintWindow = window as PaintWindow): () => void {
  let cancelQueued: (() => void) | undefined;
  let frame: number | undefined;
  // Effects cancel the previous pick's task on every pick, mostly after it has run: then there is
  // nothing to cancel (an abort would build an error and reject a settled task's promise for nothing).
  let ran = false;
  const run = () => {
    ran = true;
    task();
  };
  const queue = () => {
    const scheduler = win.scheduler;
    if (scheduler && typeof scheduler.postTask === 'function') {
      const controller = new AbortController();
      // An aborted task rejects its promise: that is the cancel, not an error. A task's own error
      // still surfaces (an unhandled rejection), as a timeout's would.
      scheduler.postTask(run, { priority: 'background', signal: controller.signal }).catch((error: unknown) => {
        if (!controller.signal.aborted) throw error;
      });
      // A reason given: abort() without one builds a DOMException with its stack each time.
      cancelQueued = () => controller.abort(CANCELLED);
      return;
    }
    const timer = win.setTimeout(run, 0);
    cancelQueued = () => win.clearTimeout(timer);
  };
  if (typeof win.requestAnimationFrame === 'function') {
    frame = win.requestAnimationFrame(() => {
      frame = undefined;
      queue();
    });
  } else {
    queue();
  }
  return () => {
    if (frame !== undefined) win.cancelAnimationFrame(frame);
    if (!ran) cancelQueued?.();
  };
}

/** Resolves after the browser has painted the current frame (afterNextPaint as a promise). */
export function nextPaint(win?: PaintWindow): Promise<void> {
  return new Promise((resolve) => {
    afterNextPaint(resolve, win);
  });
}
