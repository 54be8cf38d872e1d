import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgStore } from '../db/pg-store';
import { createPgliteStore } from '../db/pglite-store';
import type { SqlStore } from '../db/sql-store';
import { startPostgresCluster, type PostgresCluster } from '../db/test-support/postgres-cluster';
import { validQuote } from './test-support/next-steps-fixtures';
import { startServerProcess, type ServerProcess } from './test-support/server-process';

/**
 * Real server processes: a crash mid-run loses nothing acknowledged (PGlite on disk), and two
 * processes on one PostgreSQL never make a duplicate lead, because the database enforces the
 * idempotency key. Each child is the whole app in its own Node process.
 */
jest.setTimeout(300_000);

interface Outcome {
  key: string;
  status: number;
  reference?: string;
}

async function submit(base: string, key: string): Promise<Outcome> {
  try {
    const response = await fetch(`${base}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(validQuote()),
    });
    const body = await response.json();
    return { key, status: response.status, reference: body.reference };
  } catch {
    return { key, status: 0 }; // connection lost: not acknowledged
  }
}

const leadCount = async (store: SqlStore): Promise<number> => Number((await store.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n);

describe('server processes', () => {
  const running: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.kill()));
  });

  it('keeps every acknowledged quote when the server is killed mid-run and restarted (PGlite on disk)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-restart-'));
    try {
      const first = await startServerProcess({ PGLITE_DATA_DIR: dataDir });
      running.push(first);
      const outcomes: Outcome[] = [];
      let n = 0;
      let killed = false;
      // Eight clients submit back to back; the server is killed once 40 quotes are acknowledged,
      // with requests in flight.
      const client = async (): Promise<void> => {
        while (!killed || n < 8) {
          const key = `restart-${String(n++).padStart(4, '0')}`;
          const outcome = await submit(first.url, key);
          outcomes.push(outcome);
          if (outcome.status === 0) return;
          if (!killed && outcomes.filter((o) => o.status === 201).length >= 40) {
            killed = true;
            void first.kill();
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, client));
      await first.kill();
      const acknowledged = outcomes.filter((o) => o.status === 201);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      const second = await startServerProcess({ PGLITE_DATA_DIR: dataDir });
      running.push(second);
      for (const { key, reference } of acknowledged) {
        const found = await fetch(`${second.url}/api/quotes/${reference}`);
        expect(found.status).toBe(200);
        // A retry of an acknowledged request is answered with the same lead.
        const retry = await submit(second.url, key);
        expect(retry).toEqual({ key, status: 200, reference });
      }
      // Requests that died with the server may or may not have committed; a retry settles each.
      const lost = outcomes.filter((o) => o.status !== 201).map((o) => o.key);
      for (const key of lost) expect([200, 201]).toContain((await submit(second.url, key)).status);
      await second.stop();

      const store = await createPgliteStore(dataDir);
      try {
        expect(await leadCount(store)).toBe(new Set(outcomes.map((o) => o.key)).size);
      } finally {
        await store.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('on one PostgreSQL', () => {
    let cluster: PostgresCluster;
    let store: SqlStore;
    beforeAll(async () => {
      cluster = await startPostgresCluster();
      store = await createPgStore(cluster.url);
    });
    afterAll(async () => {
      await store?.close();
      await cluster?.stop();
    });

    it('takes quotes on two server processes at once without a duplicate lead', async () => {
      const [a, b] = await Promise.all([startServerProcess({ DATABASE_URL: cluster.url }), startServerProcess({ DATABASE_URL: cluster.url })]);
      running.push(a!, b!);
      const before = await leadCount(store);
      const keys = Array.from({ length: 150 }, (_, i) => `two-servers-${String(i).padStart(4, '0')}`);
      // Every key goes to one server; the 50 duplicates go to the other one, at the same time.
      const sends = [
        ...keys.map((key, i) => submit(i % 2 === 0 ? a!.url : b!.url, key)),
        ...keys.slice(0, 50).map((key, i) => submit(i % 2 === 0 ? b!.url : a!.url, key)),
      ];
      const outcomes = await Promise.all(sends);
      expect(outcomes.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);
      expect(outcomes.filter((o) => o.status === 201)).toHaveLength(150);
      const byKey = new Map<string, Set<string | undefined>>();
      for (const o of outcomes) byKey.set(o.key, (byKey.get(o.key) ?? new Set()).add(o.reference));
      expect([...byKey.values()].every((refs) => refs.size === 1)).toBe(true);
      expect((await leadCount(store)) - before).toBe(150);
    });
  });
});
