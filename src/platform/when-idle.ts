/**
 * Runs `run` once the browser is idle, at the latest after `timeoutMs`; where there is no
 * requestIdleCallback (Safari, jsdom), after a short timer. Returns how to cancel it. For work a
 * shopper's click must not wait for: it runs after the new state has painted.
 */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, Math.min(200, timeoutMs));
  return () => clearTimeout(timer);
}
