import path from 'node:path';
import { applyMigrations } from './migrate';
import { createPgStore } from './pg-store';
import { createPgliteStore, type PgliteStoreOptions } from './pglite-store';
import type { SqlStore } from './sql-store';

/** Where `npm start` keeps the embedded database: the project's data folder (git-ignored). */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../data/pglite');

export interface StoreSettings {
  /** postgres://... : use real PostgreSQL. */
  databaseUrl?: string;
  /** PGlite data folder when no databaseUrl, created on first start; none = in memory (tests). */
  dataDir?: string;
}

/** The settings of the environment: DATABASE_URL, else PGlite under data/ (PGLITE_DATA_DIR overrides). */
export function storeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.PGLITE_DATA_DIR || DEFAULT_DATA_DIR };
}

/**
 * Opens the store the settings name and applies pending migrations before anyone can write, so
 * a request never meets an old schema.
 */
export async function openStore(settings: StoreSettings, options: PgliteStoreOptions = {}): Promise<SqlStore> {
  const store = settings.databaseUrl
    ? await createPgStore(settings.databaseUrl)
    : await createPgliteStore(settings.dataDir, options);
  try {
    await applyMigrations(store);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
