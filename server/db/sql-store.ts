/**
 * The one small query port the next-steps services use. Two drivers implement it: embedded
 * PGlite (pglite-store.ts, the default) and real PostgreSQL over `pg` (pg-store.ts, when
 * DATABASE_URL is set). Services write plain PostgreSQL that both accept, so the same tests
 * run on both (ADR 0090).
 */

/** Rows of one statement. */
export interface SqlResult<R> {
  rows: R[];
}

/** Something that runs statements: the store itself or a transaction. */
export interface Queryable {
  /** One statement with `$1..$n` parameters. */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<SqlResult<R>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type SqlDriver = 'pglite' | 'postgres';

export interface SqlStore extends Queryable {
  readonly driver: SqlDriver;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside, use only `tx` (PGlite has one connection: the store itself waits for the transaction).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's SQLSTATE for a UNIQUE violation; services map it, never the message text. */
export const UNIQUE_VIOLATION = '23505';

/** The constraint a UNIQUE violation names, when the error is one (both drivers set `code` and `constraint`). */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  if (!e || e.code !== UNIQUE_VIOLATION) return undefined;
  return typeof e.constraint === 'string' ? e.constraint : '';
}

/**
 * The store cannot answer now: a call timed out, the database process is gone or restarting, the
 * disk is full. Routes answer 503 with a Retry-After; the store recovers by itself.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor(
    message: string,
    /** Seconds after which a retry may succeed. */
    readonly retryAfterSeconds = 5,
  ) {
    super(message);
  }
}

// SQLSTATE classes that say "the database, not the request, is at fault right now": 08 connection,
// 53 insufficient resources (53100 disk full), 57 operator intervention (shutdown, query canceled
// by statement_timeout), 58 system error (I/O).
const UNAVAILABLE_CLASSES = ['08', '53', '57', '58'];

/** Whether `error` means the store is unavailable (503), not that the request was wrong. */
export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.length === 5 && UNAVAILABLE_CLASSES.includes(code.slice(0, 2));
}
