import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataFolderError, lockDataFolder, type FolderLock } from './folder-lock';
import { isStoreUnavailable, StoreUnavailableError, type Queryable, type SqlStore } from './sql-store';
import { storeTimeouts, type StoreHealth, type StoreTimeouts } from './store-timeouts';

interface Reply {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string; constraint?: string; detail?: string };
}

/** A database error from the worker, with the fields callers test (SQLSTATE `code`, `constraint`). */
export class PgliteError extends Error {
  override readonly name = 'PgliteError';
  readonly code?: string;
  readonly constraint?: string;
  constructor(fields: NonNullable<Reply['error']>) {
    super(fields.message);
    this.code = fields.code;
    this.constraint = fields.constraint;
  }
}

export interface PgliteStoreOptions extends Partial<StoreTimeouts> {
  /** Told once when the store becomes unavailable and once when it is back. */
  onHealth?: (health: StoreHealth) => void;
}

// A write that failed for lack of disk space can leave PGlite's WebAssembly state wedged (it then
// spins on the next statement): such an error ends the session, and the next call opens a fresh one.
const DISK_FULL = /ENOSPC|no space left|could not (?:extend|write)/i;

/** One PGlite worker thread; `kill` ends it at once, failing whatever it was doing. */
interface Session {
  call(op: 'query' | 'exec' | 'close', sql?: string, params?: readonly unknown[]): Promise<Reply>;
  kill(reason: string): Promise<void>;
  readonly dead: boolean;
}

