import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npx ts-node --transpile-only bench/compare-runtimes.ts --other DIR [--rounds 5] [--out DIR]`
 * `npx ts-node --transpile-only bench/compare-runtimes.ts --results DIR`
 *
 * Lighthouse (bench/lighthouse.ts, both variants, one run per call) on two builds of the demo
 * pages, interleaved round by round so a busy machine weighs on both alike: the current
 * dist/configurator ("current") and another build's folder ("other", e.g. an older commit built
 * with `npx webpack --mode production` in a checkout of it). Prints one JSON object with each
 * build's per-variant medians over the rounds and every round's figures. `--out` keeps each
 * call's JSON as `<label>-<round>.json`; `--results` only summarises such a folder.
 */

const ROOT = path.resolve(__dirname, '..');
const LABELS = ['current', 'other'] as const;
type Label = (typeof LABELS)[number];
const METRICS = ['performanceScore', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'] as const;
type Figures = Partial<Record<(typeof METRICS)[number], number | null>>;
interface LighthouseOutput {
  machine?: { loadAverage1m?: number };
  variants?: Record<string, { medianRun: Figures }>;
}

const argument = (argv: string[], name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};

/** Median of the numbers given (nulls left out); null when there are none. */
export function medianOf(values: Array<number | null | undefined>): number | null {
  const numbers = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const mid = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[mid]! : (numbers[mid - 1]! + numbers[mid]!) / 2;
}

/** Per build and variant: the median of each metric over the rounds, and the rounds themselves. */
export function summarise(outputs: Record<Label, LighthouseOutput[]>) {
  const builds: Record<string, unknown> = {};
  for (const label of LABELS) {
    const runs = outputs[label];
    const variants = [...new Set(runs.flatMap((run) => Object.keys(run.variants ?? {})))];
    const perVariant: Record<string, unknown> = {};
    for (const variant of variants) {
      const figures = runs.map((run) => run.variants?.[variant]?.medianRun).filter((f): f is Figures => f !== undefined);
      perVariant[variant] = {
        median: Object.fromEntries(METRICS.map((metric) => [metric, medianOf(figures.map((f) => f[metric]))])),
        rounds: figures,
      };
    }
    builds[label] = { rounds: runs.length, loadAverage1m: runs.map((run) => run.machine?.loadAverage1m ?? null), variants: perVariant };
  }
  return builds;
}

function runLighthouse(bundleDir: string | undefined): LighthouseOutput {
  const env = { ...process.env };
  if (bundleDir) env.BENCH_BUNDLE_DIR = bundleDir;
  else delete env.BENCH_BUNDLE_DIR;
  const result = spawnSync(process.execPath, [require.resolve('ts-node/dist/bin.js'), '--transpile-only', 'bench/lighthouse.ts', '--runs', '1', '--variant', 'both'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`bench/lighthouse.ts failed (exit ${result.status})`);
  return JSON.parse(result.stdout) as LighthouseOutput;
}

function main(argv: string[]): void {
  const resultsDir = argument(argv, 'results');
  const outputs: Record<Label, LighthouseOutput[]> = { current: [], other: [] };
  if (resultsDir) {
    for (const file of readdirSync(resultsDir).sort()) {
      const match = /^(current|other)-\d+\.json$/.exec(file);
      if (match) outputs[match[1] as Label].push(JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8')) as LighthouseOutput);
    }
  } else {
    const other = argument(argv, 'other');
    if (!other) throw new Error('--other DIR (the folder of the build to compare with) is required');
    const rounds = Number(argument(argv, 'rounds') ?? 5);
    const out = argument(argv, 'out');
    if (out) mkdirSync(out, { recursive: true });
    for (let round = 1; round <= rounds; round += 1) {
      for (const label of LABELS) {
        const output = runLighthouse(label === 'other' ? path.resolve(other) : undefined);
        outputs[label].push(output);
        if (out) writeFileSync(path.join(out, `${label}-${round}.json`), JSON.stringify(output));
      }
    }
  }
  process.stdout.write(`${JSON.stringify({ benchmark: 'compare-runtimes', builds: summarise(outputs) }, null, 2)}\n`);
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
