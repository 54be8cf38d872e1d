/*
 * Pieces of the database drill (database.fault.ts): when PostgreSQL accepts connections again,
 * terminating backends inside a quote's transaction, and the check of every answer a client got.
 */
import { Client, type Pool } from 'pg';
import type { Response } from './quote-load';

export interface Figures {
  writesPerSecondWhileUp?: number;
  restarts: { mode: string; servingAfterMs: number[] }[];
  terminatedMidTransaction: number;
  afterStartWait?: { servingAfterMs: number[]; readyAfterMs: number };
  relayOutage?: { seconds: number; queued: number; firstMailAfterMs: number; lastMailAfterMs: number };
  writes?: number;
  answers?: Record<string, number>;
  heldByKilledProcess?: number;
}

/** Resolves with the moment a new connection succeeds, polling every 20 ms from now. */
export async function acceptingAgain(url: string): Promise<number> {
  for (;;) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const at = Date.now();
      await client.end();
      return at;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Terminates the server's backends caught inside a quote's transaction (idle between its
 * statements, or running one of the statements only that transaction runs) until `wanted` were
 * hit or `ms` passed. Returns how many were terminated.
 */
export async function terminateMidTransaction(admin: Pool, wanted: number, ms: number): Promise<number> {
  let terminated = 0;
  const deadline = Date.now() + ms;
  while (terminated < wanted && Date.now() < deadline) {
    const { rows } = await admin.query<{ done: boolean }>(
      `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
       WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND application_name <> 'fault-admin'
         AND xact_start IS NOT NULL
         AND (state = 'idle in transaction'
              OR (state = 'active' AND query ~ '^\\s*(INSERT INTO leads|INSERT INTO outbox|UPDATE leads SET mail_id)'))`,
    );
    terminated += rows.filter((r) => r.done).length;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return terminated;
}

/**
 * Every answer was 200, 201, 429 or 503 with a Retry-After and the store-unavailable code; no
 * request hung; connections failed only to the killed instance, from the moment it was killed.
 * Returns the count of each kind of answer.
 */
export function expectOnlyAllowedAnswers(responses: Response[], killed: { url: string; at: number }): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  const wrong = responses.filter((r) => {
    if (r.status === 200 || r.status === 201 || r.status === 429) return false;
    if (r.status === 503) return !(Number(r.retryAfter) > 0 && r.code === 'store-unavailable');
    // No HTTP answer: only from the instance that was killed, after it was.
    return !(r.status === 0 && r.server === killed.url && r.at >= killed.at);
  });
  expect(wrong).toEqual([]);
  return counts;
}
