import { figuresOf, lighthouseVerdicts, medianRunIndex, variantsFromArgs, type LighthouseFigures } from './lighthouse';
import type { LhrLike } from './lib/lighthouse-result';

const audits = (values: Record<string, number>): LhrLike['audits'] =>
  Object.fromEntries(Object.entries(values).map(([name, numericValue]) => [name, { numericValue }]));

const run = (fcpMs: number, interactiveMs: number, extra: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performanceScore: 90,
  fcpMs,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.01,
  speedIndexMs: 1500,
  interactiveMs,
  ...extra,
});

describe('figuresOf', () => {
  it('reads the score as 0-100 and rounds the metrics', () => {
    const lhr: LhrLike = {
      categories: { performance: { score: 0.916 } },
      audits: audits({
        'first-contentful-paint': 795.4,
        'largest-contentful-paint': 2400.6,
        'total-blocking-time': 150.2,
        'cumulative-layout-shift': 0.04567,
        'speed-index': 1784.1,
        interactive: 3000.9,
      }),
    };
    expect(figuresOf(lhr)).toEqual({ performanceScore: 92, fcpMs: 795, lcpMs: 2401, tbtMs: 150, cls: 0.046, speedIndexMs: 1784, interactiveMs: 3001 });
  });

  it('reports a missing score or metric as null', () => {
    expect(figuresOf({ categories: { performance: { score: null } }, audits: {} })).toMatchObject({ performanceScore: null, lcpMs: null, cls: null });
  });

  it('throws the error of a run Lighthouse marked as failed', () => {
    const failed: LhrLike = { categories: {}, audits: {}, runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } };
    expect(() => figuresOf(failed)).toThrow('Lighthouse run failed: NO_FCP: The page did not paint any content.');
  });
});

describe('medianRunIndex', () => {
  it('picks the run nearest the medians of FCP and TTI', () => {
    expect(medianRunIndex([run(800, 9000), run(1000, 5000), run(700, 4000)])).toBe(1);
    expect(medianRunIndex([run(900, 3000)])).toBe(0);
  });

  it('breaks a tie with the lower TTI', () => {
    expect(medianRunIndex([run(1000, 5200), run(1000, 4800)])).toBe(1);
  });

  it('refuses no runs, or a run without FCP or TTI', () => {
    expect(() => medianRunIndex([])).toThrow('no Lighthouse runs');
    expect(() => medianRunIndex([run(800, 4000, { interactiveMs: null })])).toThrow('no FCP or TTI');
  });
});

describe('lighthouseVerdicts', () => {
  it('applies the design budgets: score >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1', () => {
    const pass = lighthouseVerdicts(run(800, 3000, { performanceScore: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 }));
    expect(pass.map((v) => [v.name, v.pass])).toEqual([
      ['performance score', true],
      ['LCP', true],
      ['TBT', true],
      ['CLS', true],
    ]);
    const fail = lighthouseVerdicts(run(800, 3000, { performanceScore: 89, lcpMs: 2501, tbtMs: 201, cls: 0.101 }));
    expect(fail.every((v) => v.pass === false)).toBe(true);
  });
});

describe('variantsFromArgs', () => {
  it('runs both variants by default, or the one asked for', () => {
    expect(variantsFromArgs([])).toEqual(['zip-cookie', 'no-zip-cookie']);
    expect(variantsFromArgs(['--variant', 'no-zip-cookie'])).toEqual(['no-zip-cookie']);
    expect(() => variantsFromArgs(['--variant', 'cookies'])).toThrow('--variant must be zip-cookie, no-zip-cookie or both');
  });
});
