import { Pool, type PoolClient } from 'pg';
import type { Queryable, SqlStore } from './sql-store';

function wrap(client: Pool | PoolClient): Queryable {
  return {
    async query(sql, params = []) {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/**
 * Connects to a real PostgreSQL server (`postgres://user:pass@host:port/db`). A pool, so
 * concurrent requests use several connections; every server process sharing the database sees
 * the same rows and constraints, which is what lets the service run on more than one machine.
 */
export async function createPgStore(connectionString: string, options: { max?: number } = {}): Promise<SqlStore> {
  const pool = new Pool({ connectionString, max: options.max ?? 10 });
  // An idle client's network error would otherwise crash the process (pg emits 'error' on the pool).
  pool.on('error', () => undefined);
  // Fail at start, with the server's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    driver: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
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
