/**
 * Runs `task` after the browser has painted the current frame, and returns a cancel function.
 *
 * React flushes the effects of a render caused by a click (a discrete event) before the browser
 * paints, so work that only follows a pick (writing the address bar, telling the in-stock matches
 * about the new build) would otherwise delay the new total on screen. A timeout set from an
 * animation frame callback fires after that frame's paint. Without animation frames (a hidden
 * tab, jsdom) it falls back to a timeout alone.
 */
export function afterNextPaint(task: () => void, win: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'> = window): () => void {
  let timer: number | undefined;
  let frame: number | undefined;
  if (typeof win.requestAnimationFrame === 'function') {
    frame = win.requestAnimationFrame(() => {
      frame = undefined;
      timer = win.setTimeout(task, 0);
    });
  } else {
    timer = win.setTimeout(task, 0);
  }
  return () => {
    if (frame !== undefined) win.cancelAnimationFrame(frame);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}

/** Resolves after the browser has painted the current frame (afterNextPaint as a promise). */
export function nextPaint(win?: Parameters<typeof afterNextPaint>[1]): Promise<void> {
  return new Promise((resolve) => {
    afterNextPaint(resolve, win);
  });
}
