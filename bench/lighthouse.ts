import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ensureBundle, CHROMIUM_FLAGS, CHROMIUM_PATH, printJson, runMain, startBenchServer, ZIP_COOKIE } from './lib/bench-server';
import { overall, verdict, numberArgument, type Verdict } from './lib/bench-stats';
import { launchBenchBrowser, parcelNotMountedReport, probeParcel } from './lib/browser-session';
import { importEsm, setBrowserCookies } from './lib/chrome-cdp';
import { diagnosticsOf, numeric, roundTo, type LhrLike, type LighthouseDiagnostics } from './lib/lighthouse-result';

/**
 * `npx ts-node --transpile-only bench/lighthouse.ts [--runs 3] [--variant zip-cookie|no-zip-cookie|both] [--compare-client-only] [--rebuild] [--lhr-dir DIR]`
 *
 * Lighthouse (npm package, v12: the newest that runs on Node 20) with its mobile defaults
 * (simulated slow 4G, 4x CPU slowdown, Moto G Power screen) on Debian chromium, against the demo
 * vehicle page served by buildApp on 127.0.0.1, performance category only. Each variant runs
 * `--runs` times on a fresh browser profile; the reported run is the one nearest the medians of
 * FCP and TTI (Lighthouse's own median-run rule). Prints one JSON object with the budget verdicts
 * of architecture.md section 5 (performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1).
 *
 * `--lhr-dir` also writes every full Lighthouse result there (open them in the Lighthouse viewer).
 *
 * Variants: `zip-cookie` stores the ZIP cookie first, so the ZIP modal stays closed (what a
 * returning shopper sees); `no-zip-cookie` is a first visit, with the modal over the page.
 */

