import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ensureBundle, printJson, ROOT, runMain, startBenchServer } from './lib/bench-server';
import { numberArgument, overall, verdict } from './lib/bench-stats';
import { importEsm } from './lib/chrome-cdp';
import { numeric } from './lib/lighthouse-result';
import { medianOf } from './compare-runtimes';
import { figuresOf, runOnce, variantsFromArgs, type LaunchFn, type LighthouseFigures, type LighthouseFn, type Variant } from './lighthouse';

/**
 * `npx ts-node --transpile-only bench/host-page-lighthouse.ts [--rounds 5] [--variant zip-cookie|no-zip-cookie|both] [--page /busy-host/configurator/]`
 *
 * Issue 29: "the host page's own Lighthouse performance score drops by at most 5 points when a
 * configurator slot is added to it (measured on the heaviest demo host page)". The heaviest demo
 * host page is the busy host (ADR 0202: jQuery with a plugin, its own single-spa and React 18,
 * about 250 kB of its own script). Two arms, Lighthouse mobile (bench/lighthouse.ts's settings):
 * - `withSlot`: the page as served, configurator and all;
 * - `withoutSlot`: the same page with every file of the configurator's bundle blocked
 *   (Lighthouse's blockedUrlPatterns) and no server-rendered first screen (`?ssr=off`), which is
 *   the host page before its author added the slot: its own HTML, styles and scripts, and an
 *   empty element where the slot is.
 * `--rounds` rounds, each one run of each arm and variant, the arms' order alternating from round
 * to round so a busy machine weighs on both alike. Prints one JSON object: per variant the median
 * of each figure per arm, the score drop (median without minus median with) and its verdict.
 */

export const HOST_PAGE_PATH = '/busy-host/configurator/';
/** The bundle's files (root config, chunks, styles, preloaded or not); the page's own URL ends in `/`. */
export const SLOT_BLOCKED_URL_PATTERNS = ['*/configurator/*.js', '*/configurator/*.css'] as const;
export const MAX_SCORE_DROP = 5;
export const ARMS = ['withoutSlot', 'withSlot'] as const;
export type Arm = (typeof ARMS)[number];

/**
 * The page as its author had it before adding the slot: no server-rendered first screen either (the
 * demo server inlines one into the slot unless asked `ssr=off`; blocking the bundle alone left that
 * markup and its card images in the baseline).
 */
export function withoutFirstScreens(url: string): string {
  const address = new URL(url);
  address.searchParams.set('ssr', 'off');
  return address.href;
}

/** The arms in the order a round runs them: alternating, so neither always runs first. */
export const armOrder = (round: number): Arm[] => (round % 2 === 1 ? [...ARMS] : [...ARMS].reverse());

const FIGURES = ['performanceScore', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'] as const;

/** Per arm, the median of each figure over its runs. */
export function armMedians(runs: readonly LighthouseFigures[]): Record<(typeof FIGURES)[number], number | null> {
  return Object.fromEntries(FIGURES.map((figure) => [figure, medianOf(runs.map((run) => run[figure]))])) as Record<(typeof FIGURES)[number], number | null>;
}

/** The score drop from the page without the slot to the page with it (positive: the slot costs points). */
export function scoreDrop(withoutSlot: readonly LighthouseFigures[], withSlot: readonly LighthouseFigures[]): number | null {
  const without = medianOf(withoutSlot.map((run) => run.performanceScore));
  const withIt = medianOf(withSlot.map((run) => run.performanceScore));
  return without === null || withIt === null ? null : without - withIt;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const rounds = numberArgument(argv, 'rounds', 5);
  const variants = variantsFromArgs(argv);
  const pageIndex = argv.indexOf('--page');
  const page = pageIndex >= 0 ? argv[pageIndex + 1]! : HOST_PAGE_PATH;
  const built = ensureBundle(argv.includes('--rebuild'));
  // The busy host's own scripts come from the shared-React build's folder.
  if (page === HOST_PAGE_PATH && !existsSync(path.join(ROOT, 'dist/configurator-shared-react/demo-busy-host.js'))) {
    throw new Error('dist/configurator-shared-react/demo-busy-host.js is missing: run `npm run build:shared-react` first');
  }
  const server = await startBenchServer();
  const url = `${server.origin}${page}`;
  try {
    const { default: lighthouse } = await importEsm<{ default: LighthouseFn }>('lighthouse');
    const { launch } = await importEsm<{ launch: LaunchFn }>('chrome-launcher');
    const runs = new Map<string, LighthouseFigures[]>();
    const bytes = new Map<string, Array<number | null>>();
    const loads: number[] = [];
    const key = (variant: Variant, arm: Arm) => `${variant}/${arm}`;
    for (let round = 1; round <= rounds; round += 1) {
      loads.push(Number(loadavg()[0]!.toFixed(2)));
      for (const variant of variants) {
        for (const arm of armOrder(round)) {
          const flags = arm === 'withoutSlot' ? { blockedUrlPatterns: [...SLOT_BLOCKED_URL_PATTERNS] } : {};
          const lhr = await runOnce(lighthouse, launch, arm === 'withoutSlot' ? withoutFirstScreens(url) : url, server.origin, variant, flags);
          runs.set(key(variant, arm), [...(runs.get(key(variant, arm)) ?? []), figuresOf(lhr)]);
          bytes.set(key(variant, arm), [...(bytes.get(key(variant, arm)) ?? []), numeric(lhr, 'total-byte-weight')]);
        }
      }
    }
    const results: Record<string, unknown> = {};
    const verdicts = [];
    for (const variant of variants) {
      const of = (arm: Arm) => runs.get(key(variant, arm)) ?? [];
      const drop = scoreDrop(of('withoutSlot'), of('withSlot'));
      const dropVerdict = verdict('performance score drop', drop, '<=', MAX_SCORE_DROP, 'points');
      verdicts.push(dropVerdict);
      results[variant] = {
        scoreDrop: drop,
        verdict: dropVerdict,
        ...Object.fromEntries(ARMS.map((arm) => [arm, { median: armMedians(of(arm)), totalByteWeight: medianOf(bytes.get(key(variant, arm)) ?? []), runs: of(arm) }])),
      };
    }
    printJson({
      benchmark: 'host-page-lighthouse',
      status: 'measured',
      page,
      blockedWithoutSlot: SLOT_BLOCKED_URL_PATTERNS,
      rounds,
      bundleBuiltNow: built,
      machine: { loadAverage1mPerRound: loads },
      variants: results,
      pass: overall(verdicts),
    });
  } finally {
    await server.close();
  }
}

if (require.main === module) runMain(main);
