import fs from 'node:fs';
import path from 'node:path';
import type { SqlStore } from './sql-store';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// Any constant works; it only has to be the same in every process migrating this database.
const MIGRATION_LOCK = 7_090_001;

export interface Migration {
  name: string;
  sql: string;
}

/** The migration files (`NNNN-name.sql`) in name order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}-[a-z0-9-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in the same transaction
 * as its record, under an advisory lock, so two servers starting at once on one PostgreSQL do
 * not both apply a file. Returns the names applied now.
 */
export async function applyMigrations(store: SqlStore, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
