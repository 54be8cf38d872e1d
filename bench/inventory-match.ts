import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INVENTORY_MATCHES_QUERY } from '../src/platform/graphql/inventory-documents';
import { loadCatalog } from '../server/catalog/catalog-loader';
import { loadDealerDirectory } from '../server/services/dealers/dealer-directory';
import { seededRandom } from '../server/services/inventory/seeded-random';
import { pickTrim, sampleBuild } from '../server/services/inventory/vehicle-sampler';
import { distribution, verdict } from './lib/bench-stats';

/**
 * In-stock matches benchmark (issue 28; design budget: p95 <= 30 ms at 50,000 vehicles on
 * loopback). Starts the app in a CHILD process on 127.0.0.1 with a PGlite store in a temporary
 * folder, twice: the first start generates and stores the stock, the second loads it from the
 * store. Each start reports build-to-listen time (with the inventory and, for comparison,
 * without it) and listen-to-ready time. Then sends random builds of every live series with ZIPs
 * near and far from dealers, one at a time and four at a time, and prints one JSON object.
 *
 *   npx ts-node --transpile-only bench/inventory-match.ts [--vehicles 50000] [--queries 600]
 */

function argument(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const API_KEY = process.env.API_KEY ?? 'local-dev-key';
const ROOT = path.resolve(__dirname, '..');

interface Started {
  url: string;
  child: ChildProcess;
  /** buildApp() to listening, in the child. */
  startMs: number;
}

function startServer(dataDir: string, vehicles: number | false): Promise<Started> {
  const script = `
    const { openStore } = require('./server/db/open-store');
    const t0 = performance.now();
    openStore({ dataDir: ${JSON.stringify(dataDir)} }).then(async (store) => {
      const t1 = performance.now();
      const { buildApp } = require('./server/app');
      const app = await buildApp({ mode: 'test', store, inventory: ${vehicles === false ? 'false' : `{ size: ${vehicles} }`} });
      await app.listen({ host: '127.0.0.1', port: 0 });
      process.stdout.write('LISTENING ' + app.server.address().port + ' ' + (performance.now() - t1).toFixed(1) + '\\n');
    }).catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, TS_NODE_TRANSPILE_ONLY: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+) ([\d.]+)/.exec(output);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, child, startMs: Number(match[2]) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with code ${code}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Answer {
  data?: { getInventoryMatches: { readiness: string; exactCount: number; closeCount: number } };
  errors?: unknown[];
}

async function ask(url: string, input: object): Promise<{ ms: number; answer: Answer }> {
  const t0 = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({ query: INVENTORY_MATCHES_QUERY, variables: { input } }),
  });
  const answer = (await response.json()) as Answer;
  return { ms: performance.now() - t0, answer };
}

/** Random builds of every live series, with dealer ZIPs and ZIPs far from any dealer. */
function queries(count: number): object[] {
  const entries = loadCatalog().list('live');
  const zips = [...new Set(loadDealerDirectory().list().map((d) => d.zip)), '59801', '97201', '03301', '19901', '27601', '67202'];
  const random = seededRandom(28);
  return Array.from({ length: count }, (_, i) => {
    const entry = entries[i % entries.length]!;
    const build = sampleBuild(entry.data, pickTrim(entry.data, random), random);
    const config = { brand: entry.brand, seriesId: entry.seriesId, year: entry.year, trim: build.trimCode, exteriorColorCode: build.exteriorColorCode, interiorColorCode: build.interiorColorCode, wheelsCode: build.wheelsCode, packageCodes: build.packageCodes, accessoryCodes: build.accessoryCodes, language: i % 2 ? 'ES' : 'EN' };
    return { config, zipcode: zips[random.int(0, zips.length - 1)], radius: [25, 50, 100, 250][random.int(0, 3)] };
  });
}

async function untilReady(url: string, probe: object): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const { answer } = await ask(url, probe);
    const readiness = answer.data?.getInventoryMatches.readiness;
    if (readiness === 'READY') return performance.now() - t0;
    if (readiness !== 'LOADING') throw new Error(`inventory not available: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measure(url: string, inputs: object[], concurrency: number) {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const counts = { withExact: 0, withClose: 0 };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < inputs.length) {
        const { ms, answer } = await ask(url, inputs[next++]!);
        times.push(ms);
        const result = answer.data?.getInventoryMatches;
        if (!result || answer.errors) errors++;
        else {
          if (result.exactCount > 0) counts.withExact++;
          if (result.closeCount > 0) counts.withClose++;
        }
      }
    }),
  );
  return { latencyMs: distribution(times), errors, ...counts };
}

async function main(): Promise<void> {
  const vehicles = argument('vehicles', 50_000);
  const count = argument('queries', 600);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inventory-bench-'));
  const inputs = queries(count);
  const result: Record<string, unknown> = { vehicles, queries: count };
  try {
    // Without the inventory first: the same start, for comparison (a fresh store folder each).
    const bare = await startServer(mkdtempSync(path.join(tmpdir(), 'inventory-bench-bare-')), false);
    await stop(bare.child);
    const cold = await startServer(dataDir, vehicles);
    result.startup = { withoutInventoryMs: Math.round(bare.startMs), generateStartMs: Math.round(cold.startMs) };
    const coldReadyMs = await untilReady(cold.url, inputs[0]!);
    await stop(cold.child);
    const warm = await startServer(dataDir, vehicles);
    try {
      const warmReadyMs = await untilReady(warm.url, inputs[0]!);
      result.startup = { ...(result.startup as object), fromStoreStartMs: Math.round(warm.startMs) };
      result.readyAfterListenMs = { generated: Math.round(coldReadyMs), fromStore: Math.round(warmReadyMs) };
      await measure(warm.url, inputs.slice(0, 100), 1); // warm-up: JIT, the Spanish catalog
      const sequential = await measure(warm.url, inputs, 1);
      const concurrent = await measure(warm.url, inputs, 4);
      result.sequential = sequential;
      result.concurrency4 = concurrent;
      result.verdicts = [verdict('match query p95, one at a time', sequential.latencyMs.p95, '<=', 30, 'ms'), verdict('match query p95, four at a time', concurrent.latencyMs.p95, '<=', 30, 'ms')];
    } finally {
      await stop(warm.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
