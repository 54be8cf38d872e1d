/**
 * Small statistics and budget helpers shared by the page benchmarks (bench/lighthouse.ts,
 * bench/interaction.ts, bench/page-first-load.ts). Pure, so their tests need no browser.
 */

export interface Distribution {
  samples: number;
  p50: number;
  p95: number;
  max: number;
  min: number;
}

/** Nearest-rank percentile of an ascending list (0 for an empty list). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** p50, p95, min and max of the samples, rounded to 0.1. Throws on a non-finite sample. */
export function distribution(values: readonly number[]): Distribution {
  if (values.some((v) => !Number.isFinite(v))) throw new Error('distribution: every sample must be a finite number');
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    max: round1(sorted.at(-1) ?? 0),
    min: round1(sorted[0] ?? 0),
  };
}

export interface Verdict {
  name: string;
  /** How the figure compares: at most (`<=`) or at least (`>=`) the limit. */
  rule: '<=' | '>=';
  limit: number;
  actual: number | null;
  unit: string;
  /** null when the figure could not be measured. */
  pass: boolean | null;
}

/** A budget verdict; a missing figure (null) is neither pass nor fail. */
export function verdict(name: string, actual: number | null | undefined, rule: '<=' | '>=', limit: number, unit: string): Verdict {
  const value = actual === undefined || actual === null || !Number.isFinite(actual) ? null : actual;
  const pass = value === null ? null : rule === '<=' ? value <= limit : value >= limit;
  return { name, rule, limit, actual: value, unit, pass };
}

/** true when every verdict passes; false when one fails; null when none fails but one is unmeasured. */
export function overall(verdicts: readonly Verdict[]): boolean | null {
  if (verdicts.some((v) => v.pass === false)) return false;
  return verdicts.every((v) => v.pass === true) ? true : null;
}

/** Reads `--name value` from argv as a positive number, else the fallback. */
export function numberArgument(argv: readonly string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number (got ${JSON.stringify(argv[i + 1])})`);
  return value;
}
