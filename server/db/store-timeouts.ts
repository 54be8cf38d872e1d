/** How long the store may take before a caller gets a 503 instead of waiting (issue 18, point 1). */
export interface StoreTimeouts {
  /** One statement (ms): longer means the database is stuck. */
  callMs: number;
  /** The wait for a turn on PGlite's single session (ms): a burst queues, a stuck store must not. */
  queueMs: number;
  /** Opening the database, including PGlite's WebAssembly start; on PostgreSQL, start-up's wait for an unreachable server (ms). */
  openMs: number;
  /** After a failed reopen (PGlite) or connection attempt at start-up (PostgreSQL), the pause before the next attempt (ms). */
  retryMs: number;
}

/** A change of the store's availability, reported once per change (the log line of an outage). */
export type StoreHealth = { available: true } | { available: false; reason: string };

function positive(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Time-outs from the environment: STORE_TIMEOUT_MS (default 5 s: a statement here takes
 * milliseconds, so 5 s only passes when the database is stuck), STORE_QUEUE_TIMEOUT_MS (default
 * three times that), STORE_OPEN_TIMEOUT_MS (default
 * 120 s: PGlite's first start on a loaded machine takes tens of seconds) and STORE_RETRY_MS (2 s).
 */
export function storeTimeouts(env: NodeJS.ProcessEnv = process.env): StoreTimeouts {
  return {
    callMs: positive(env.STORE_TIMEOUT_MS, 5_000),
    // A burst of hundreds of writes on a loaded machine queues for seconds: three statements' worth.
    queueMs: positive(env.STORE_QUEUE_TIMEOUT_MS, 3 * positive(env.STORE_TIMEOUT_MS, 5_000)),
    openMs: positive(env.STORE_OPEN_TIMEOUT_MS, 120_000),
    retryMs: positive(env.STORE_RETRY_MS, 2_000),
  };
}
