import { createHash } from 'node:crypto';
import type { Queryable } from '../db/sql-store';

/** One limit: at most `max` requests per `windowSeconds` for one key. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The outcome of one counted request. */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the estimate falls under the limit again (0 when allowed). */
  retryAfterSeconds: number;
}

// Rows older than this are never read again (the longest window is an hour; a day is ample).
const KEEP_SECONDS = 24 * 3600;
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** The bucket of a key: hashed, so the table holds no e-mail or IP address. */
export function bucketOf(scope: string, key: string): string {
  return `${scope}:${createHash('sha256').update(key.trim().toLowerCase()).digest('base64url').slice(0, 32)}`;
}

/**
 * The sliding-window estimate of hits in the last window: all of this window's hits plus the
 * previous window's, weighted by how much of it still lies inside the last `window` seconds.
 */
export function slidingEstimate(current: number, previous: number, elapsedSeconds: number, windowSeconds: number): number {
  const overlap = Math.max(0, 1 - elapsedSeconds / windowSeconds);
  return current + previous * overlap;
}

/**
 * Seconds from now until one more request would be allowed (the estimate plus it stays within
 * `max`), if nothing else arrives: this window's hits stay until it ends, then fade as "previous".
 */
export function secondsUntilAllowed(current: number, previous: number, elapsedSeconds: number, limit: RateLimit): number {
  const { max, windowSeconds: w } = limit;
  const room = max - 1;
  if (current <= room && previous > 0) {
    // Inside this window: wait until the previous window's share has faded enough.
    return Math.max(1, Math.ceil(w * (1 - (room - current) / previous) - elapsedSeconds));
  }
  const intoNext = current > room ? w * (1 - room / current) : 0;
  return Math.max(1, Math.ceil(w - elapsedSeconds + intoNext));
}

/**
 * Counts one request against `limit` for `bucket` in the database, so every server process on the
 * same PostgreSQL shares the count (the clock is the database's too). A refused request counts as
 * well: a client that keeps hammering stays refused. One upsert and one read per check.
 */
export async function hit(db: Queryable, bucket: string, limit: RateLimit): Promise<RateDecision> {
  const { rows } = await db.query<{ hits: number; previous: number; elapsed: number }>(
    `WITH w AS (
       SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS start
     ), counted AS (
       INSERT INTO rate_limits (bucket, window_start, hits)
       SELECT $1, w.start, 1 FROM w
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING hits, window_start
     )
     SELECT counted.hits::int AS hits,
            COALESCE((SELECT p.hits FROM rate_limits p
                      WHERE p.bucket = $1 AND p.window_start = counted.window_start - make_interval(secs => $2)), 0)::int AS previous,
            extract(epoch FROM now() - counted.window_start)::float8 AS elapsed
     FROM counted`,
    [bucket, limit.windowSeconds],
  );
  const row = rows[0]!;
  const estimate = slidingEstimate(Number(row.hits), Number(row.previous), Number(row.elapsed), limit.windowSeconds);
  if (estimate <= limit.max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: secondsUntilAllowed(Number(row.hits), Number(row.previous), Number(row.elapsed), limit) };
}

/** Deletes rows no window reads any more; run now and then by the limiter. */
export async function purgeOldWindows(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1)`, [KEEP_SECONDS]);
}

/** Calls `purge` at most once per ten minutes per process (every process may do it; it is idempotent). */
export function purgeThrottle(purge: () => Promise<void>, now: () => number = Date.now): () => void {
  let last = 0;
  return () => {
    if (now() - last < PURGE_EVERY_MS) return;
    last = now();
    void purge().catch(() => undefined);
  };
}
