/** The Prioritized Task Scheduling API (Chromium, Firefox); absent elsewhere. */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: TaskPriority; signal: AbortSignal }): Promise<unknown>;
}

/**
 * 'background' (the default) for work that only follows a change (the address bar, a request);
 * 'user-visible' for what the shopper should see right after the frame (a pick's motion).
 */
export type TaskPriority = 'background' | 'user-visible';

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
 * can prioritise tasks it is queued at `priority` (background by default: behind input and anything
 * else the page queued for that frame); otherwise as a timeout. Without animation frames (a hidden tab,
 * jsdom) it falls back to the task alone.
 */
export function afterNextPaint(task: () => void, win: PaintWindow = window as PaintWindow, priority: TaskPriority = 'background'): () => void {
  let cancelQueued: (() => void) | undefined;
  let waiting: (() => void) | undefined;
  // Effects cancel the previous pick's task on every pick, mostly after it has run: then there is
  // nothing to cancel (an abort would build an error and reject a settled task's promise for nothing).
  let ran = false;
  const run = () => {
    ran = true;
    task();
  };
  const queue = () => {
    waiting = undefined;
    const scheduler = win.scheduler;
    if (scheduler && typeof scheduler.postTask === 'function') {
      const controller = new AbortController();
      // An aborted task rejects its promise: that is the cancel, not an error. A task's own error
      // still surfaces (an unhandled rejection), as a timeout's would.
      scheduler.postTask(run, { priority, signal: controller.signal }).catch((error: unknown) => {
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
    waiting = inNextFrame(win, queue);
  } else {
    queue();
  }
  return () => {
    waiting?.();
    if (!ran) cancelQueued?.();
  };
}

/** The callbacks waiting for a window's next frame, and that frame's request. */
interface FrameWaiters {
  frame: number;
  callbacks: Set<() => void>;
}
const waitersByWindow = new WeakMap<PaintWindow, FrameWaiters>();

/**
 * Runs `callback` in the window's next animation frame; returns its cancel. Every caller in one
 * frame shares one request: a pick asks for the frame after it four or five times (its request,
 * the motion of two cards and of the total), and each request is a call into the browser and a
 * callback inside the frame the shopper waits for.
 */
function inNextFrame(win: PaintWindow, callback: () => void): () => void {
  let waiters = waitersByWindow.get(win);
  if (!waiters) {
    const callbacks = new Set<() => void>();
    const frame = win.requestAnimationFrame(() => {
      waitersByWindow.delete(win);
      callbacks.forEach((waiting) => waiting());
    });
    waiters = { frame, callbacks };
    waitersByWindow.set(win, waiters);
  }
  const { callbacks, frame } = waiters;
  callbacks.add(callback);
  return () => {
    callbacks.delete(callback);
    if (callbacks.size === 0 && waitersByWindow.get(win)?.frame === frame) {
      win.cancelAnimationFrame(frame);
      waitersByWindow.delete(win);
    }
  };
}

/** Resolves after the browser has painted the current frame (afterNextPaint as a promise). */
export function nextPaint(win?: PaintWindow): Promise<void> {
  return new Promise((resolve) => {
    afterNextPaint(resolve, win);
  });
}
