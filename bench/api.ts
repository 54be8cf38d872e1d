import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { operationFor } from '../src/platform/graphql/operations';

/**
 * API benchmark (architecture.md section 5: GetUpdatedConfig p99 <= 50 ms at 500 req/s on loopback,
 * 0 errors). Starts the server in a CHILD process (so the load generator does not share its event
 * loop) on 127.0.0.1, then for GetUpdatedConfig and GetSeries measures the maximum throughput and,
 * at a fixed 500 req/s (autocannon overallRate), the latency percentiles and errors. GetUpdatedConfig
 * is measured three ways: one repeated selection and a rotation of 60 (both served by the response
 * cache after the warm-up), and 4000 distinct selections (every request computed from scratch).
 * Prints one JSON object.
 *
 *   npx ts-node --transpile-only bench/api.ts [--duration 10] [--connections 10]
 */

interface Scenario {
  name: string;
  /** Request bodies, sent in turn from ONE shared counter (all connections together). */
  bodies: string[];
  /** Position in `bodies`; kept across the warm-up and the runs so no run restarts the rotation. */
  next?: number;
}

export interface RunSummary {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  errors: number;
  non2xx: number;
  timeouts: number;
}

/** The figures we report from an autocannon result. */
export function summarize(result: autocannon.Result): RunSummary {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

function argument(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const API_KEY = process.env.API_KEY ?? 'local-dev-key';

function scenarios(): Scenario[] {
  const updated = operationFor('GET_UPDATED_CONFIG');
  const tacoma = { brand: 'toyota', seriesId: 'tacoma', year: 2024 };
  const one = JSON.stringify({
    query: updated,
    variables: { config: { ...tacoma, trim: '7141' }, latestItemSelected: [{ itemCode: 'TC', itemType: 'PACKAGE', changeType: 'ADD' }] },
  });
  // Many different selections: every Tacoma trim x a few picks, so no two consecutive requests match.
  const trims = ['7101', '7102', '7103', '7111', '7112', '7113', '7121', '7131', '7132', '7133', '7134', '7141', '7142', '7143', '7151'];
  const picks = [
    [],
    [{ itemCode: 'AWFL', itemType: 'ACCESSORY', changeType: 'ADD' }],
    [{ itemCode: 'HITCH', itemType: 'ACCESSORY', changeType: 'ADD' }, { itemCode: 'MUDGD', itemType: 'ACCESSORY', changeType: 'ADD' }],
    [{ itemCode: '040', itemType: 'EXTERIOR_COLOR', changeType: 'ADD' }],
  ];
  const varied = trims.flatMap((trim) =>
    picks.map((latestItemSelected) => JSON.stringify({ query: updated, variables: { config: { ...tacoma, trim }, latestItemSelected } })),
  );
  // Thousands of distinct selections (random accessory sets), more than the response and result
  // caches hold, so every request is computed from scratch: the uncached cost.
  const accessories = ['AWFL', 'CRPMAT', 'BEDMAT', 'BEDLNR', 'TONHD', 'BEDSTP', 'CRGNET', 'LCKSTR', 'RUNBD', 'MUDGD', 'DRGRD', 'PPF', 'WHLLK', 'HITCH', 'BALLMT', 'FAK', 'EMK', 'PAP'];
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const unique = new Set<string>();
  while (unique.size < 4000) {
    const trim = trims[Math.floor(random() * trims.length)]!;
    const accessoryCodes = accessories.filter(() => random() < 0.3);
    unique.add(JSON.stringify({ query: updated, variables: { config: { ...tacoma, trim, accessoryCodes }, latestItemSelected: [] } }));
  }
  const series = JSON.stringify({ query: operationFor('GET_SERIES'), variables: { brand: 'toyota', region: 'CA', language: 'EN' } });
  return [
    { name: 'getUpdatedConfig (one selection)', bodies: [one] },
    { name: 'getUpdatedConfig (60 selections rotating)', bodies: varied },
    { name: 'getUpdatedConfig (4000 distinct selections, uncached)', bodies: [...unique] },
    { name: 'getSeries (all toyota series)', bodies: [series] },
  ];
}

function run(url: string, scenario: Scenario, options: { duration: number; connections: number; overallRate?: number }) {
  // autocannon gives every connection its own copy of a `requests` list, so with a plain list all
  // connections would send the same body at about the same time (and hit the response cache).
  // One counter shared by all connections (and runs) makes every request the next body in turn.
  return autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const index = scenario.next ?? 0;
          scenario.next = index + 1;
          return { ...request, body: scenario.bodies[index % scenario.bodies.length] };
        },
      },
    ],
    connections: options.connections,
    duration: options.duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
}

/** Starts `server/index.ts`-like child: the app in production mode on 127.0.0.1, port 0; resolves its URL. */
function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const script = `
    const { buildApp } = require('./server/app');
    buildApp({ mode: 'production', logger: false, publicOrigin: 'http://127.0.0.1' })
      .then((app) => app.listen({ host: '127.0.0.1', port: 0 }).then(() => process.stdout.write('LISTENING ' + app.server.address().port + '\\n')))
      .catch((error) => { console.error(error); process.exit(1); });`;
  const root = path.resolve(__dirname, '..');
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', TS_NODE_TRANSPILE_ONLY: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, child });
    });
    child.on('exit', (code) => reject(new Error(`server exited with code ${code}`)));
  });
}

async function main(): Promise<void> {
  const duration = argument('duration', 10);
  const connections = argument('connections', 10);
  const { url, child } = await startServer();
  try {
    const results: Record<string, unknown> = {};
    for (const scenario of scenarios()) {
      await run(url, scenario, { duration: 3, connections }); // warm-up: JIT compile, caches
      const max = summarize(await run(url, scenario, { duration, connections }));
      const at500 = summarize(await run(url, scenario, { duration, connections, overallRate: 500 }));
      results[scenario.name] = { maxThroughput: max, at500ReqPerSec: at500 };
    }
    console.log(
      JSON.stringify(
        {
          benchmark: 'api',
          date: new Date().toISOString(),
          node: process.version,
          cpus: (await import('node:os')).cpus().length,
          durationSeconds: duration,
          connections,
          budget: 'GetUpdatedConfig p99 <= 50 ms at 500 req/s, 0 errors',
          results,
        },
        null,
        2,
      ),
    );
  } finally {
    child.kill('SIGTERM');
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
