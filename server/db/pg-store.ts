import { Pool, type PoolClient } from 'pg';
import { StoreUnavailableError, type Queryable, type SqlStore } from './sql-store';
import { storeTimeouts } from './store-timeouts';

/**
 * A failure that is not PostgreSQL refusing the statement (no SQLSTATE: a time-out, a refused or
 * dropped connection) means the database is unreachable now: a 503, not a 500 (issue 18, point 1).
 */
function unavailable(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return error;
  return new StoreUnavailableError(`The database is unreachable: ${(error as Error)?.message ?? String(error)}`);
}

function wrap(client: Pool | PoolClient): Queryable {
  return {
    async query(sql, params = []) {
      const result = await client.query(sql, [...params]).catch((error: unknown) => {
        throw unavailable(error);
      });
      return { rows: result.rows };
    },
    async exec(sql) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
  };
}

/**
 * Connects to a real PostgreSQL server (`postgres://user:pass@host:port/db`). A pool, so
 * concurrent requests use several connections; every server process sharing the database sees
 * the same rows and constraints, which is what lets the service run on more than one machine.
 */
export async function createPgStore(connectionString: string, options: { max?: number } = {}): Promise<SqlStore> {
  const { callMs } = storeTimeouts();
  // Every wait is bounded: a connection from the pool, a statement on the server (statement_timeout
  // cancels it there too) and the client's read of the answer.
  const pool = new Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: callMs, statement_timeout: callMs, query_timeout: callMs + 1000 });
  // An idle client's network error would otherwise crash the process (pg emits 'error' on the pool).
  pool.on('error', () => undefined);
  // Fail at start, with the server's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    driver: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailable(error);
      });
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
