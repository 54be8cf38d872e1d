import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgliteStore } from './pglite-store';
import { isStoreUnavailable, type SqlStore } from './sql-store';

/**
 * Issue 30 on the embedded store: PGlite's worker thread ending in the middle of a transaction
 * (here: a statement that outlives its time-out, which ends the worker) is a rolled-back
 * transaction and a StoreUnavailableError (503); the next call opens a fresh worker on the same
 * folder, where every committed row is and the interrupted one is not.
 */
jest.setTimeout(120_000);

let dir: string;
let store: SqlStore;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-tx-'));
  store = await createPgliteStore(dir, { callMs: 3_000, retryMs: 100 });
  await store.exec('CREATE TABLE probe (k text PRIMARY KEY)');
});
afterAll(async () => {
  await store?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('rolls back a transaction whose worker ends mid-way, answers unavailable, and serves the next call from a fresh worker', async () => {
  await store.transaction((tx) => tx.query('INSERT INTO probe (k) VALUES ($1)', ['committed']));
  const error = await store
    .transaction(async (tx) => {
      await tx.query('INSERT INTO probe (k) VALUES ($1)', ['interrupted']);
      await tx.query('SELECT pg_sleep(60)');
    })
    .then(
      () => undefined,
      (failure: unknown) => failure,
    );
  expect(isStoreUnavailable(error)).toBe(true);
  const { rows } = await store.query<{ k: string }>('SELECT k FROM probe ORDER BY k');
  expect(rows).toEqual([{ k: 'committed' }]);
  // No transaction is left open on the new worker: a new one begins and commits.
  await store.transaction((tx) => tx.query('INSERT INTO probe (k) VALUES ($1)', ['after']));
  expect((await store.query('SELECT count(*)::int AS n FROM probe')).rows).toEqual([{ n: 2 }]);
});
