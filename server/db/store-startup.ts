import { openStore, type StoreSettings } from './open-store';
import type { PgliteStoreOptions } from './pglite-store';
import { StoreUnavailableError, type SqlStore } from './sql-store';
import { storeTimeouts } from './store-timeouts';

/** Start-up cannot go on: one line that says what is wrong (server/index.ts prints it and exits 1). */
export class StoreStartError extends Error {
  override readonly name = 'StoreStartError';
}

/** "the database in DATABASE_URL (PostgreSQL at host:port, database name)": never the password. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || url.username || 'postgres';
    return `the database in DATABASE_URL (PostgreSQL at ${url.hostname || 'localhost'}:${url.port || '5432'}, database ${database})`;
  } catch {
    return 'the database in DATABASE_URL (not a postgres:// URL)';
  }
}

/**
 * Whether a failed connection may pass by itself, so start-up waits for it: the server is down,
 * restarting, starting up or full (no SQLSTATE: refused, reset, timed out, name not resolved yet;
 * class 08; 57P01-57P03; 53300 too many connections). A wrong password or database name (28xxx,
 * 3D000), a migration that fails or a malformed URL stops start-up at once.
 */
export function isTransientConnectError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300';
  // Duck-typed: errors of Node's sockets may come from another realm (jest), where instanceof fails.
  const e = error as { name?: unknown; message?: unknown } | null;
  return typeof e?.message === 'string' && !['TypeError', 'RangeError', 'ReferenceError', 'SyntaxError'].includes(String(e.name));
}

const oneLine = (error: unknown): string => {
  const message = (error as { message?: unknown } | null)?.message;
  return (typeof message === 'string' && message ? message : String(error)).replace(/\s+/g, ' ').trim();
};

/** The store as start-up hands it to the app: there at once, or being waited for. */
export interface StartingStore {
  /** The open store; rejects with StoreUnavailableError (a 503, /readyz too) while start-up waits for PostgreSQL. */
  get(): Promise<SqlStore>;
  /** Resolves once the store is open; rejects with a StoreStartError when the wait ends without it. */
  readonly ready: Promise<SqlStore>;
  /** Ends the wait and closes the store if it opened. */
  close(): Promise<void>;
}

export interface StoreStartOptions extends PgliteStoreOptions {
  /** How long to wait for an unreachable PostgreSQL (default STORE_OPEN_TIMEOUT_MS, 120 s). */
  waitMs?: number;
  /** Pause between attempts (default STORE_RETRY_MS, 2 s). */
  retryMs?: number;
  /** Progress lines of the wait: the first failure, one line every 15 s, the connection. */
  log?: (line: string) => void;
}

/**
 * Opens and migrates the store before the server listens (issue 30, point 2). A bad PGlite folder,
 * a wrong password or database name, a malformed URL: throws a StoreStartError at once. An
 * unreachable PostgreSQL (down, restarting, failing over, its name not in DNS yet): the server
 * starts anyway and waits for it, trying every `retryMs` for at most `waitMs`, logged; meanwhile
 * the store's routes and /readyz answer 503 with Retry-After. If the wait ends without a
 * connection, `ready` rejects with one line naming DATABASE_URL and the host.
 */
export async function startStore(settings: StoreSettings, options: StoreStartOptions = {}): Promise<StartingStore> {
  const timeouts = storeTimeouts();
  const waitMs = options.waitMs ?? timeouts.openMs;
  const retryMs = options.retryMs ?? timeouts.retryMs;
  const log = options.log ?? (() => undefined);
  const { databaseUrl } = settings;
  const where = databaseUrl ? describeDatabaseUrl(databaseUrl) : '';
  const fatal = (error: unknown): StoreStartError =>
    error instanceof StoreStartError ? error : new StoreStartError(databaseUrl ? `${where}: ${oneLine(error)}` : oneLine(error));
  if (databaseUrl && !/^postgres(?:ql)?:\/\//.test(databaseUrl)) {
    throw new StoreStartError('DATABASE_URL is not a postgres://user:password@host:port/database URL');
  }

  const startedAt = Date.now();
  let first: unknown;
  try {
    const store = await openStore(settings, options);
    return { get: async () => store, ready: Promise.resolve(store), close: () => store.close() };
  } catch (error) {
    if (!databaseUrl || !isTransientConnectError(error)) throw fatal(error);
    first = error;
  }

  const seconds = (ms: number): number => Math.round(ms / 1000);
  log(`store: ${where} is unreachable (${oneLine(first)}); retrying every ${seconds(retryMs) || retryMs / 1000} s for up to ${seconds(waitMs)} s, /readyz answers 503 meanwhile`);
  let store: SqlStore | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<unknown> = Promise.resolve();
  let lastLogAt = Date.now();

  const ready = new Promise<SqlStore>((resolve, reject) => {
    const tryAgain = (): void => {
      timer = undefined;
      if (closed) return;
      attempt = openStore(settings, options).then(
        (opened) => {
          if (closed) return opened.close();
          store = opened;
          log(`store: connected to ${where} after ${seconds(Date.now() - startedAt)} s`);
          resolve(opened);
        },
        (error: unknown) => {
          if (closed) return;
          const waited = Date.now() - startedAt;
          if (!isTransientConnectError(error)) return reject(fatal(error));
          if (waited + retryMs > waitMs) return reject(new StoreStartError(`${where} did not accept connections within ${seconds(waitMs)} s: ${oneLine(error)}`));
          if (Date.now() - lastLogAt >= 15_000) {
            lastLogAt = Date.now();
            log(`store: still waiting for ${where} (${seconds(waited)} s): ${oneLine(error)}`);
          }
          timer = setTimeout(tryAgain, retryMs);
        },
      );
    };
    timer = setTimeout(tryAgain, retryMs);
  });
  // The caller decides what a failed wait means (server/index.ts exits); never an unhandled rejection.
  ready.catch(() => undefined);

  const retryAfter = Math.max(1, Math.ceil(retryMs / 1000));
  return {
    get: () => (store ? Promise.resolve(store) : Promise.reject(new StoreUnavailableError(`Waiting for ${where}`, retryAfter))),
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      await attempt.catch(() => undefined);
      await store?.close();
    },
  };
}
