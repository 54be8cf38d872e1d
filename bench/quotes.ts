import { buildApp } from '../server/app';
import { applyMigrations } from '../server/db/migrate';
import { createPgStore } from '../server/db/pg-store';
import { createPgliteStore } from '../server/db/pglite-store';
import type { SqlStore } from '../server/db/sql-store';
import { validQuote } from '../server/next-steps/test-support/next-steps-fixtures';

/**
 * `npx ts-node --transpile-only bench/quotes.ts [--requests N] [--duplicates D] [--concurrency C]`:
 * submits N quote requests over loopback HTTP (the last D repeat earlier Idempotency-Keys, sent
 * at the same time as the originals), C at a time, against in-memory PGlite or DATABASE_URL, and
 * prints one JSON object: throughput, latency percentiles, statuses, and whether the database
 * holds exactly N - D leads.
 */

export interface QuotesBenchOptions {
  requests: number;
  duplicates: number;
  concurrency: number;
  databaseUrl?: string;
}

export interface QuotesBenchReport {
  driver: string;
  requests: number;
  duplicates: number;
  concurrency: number;
  elapsedMs: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  statuses: Record<string, number>;
  leadsCreated: number;
  expectedLeads: number;
  exact: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs the benchmark; the store is opened and closed here. */
export async function runQuotesBench(options: QuotesBenchOptions): Promise<QuotesBenchReport> {
  const { requests, duplicates, concurrency } = options;
  if (duplicates > requests / 2) throw new Error('duplicates must be at most half the requests');
  const store: SqlStore = options.databaseUrl ? await createPgStore(options.databaseUrl, { max: 20 }) : await createPgliteStore();
  const app = await buildApp({ mode: 'test', store });
  try {
    await applyMigrations(store);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const before = Number((await store.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n);
    const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const unique = requests - duplicates;
    // Duplicates interleave with their originals so both are in flight together.
    const keys: string[] = [];
    for (let i = 0; i < unique; i += 1) {
      keys.push(`bench-${run}-${i}`);
      if (i < duplicates) keys.push(`bench-${run}-${i}`);
    }
    const body = JSON.stringify(validQuote());
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let next = 0;
    const started = performance.now();
    const worker = async (): Promise<void> => {
      while (next < keys.length) {
        const key = keys[next++]!;
        const t0 = performance.now();
        let status = 'error';
        try {
          const response = await fetch(`${base}/api/quotes`, { method: 'POST', headers: { 'content-type': 'application/json', 'Idempotency-Key': key }, body });
          await response.arrayBuffer();
          status = String(response.status);
        } finally {
          latencies.push(performance.now() - t0);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    const elapsedMs = performance.now() - started;
    const after = Number((await store.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n);
    latencies.sort((a, b) => a - b);
    const round = (n: number): number => Math.round(n * 10) / 10;
    return {
      driver: store.driver,
      requests,
      duplicates,
      concurrency,
      elapsedMs: round(elapsedMs),
      requestsPerSecond: round((requests / elapsedMs) * 1000),
      latencyMs: { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1) ?? 0) },
      statuses,
      leadsCreated: after - before,
      expectedLeads: unique,
      exact: after - before === unique,
    };
  } finally {
    await app.close();
    await store.close();
  }
}

function flag(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  runQuotesBench({
    requests: flag(args, 'requests', 200),
    duplicates: flag(args, 'duplicates', 50),
    concurrency: flag(args, 'concurrency', 200),
    databaseUrl: process.env.DATABASE_URL || undefined,
  })
    .then((report) => {
      console.log(JSON.stringify(report, null, 2));
      process.exit(report.exact ? 0 : 1);
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
