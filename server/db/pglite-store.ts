import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Queryable, SqlStore } from './sql-store';

function wrap(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query(sql, params = []) {
      const result = await db.query(sql, [...params]);
      return { rows: result.rows as never[] };
    },
    async exec(sql) {
      await db.exec(sql);
    },
  };
}

/**
 * Opens embedded PostgreSQL (PGlite, WebAssembly) in `dataDir`, creating the folder on first
 * start; without `dataDir` the database lives in memory (tests). PGlite takes seconds and a few
 * hundred MB to start and keeps the process alive until `close()`.
 */
export async function createPgliteStore(dataDir?: string): Promise<SqlStore> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const base = wrap(db);
  return {
    driver: 'pglite',
    ...base,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}
