import { StoreUnavailableError, type SqlStore } from '../db/sql-store';
import { createStoreProvider } from './store-provider';

const fakeStore = (): SqlStore & { closed: number } => {
  const store: SqlStore & { closed: number } = {
    driver: 'postgres',
    closed: 0,
    query: async () => ({ rows: [] }),
    exec: async () => undefined,
    transaction: async <T>(work: (tx: SqlStore) => Promise<T>): Promise<T> => work(store),
    close: async () => {
      store.closed += 1;
    },
  };
  return store;
};

describe('createStoreProvider', () => {
  it('uses an injected store and leaves closing it to its owner', async () => {
    const store = fakeStore();
    const provider = createStoreProvider(store, true);
    expect(await provider.get()).toBe(store);
    await provider.close();
    expect(store.closed).toBe(0);
  });

  it('asks a store source on every call (start-up waiting for PostgreSQL) and leaves closing it to its owner', async () => {
    const store = fakeStore();
    let open = false;
    const provider = createStoreProvider({ get: async () => (open ? store : Promise.reject(new StoreUnavailableError('waiting', 2))) }, true);
    await expect(provider.get()).rejects.toMatchObject({ name: 'StoreUnavailableError', retryAfterSeconds: 2 });
    open = true;
    expect(await provider.get()).toBe(store);
    await provider.close();
    expect(store.closed).toBe(0);
  });

  it('does not open a database until a route needs one, and retries after a failed open', async () => {
    // An unreachable PostgreSQL: the first get fails, nothing is cached, the next get tries again.
    const provider = createStoreProvider(undefined, false, { databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(provider.get()).rejects.toThrow();
    await expect(provider.get()).rejects.toThrow();
    await provider.close();
  });
});
