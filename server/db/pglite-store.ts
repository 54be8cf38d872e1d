import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Queryable, SqlStore } from './sql-store';

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

/**
 * Opens embedded PostgreSQL (PGlite, WebAssembly) in `dataDir`, creating the folder on first
 * start; without `dataDir` the database lives in memory (tests). PGlite runs in a worker thread
 * (pglite-worker.js) so its synchronous query execution never stalls request handling. It takes
 * seconds and a few hundred MB to start; `close()` ends the worker.
 */
export async function createPgliteStore(dataDir?: string): Promise<SqlStore> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(path.join(__dirname, 'pglite-worker.js'), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let dead: Error | undefined;

  const opened = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: (reply) => (reply.error ? reject(new PgliteError(reply.error)) : resolve()), reject });
  });
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    waiter?.resolve(reply);
  });
  const fail = (error: Error): void => {
    dead = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`PGlite worker exited (${code})`)));

  const call = (op: 'query' | 'exec' | 'close', sql = '', params: readonly unknown[] = []): Promise<Reply> => {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    return new Promise<Reply>((resolve, reject) => {
      pending.set(id, {
        resolve: (reply) => (reply.error ? reject(new PgliteError(reply.error)) : resolve(reply)),
        reject,
      });
      worker.postMessage({ id, op, sql, params: [...params] });
    });
  };
  const direct: Queryable = {
    query: async (sql, params) => ({ rows: (await call('query', sql, params)).rows as never[] }),
    exec: async (sql) => {
      await call('exec', sql);
    },
  };

  // PGlite has one session: a transaction must own it from BEGIN to COMMIT, so every statement
  // outside a transaction waits its turn behind this chain.
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work, work);
    turn = run.catch(() => undefined);
    return run;
  };

  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
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
    close: () =>
      exclusive(async () => {
        if (!dead) await call('close').catch(() => undefined);
        worker.removeAllListeners('exit');
        await worker.terminate();
        dead = new Error('PGlite store is closed');
      }),
  };
}
