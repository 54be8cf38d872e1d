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