export const VEHICLE_PAGE_PATH = '/configurator/';
export const BUDGETS = { performanceScore: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;
export const VARIANTS = ['zip-cookie', 'no-zip-cookie'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface LighthouseFigures {
  /** 0-100, as the report shows it. */
  performanceScore: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  interactiveMs: number | null;
}

/** The figures of one Lighthouse run. Throws on a run Lighthouse itself marked as failed. */
export function figuresOf(lhr: LhrLike): LighthouseFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse run failed: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  return {
    performanceScore: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: roundTo(numeric(lhr, 'first-contentful-paint'), 0),
    lcpMs: roundTo(numeric(lhr, 'largest-contentful-paint'), 0),
    tbtMs: roundTo(numeric(lhr, 'total-blocking-time'), 0),
    cls: roundTo(numeric(lhr, 'cumulative-layout-shift'), 3),
    speedIndexMs: roundTo(numeric(lhr, 'speed-index'), 0),
    interactiveMs: roundTo(numeric(lhr, 'interactive'), 0),
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Index of the run nearest (Euclidean) to the median FCP and median TTI, ties to the lower TTI:
 * Lighthouse's median-run rule, which avoids reporting a single metric's outlier.
 */
export function medianRunIndex(runs: readonly LighthouseFigures[]): number {
  if (runs.length === 0) throw new Error('no Lighthouse runs to choose from');
  if (runs.some((r) => r.fcpMs === null || r.interactiveMs === null)) throw new Error('a Lighthouse run has no FCP or TTI');
  const fcp = median(runs.map((r) => r.fcpMs!));
  const tti = median(runs.map((r) => r.interactiveMs!));
  const distance = (r: LighthouseFigures) => (fcp - r.fcpMs!) ** 2 + (tti - r.interactiveMs!) ** 2;
  let best = 0;
  runs.forEach((run, i) => {
    const current = runs[best]!;
    if (distance(run) < distance(current) || (distance(run) === distance(current) && run.interactiveMs! < current.interactiveMs!)) best = i;
  });
  return best;
}

/** Budget verdicts of architecture.md section 5 for one run's figures. */
export function lighthouseVerdicts(figures: LighthouseFigures): Verdict[] {
  return [
    verdict('performance score', figures.performanceScore, '>=', BUDGETS.performanceScore, 'points'),
    verdict('LCP', figures.lcpMs, '<=', BUDGETS.lcpMs, 'ms'),
    verdict('TBT', figures.tbtMs, '<=', BUDGETS.tbtMs, 'ms'),
    verdict('CLS', figures.cls, '<=', BUDGETS.cls, 'score'),
  ];
}

/** Reads `--variant`: one of VARIANTS, or `both` (the default). */
export function variantsFromArgs(argv: readonly string[]): Variant[] {
  const i = argv.indexOf('--variant');
  const value = i >= 0 ? argv[i + 1] : 'both';
  if (value === 'both') return [...VARIANTS];
  if ((VARIANTS as readonly string[]).includes(value ?? '')) return [value as Variant];
  throw new Error(`--variant must be ${VARIANTS.join(', ')} or both (got ${JSON.stringify(value)})`);
}

export interface LaunchedChrome {
  port: number;
  kill(): Promise<void> | void;
}
export type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LhrLike } | undefined>;
export type LaunchFn = (options: Record<string, unknown>) => Promise<LaunchedChrome>;

/**
 * One Lighthouse run on a fresh chromium profile (chrome-launcher makes a temporary one); `flags`
 * adds Lighthouse flags (bench/host-page-lighthouse.ts blocks URLs with them).
 */
export async function runOnce(lighthouse: LighthouseFn, launch: LaunchFn, url: string, origin: string, variant: Variant, flags: Record<string, unknown> = {}): Promise<LhrLike> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    if (variant === 'zip-cookie') await setBrowserCookies(chrome.port, [{ ...ZIP_COOKIE, url: origin }]);
    const result = await lighthouse(url, { ...flags, port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const runs = numberArgument(argv, 'runs', 3);
  const variants = variantsFromArgs(argv);
  const lhrDirIndex = argv.indexOf('--lhr-dir');
  const lhrDir = lhrDirIndex >= 0 ? path.resolve(argv[lhrDirIndex + 1] ?? '') : undefined;
  if (lhrDir) mkdirSync(lhrDir, { recursive: true });
  const built = ensureBundle(argv.includes('--rebuild'));
  const server = await startBenchServer();
  const url = `${server.origin}${VEHICLE_PAGE_PATH}`;
  try {
    const probe = await launchBenchBrowser();
    let status;
    try {
      const context = await probe.newContext(server.origin);
      status = await probeParcel(await context.newPage(), url);
    } finally {
      await probe.close();
    }
    if (status !== 'mounted') {
      printJson(parcelNotMountedReport('lighthouse', VEHICLE_PAGE_PATH, 'the configurator parcel did not render into its slot within 20 s; nothing to measure'));
      return;
    }
    const { default: lighthouse } = await importEsm<{ default: LighthouseFn }>('lighthouse');
    const { launch } = await importEsm<{ launch: LaunchFn }>('chrome-launcher');
    const results: Record<string, unknown> = {};
    let settings: LhrLike['configSettings'];
    let version: string | undefined;
    const benchmarkIndex: number[] = [];
    const warnings = new Set<string>();
    let pass: boolean | null = true;
    // --compare-client-only: each round also loads the page without its server-rendered first
    // screens (`?ssr=off`, the client-only path, ADR 0213), interleaved so both see the same load.
    const paths = argv.includes('--compare-client-only') ? ([['', ''], ['/client-only', '?ssr=off']] as const) : ([['', '']] as const);
    for (const variant of variants) {
      const figures = paths.map((): LighthouseFigures[] => []);
      const diagnostics = paths.map((): LighthouseDiagnostics[] => []);
      for (let run = 0; run < runs; run += 1) {
        for (const [i, [suffix, query]] of paths.entries()) {
          const lhr = await runOnce(lighthouse, launch, `${url}${query}`, server.origin, variant);
          if (lhrDir) writeFileSync(path.join(lhrDir, `${variant}${suffix.replace('/', '-')}-${run + 1}.json`), JSON.stringify(lhr));
          figures[i]!.push(figuresOf(lhr));
          diagnostics[i]!.push(diagnosticsOf(lhr));
          settings ??= lhr.configSettings;
          version ??= lhr.lighthouseVersion;
          if (lhr.environment?.benchmarkIndex) benchmarkIndex.push(Math.round(lhr.environment.benchmarkIndex));
          lhr.runWarnings?.forEach((w) => warnings.add(w));
        }
      }
      for (const [i, [suffix]] of paths.entries()) {
        const medianIndex = medianRunIndex(figures[i]!);
        const chosen = figures[i]![medianIndex]!;
        const verdicts = lighthouseVerdicts(chosen);
        const variantPass = overall(verdicts);
        if (variantPass === false) pass = false;
        else if (variantPass === null && pass === true) pass = null;
        results[`${variant}${suffix}`] = { medianRun: chosen, verdicts, pass: variantPass, diagnostics: diagnostics[i]![medianIndex], runs: figures[i] };
      }
    }
    printJson({
      benchmark: 'lighthouse',
      status: 'measured',
      page: VEHICLE_PAGE_PATH,
      lighthouseVersion: version,
      settings: { formFactor: settings?.formFactor, throttlingMethod: settings?.throttlingMethod, throttling: settings?.throttling },
      runsPerVariant: runs,
      bundleBuiltNow: built,
      machine: { loadAverage1m: Number(loadavg()[0]!.toFixed(2)), lighthouseBenchmarkIndex: benchmarkIndex },
      variants: results,
      warnings: [...warnings],
      pass,
    });
  } finally {
    await server.close();
  }
}

if (require.main === module) runMain(main);
