import { isStoreUnavailable, StoreUnavailableError } from './sql-store';
import { describeDatabaseUrl, isTransientConnectError, startStore, StoreStartError } from './store-startup';
import { freePort, startPostgresCluster, type PostgresCluster } from './test-support/postgres-cluster';

/** Issue 30, point 2: start-up against a PostgreSQL that is down, wrong or slow to come. */
jest.setTimeout(60_000);

describe('describeDatabaseUrl', () => {
  it('names DATABASE_URL, the host, port and database, never the password', () => {
    const line = describeDatabaseUrl('postgres://app:s3cr%40t@db.internal:6543/configurator');
    expect(line).toBe('the database in DATABASE_URL (PostgreSQL at db.internal:6543, database configurator)');
    expect(describeDatabaseUrl('postgresql://app:pw@db.internal')).toContain('db.internal:5432, database app');
  });
});

describe('isTransientConnectError', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), true],
    ['an unknown host name', Object.assign(new Error('getaddrinfo ENOTFOUND db'), { code: 'ENOTFOUND' }), true],
    ['a dropped connection', new Error('Connection terminated unexpectedly'), true],
    ['a store time-out', new StoreUnavailableError('timed out'), true],
    ['the database starting up (57P03)', withCode('57P03'), true],
    ['an administrator shutdown (57P01)', withCode('57P01'), true],
    ['too many connections (53300)', withCode('53300'), true],
    ['a connection failure (08006)', withCode('08006'), true],
    ['a wrong password (28P01)', withCode('28P01'), false],
    ['no such database (3D000)', withCode('3D000'), false],
    ['a failing migration (42601)', withCode('42601'), false],
    ['a programming error', new TypeError('x is not a function'), false],
  ])('%s: %s', (_label, error, transient) => {
    expect(isTransientConnectError(error)).toBe(transient);
  });
});

describe('startStore on PostgreSQL', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  const withPassword = (url: string): string => url.replace('postgres@', 'postgres:hunter2@');
  const port = (): string => new URL(cluster.url).port;

  it('waits for a database that is down: 503s meanwhile, logged with DATABASE_URL and the host, then connects and migrates', async () => {
    await cluster.halt();
    const lines: string[] = [];
    const started = await startStore({ databaseUrl: withPassword(cluster.url) }, { retryMs: 200, waitMs: 30_000, log: (line) => lines.push(line) });
    try {
      const refused = await started.get().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isStoreUnavailable(refused)).toBe(true);
      expect((refused as StoreUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`DATABASE_URL (PostgreSQL at 127.0.0.1:${port()}`);
      expect(lines[0]).toContain('ECONNREFUSED');
      expect(lines[0]).not.toContain('hunter2');

      await cluster.resume();
      const store = await started.ready;
      expect(await started.get()).toBe(store);
      const { rows } = await store.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(lines.at(-1)).toMatch(/^store: connected to the database in DATABASE_URL/);
    } finally {
      await started.close();
    }
  });

  it('gives up after the wait with one line naming DATABASE_URL and the host, never the password', async () => {
    const closed = await freePort();
    const started = await startStore({ databaseUrl: `postgres://app:hunter2@127.0.0.1:${closed}/configurator` }, { retryMs: 100, waitMs: 800 });
    const error = await started.ready.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    await started.close();
    expect(error).toBeInstanceOf(StoreStartError);
    const message = (error as Error).message;
    expect(message).toMatch(/^the database in DATABASE_URL \(PostgreSQL at 127\.0\.0\.1:\d+, database configurator\) did not accept connections within 1 s: /);
    expect(message).toContain('ECONNREFUSED');
    expect(message).not.toMatch(/\n|hunter2/);
  });

  it('stops at once on a wrong database name or a URL that is not postgres://', async () => {
    const wrong = cluster.url.replace(/\/postgres$/, '/no_such_database');
    const started = Date.now();
    const error = await startStore({ databaseUrl: wrong }, { retryMs: 100, waitMs: 30_000 }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(StoreStartError);
    expect((error as Error).message).toBe(
      `the database in DATABASE_URL (PostgreSQL at 127.0.0.1:${port()}, database no_such_database): database "no_such_database" does not exist`,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(startStore({ databaseUrl: 'mysql://db/app' })).rejects.toThrow('DATABASE_URL is not a postgres://user:password@host:port/database URL');
  });
});
