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
 * Runs `work` between BEGIN and COMMIT on a client of its own. The pool listens for the errors of
 * idle clients only: a checked-out client whose connection drops (a restart, a failover,
 * pg_terminate_backend) emits 'error', which crashes the process when nobody listens (issue 30).
 * So the client gets a listener for as long as it is out; a client that lost its connection, or
 * whose ROLLBACK failed, goes back with its error, and the pool closes it and opens a fresh one.
 * BEGIN and COMMIT go through the same wrapper as every statement: a connection lost there is a
 * StoreUnavailableError (503), never a 500. A COMMIT whose answer was lost may have committed:
 * the client's retry with the same Idempotency-Key then finds the row (quotes.ts).
 */
async function inTransaction<T>(pool: Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw unavailable(error);
  });
  let lost: Error | undefined;
  const onError = (error: Error): void => {
    lost ??= error;
  };
  client.on('error', onError);
  const tx = wrap(client);
  try {
    await tx.exec('BEGIN');
    const result = await work(tx);
    await tx.exec('COMMIT');
    return result;
  } catch (error) {
    // A dropped connection has rolled the transaction back on the server already.
    if (!lost) await client.query('ROLLBACK').catch((rollbackError: Error) => (lost = rollbackError));
    throw error;
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}

/**
 * Connects to a real PostgreSQL server (`postgres://user:pass@host:port/db`). A pool, so
 * concurrent requests use several connections; every server process sharing the database sees
 * the same rows and constraints, which is what lets the service run on more than one machine.
 * Throws the driver's error when the first connection fails (open-store.ts says what it means).
 */
export async function createPgStore(connectionString: string, options: { max?: number } = {}): Promise<SqlStore> {
  const { callMs } = storeTimeouts();
  // Every wait is bounded: a connection from the pool, a statement on the server (statement_timeout
  // cancels it there too) and the client's read of the answer. TCP keep-alive finds a connection
  // whose peer vanished without closing it (a failover that moves the address) while it is idle.
  const pool = new Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: callMs,
    statement_timeout: callMs,
    query_timeout: callMs + 1000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client's network error would otherwise crash the process (pg emits 'error' on the pool).
  pool.on('error', () => undefined);
  // Fail at start, with the server's message, rather than on the first request.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    driver: 'postgres',
    ...wrap(pool),
    transaction: (work) => inTransaction(pool, work),
    close: () => pool.end(),
  };
}
