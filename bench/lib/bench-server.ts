import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server the page benchmarks measure: the real app (buildApp) with the production bundle and
 * the demo host pages, on 127.0.0.1 and an ephemeral port, closed by its handle.
 */

export const ROOT = path.resolve(__dirname, '../..');
/**
 * The bundle measured: dist/configurator, or BENCH_BUNDLE_DIR (another build of the same demo
 * pages, e.g. an older commit's, to compare two runtimes from one session; see BENCHMARKS.md).
 */
export const BUNDLE_DIR = process.env.BENCH_BUNDLE_DIR ? path.resolve(process.env.BENCH_BUNDLE_DIR) : path.join(ROOT, 'dist/configurator');
export const DEMO_DIR = path.join(ROOT, 'demo');
/** Debian's chromium; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A ZIP the ZIP modal accepts, stored the way the modal stores it, so the modal stays closed (product.md section 2). */
export const ZIP_COOKIE = { name: 'zipcode', value: '90210' } as const;

export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Builds the production bundle when dist/configurator has none (`--rebuild` forces it). Returns
 * whether it built. The build goes to stderr, so stdout stays one JSON object.
 */
export function ensureBundle(force = false): boolean {
  if (process.env.BENCH_BUNDLE_DIR) {
    if (!existsSync(path.join(BUNDLE_DIR, 'root-config.js'))) throw new Error(`BENCH_BUNDLE_DIR ${BUNDLE_DIR} has no root-config.js`);
    return false;
  }
  if (!force && existsSync(path.join(BUNDLE_DIR, 'root-config.js'))) return false;
  const build = spawnSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: ROOT, stdio: ['ignore', 2, 'inherit'] });
  if (build.status !== 0) throw new Error(`webpack production build failed (exit ${build.status})`);
  // The server render of the first screens (ADR 0213), which the vehicle page inlines.
  const ssr = spawnSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production', '--config', 'scripts/webpack/ssr.config.ts'], { cwd: ROOT, stdio: ['ignore', 2, 'inherit'] });
  if (ssr.status !== 0) throw new Error(`webpack server-render build failed (exit ${ssr.status})`);
  return true;
}

/**
 * Starts the app as `npm start` serves it (production mode), on 127.0.0.1 port 0. BENCH_INVENTORY=N
 * adds an inventory of N vehicles (in an in-memory store) and waits until it is ready, so the
 * in-stock indicator answers as it does for shoppers (issue 28).
 */
export async function startBenchServer(): Promise<BenchServer> {
  // Imported late: loading the whole app (GraphQL, catalog, rules) is the slow part of startup.
  const { buildApp } = await import('../../server/app');
  const vehicles = Number(process.env.BENCH_INVENTORY ?? 0);
  const store = vehicles > 0 ? await (await import('../../server/db/open-store')).openStore({}) : undefined;
  const app = await buildApp({ bundleDir: BUNDLE_DIR, demoDir: DEMO_DIR, mode: 'production', publicOrigin: 'http://127.0.0.1', ...(store ? { store, inventory: { size: vehicles } } : {}) });
  if (store) app.addHook('onClose', () => store.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  if (store) await app.inventory.start();
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    await app.close();
    throw new Error('server has no TCP address');
  }
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** Headless flags for Debian chromium in a container (no sandbox, no GPU, no background traffic). */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

/** Prints one JSON object on stdout (the benchmarks' contract). */
export function printJson(report: unknown): void {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

/** Runs a benchmark's main, printing a clear error and exiting 1 on failure. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