function openSession(dataDir: string | undefined, timeouts: StoreTimeouts, onDeath: (reason: string) => void): Promise<Session> {
  const worker = new Worker(path.join(__dirname, 'pglite-worker.js'), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let deadReason: string | undefined;

  const fail = (reason: string): void => {
    if (deadReason) return;
    deadReason = reason;
    const error = new StoreUnavailableError(`The store is unavailable: ${reason}`);
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    onDeath(reason);
  };
  const kill = async (reason: string): Promise<void> => {
    fail(reason);
    worker.removeAllListeners('exit');
    // terminate() stops the thread even inside a WebAssembly loop (V8 checks for interrupts there).
    await worker.terminate().catch(() => undefined);
  };
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    waiter?.resolve(reply);
  });
  worker.on('error', (error) => fail(`the PGlite worker failed: ${error.message}`));
  worker.on('exit', (code) => fail(`the PGlite worker exited (${code})`));

  const session: Session = {
    get dead() {
      return deadReason !== undefined;
    },
    kill,
    call(op, sql = '', params = []) {
      if (deadReason) return Promise.reject(new StoreUnavailableError(`The store is unavailable: ${deadReason}`));
      const id = nextId++;
      return new Promise<Reply>((resolve, reject) => {
        const timer = setTimeout(() => {
          // A statement that does not answer means the database is stuck (issue 18: a full disk made
          // PGlite spin for good): end this worker; the next call starts a new one.
          void kill(`a statement did not answer within ${timeouts.callMs} ms`);
        }, timeouts.callMs);
        pending.set(id, {
          resolve: (reply) => {
            clearTimeout(timer);
            if (!reply.error) return resolve(reply);
            const error = new PgliteError(reply.error);
            if (DISK_FULL.test(reply.error.message) || isStoreUnavailable(error)) {
              void kill(`the database reported: ${reply.error.message}`);
              return reject(new StoreUnavailableError(`The store is unavailable: ${reply.error.message}`));
            }
            reject(error);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        worker.postMessage({ id, op, sql, params: [...params] });
      });
    },
  };

  return new Promise<Session>((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill('opening timed out');
      reject(new Error(`PGlite did not open within ${timeouts.openMs} ms`));
    }, timeouts.openMs);
    pending.set(0, {
      resolve: (reply) => {
        clearTimeout(timer);
        if (!reply.error) return resolve(session);
        void kill('opening failed');
        reject(new PgliteError(reply.error));
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
}

/**
 * Opens embedded PostgreSQL (PGlite, WebAssembly) in `dataDir`, creating and locking the folder;
 * without `dataDir` the database lives in memory (tests). PGlite runs in a worker thread
 * (pglite-worker.js) so its synchronous query execution never stalls request handling.
 *
 * Every call has a time-out (StoreUnavailableError, which routes answer with 503 and Retry-After).
 * A worker that times out or reports a full disk is ended and the next call opens a new one, at
 * most once per `retryMs`, so the store recovers by itself once the disk has space again.
 * Throws DataFolderError when the folder cannot be used or opened (start-up exits with its message).
 */
export async function createPgliteStore(dataDir?: string, options: PgliteStoreOptions = {}): Promise<SqlStore> {
  const timeouts = { ...storeTimeouts(), ...options };
  const lock: FolderLock | undefined = dataDir ? lockDataFolder(dataDir) : undefined;
  let available = true;
  let closed = false;
  // One log line per outage: a store that flaps (a full disk lets a fresh worker open, then fails
  // its first write) reports its next outage only a minute after the last one.
  let downReportedAt = -Infinity;
  let upPending = false;
  const health = (next: boolean, reason?: string): void => {
    if (next === available) return;
    available = next;
    if (!next && Date.now() - downReportedAt >= 60_000) {
      downReportedAt = Date.now();
      upPending = true;
      options.onHealth?.({ available: false, reason: reason ?? 'unknown' });
    } else if (next && upPending) {
      upPending = false;
      options.onHealth?.({ available: true });
    }
  };
  // Reported only once the store has been open: a failed first open is the start-up's error.
  let opened = false;
  const onDeath = (reason: string): void => {
    if (opened && !closed) health(false, reason);
  };

  let session: Session;
  try {
    session = await openSession(dataDir, timeouts, onDeath);
    opened = true;
  } catch (error) {
    lock?.release();
    const where = dataDir ? path.resolve(dataDir) : 'memory';
    throw new DataFolderError(`Cannot open the database in ${where}: ${(error as Error).message}`);
  }

  let reopening: Promise<Session> | undefined;
  let retryAt = 0;
  const live = (): Promise<Session> => {
    if (closed) return Promise.reject(new StoreUnavailableError('The store is closed'));
    if (!session.dead) return Promise.resolve(session);
    const wait = Math.ceil(Math.max(0, retryAt - Date.now()) / 1000);
    if (wait > 0) return Promise.reject(new StoreUnavailableError('The store is recovering', wait));
    reopening ??= openSession(dataDir, timeouts, onDeath).then(
      (next) => {
        session = next;
        reopening = undefined;
        health(true);
        return next;
      },
      (error: Error) => {
        reopening = undefined;
        retryAt = Date.now() + timeouts.retryMs;
        health(false, `reopening failed: ${error.message}`);
        throw new StoreUnavailableError(`The store is unavailable: ${error.message}`, Math.ceil(timeouts.retryMs / 1000));
      },
    );
    return reopening;
  };
  const call = async (op: 'query' | 'exec', sql: string, params?: readonly unknown[]): Promise<Reply> => (await live()).call(op, sql, params);
  const direct: Queryable = {
    query: async (sql, params) => ({ rows: (await call('query', sql, params)).rows as never[] }),
    exec: async (sql) => {
      await call('exec', sql);
    },
  };

  // PGlite has one session: a transaction must own it from BEGIN to COMMIT, so every statement
  // outside a transaction waits its turn behind this chain. A caller that has not had its turn
  // within the time-out gets a 503 and its work is dropped, never run later behind its back.
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    let started = false;
    let abandoned = false;
    const run = turn.then(() => {
      if (abandoned) throw new StoreUnavailableError('The store is busy');
      started = true;
      return work();
    });
    turn = run.catch(() => undefined);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (started) return;
        abandoned = true;
        reject(new StoreUnavailableError('The store is busy'));
      }, timeouts.queueMs);
      run.then(resolve, reject).finally(() => clearTimeout(timer));
    });
  };

  return {
    driver: 'pglite',
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    exec: (sql) => exclusive(() => direct.exec(sql)),
    transaction: (work) =>
      exclusive(async () => {
        await direct.exec('BEGIN');
        try {
          const result = await work(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (error) {
          await direct.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    async close() {
      if (closed) return;
      // Let the statement in progress finish (bounded by its own time-out), then end the worker.
      await Promise.race([turn, new Promise((resolve) => setTimeout(resolve, timeouts.callMs).unref())]);
      if (closed) return;
      closed = true;
      const current = reopening ? await reopening.catch(() => undefined) : session;
      if (current && !current.dead) await current.call('close').catch(() => undefined);
      await current?.kill('closed');
      lock?.release();
    },
  };
}
