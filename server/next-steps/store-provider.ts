import { openStore, storeSettingsFromEnv, type StoreSettings } from '../db/open-store';

import type { SqlStore } from '../db/sql-store';

/**
 * Hands out the store when it can and refuses (StoreUnavailableError) while it cannot: start-up
 * waiting for PostgreSQL (server/db/store-startup.ts). Its owner closes it.
 */
export interface StoreSource {
  get(): Promise<SqlStore>;
}

/** A store the caller owns (tests inject PGlite or pg), one being opened, or a source of one. */
export type StoreOption = SqlStore | Promise<SqlStore> | StoreSource;

const isSource = (option: StoreOption): option is StoreSource => typeof (option as Partial<StoreSource>).get === 'function';

export interface StoreProvider {
  /** The store, opening it on first use; rejects while it cannot be opened (the next call retries). */
  get(): Promise<SqlStore>;
  /** Closes the store if this provider opened it; an injected store is its owner's to close. */
  close(): Promise<void>;
}

/**
 * Where the next-steps routes get their store. Injected: used as is. Otherwise opened from the
 * environment (DATABASE_URL, else PGlite under data/): at once in the background when `eager`
 * (npm start, so the server listens without waiting the seconds PGlite takes), else on the first
 * request that needs it (tests that never touch these routes never start a database).
 */
export function createStoreProvider(option: StoreOption | undefined, eager: boolean, settings: StoreSettings = storeSettingsFromEnv()): StoreProvider {
  if (option && isSource(option)) return { get: () => option.get(), close: async () => undefined };
  if (option) {
    const injected = Promise.resolve(option);
    return { get: () => injected, close: async () => undefined };
  }
  let opening: Promise<SqlStore> | undefined;
  const get = (): Promise<SqlStore> => {
    if (!opening) {
      opening = openStore(settings);
      opening.catch(() => {
        opening = undefined;
      });
    }
    return opening;
  };
  if (eager) get().catch(() => undefined);
  return {
    get,
    async close() {
      const pending = opening;
      opening = undefined;
      if (pending) await (await pending.catch(() => undefined))?.close();
    },
  };
}

/**
 * The app's one store provider (shares, leads, rate limits and the inventory's stock): npm start
 * (development) opens it in the background at once; a production server opens it on first use;
 * test and benchmark apps never touch data/ (memory PGlite if used).
 */
export function appStoreProvider(option: StoreOption | undefined, mode: 'production' | 'development' | 'test' | undefined): StoreProvider {
  const persistent = mode === 'development' || mode === 'production';
  const settings = storeSettingsFromEnv();
  return createStoreProvider(option, mode === 'development', persistent ? settings : { databaseUrl: settings.databaseUrl });
}
