/**
 * Retries with jittered exponential backoff (product.md section 9: 3 attempts, retry delay 5000 ms,
 * maximum delay 300000 ms). Only idempotent work may be retried: the caller decides with
 * `isRetryable`, so a mutation or a 4xx answer is never sent twice.
 */
export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 5000;
export const MAX_RETRY_DELAY_MS = 300_000;

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** Injectable for tests; Math.random otherwise. */
  random?: () => number;
}

/**
 * Delay before retry number `retry` (1 = the first retry): base x 2^(retry-1), plus up to one
 * base of random jitter so many clients that failed together do not retry in step, capped at maxMs.
 */
export function backoffDelay(retry: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? RETRY_DELAY_MS;
  const max = options.maxMs ?? MAX_RETRY_DELAY_MS;
  const random = options.random ?? Math.random;
  const exponential = base * 2 ** Math.max(0, retry - 1);
  return Math.min(max, Math.round(exponential + random() * base));
}

export interface RetryOptions<T> extends BackoffOptions {
  attempts?: number;
  /** Whether this outcome deserves another attempt (a thrown error or a returned value). */
  isRetryable: (outcome: { error: unknown } | { value: T }) => boolean;
  sleep?: (ms: number) => Promise<void>;
  /** Hears each retry before its delay (logs, tests). */
  onRetry?: (retry: number, delayMs: number) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` up to `attempts` times; returns the last value or rethrows the last error. */
export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions<T>): Promise<T> {
  const attempts = options.attempts ?? RETRY_ATTEMPTS;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    let outcome: { error: unknown } | { value: T };
    try {
      outcome = { value: await task(attempt) };
    } catch (error) {
      outcome = { error };
    }
    if (attempt >= attempts || !options.isRetryable(outcome)) {
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
    const delay = backoffDelay(attempt, options);
    options.onRetry?.(attempt, delay);
    await sleep(delay);
  }
}
