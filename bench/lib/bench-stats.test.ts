import { distribution, numberArgument, overall, percentile, verdict } from './bench-stats';

describe('percentile and distribution', () => {
  it('uses the nearest rank and returns 0 for no samples', () => {
    expect(percentile([], 50)).toBe(0);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
  });

  it('sorts the samples and rounds to a tenth', () => {
    expect(distribution([30.04, 10, 20.16])).toEqual({ samples: 3, p50: 20.2, p95: 30, max: 30, min: 10 });
  });

  it('refuses a sample that is not a finite number', () => {
    expect(() => distribution([1, Number.NaN])).toThrow('finite');
  });
});

describe('budget verdicts', () => {
  it('passes at the limit and fails beyond it, in both directions', () => {
    expect(verdict('LCP', 2500, '<=', 2500, 'ms').pass).toBe(true);
    expect(verdict('LCP', 2501, '<=', 2500, 'ms').pass).toBe(false);
    expect(verdict('score', 90, '>=', 90, 'points').pass).toBe(true);
    expect(verdict('score', 89, '>=', 90, 'points').pass).toBe(false);
  });

  it('leaves an unmeasured figure undecided, and a failure decides the whole', () => {
    const missing = verdict('CLS', null, '<=', 0.1, 'score');
    expect(missing).toMatchObject({ actual: null, pass: null });
    expect(verdict('CLS', Number.NaN, '<=', 0.1, 'score').pass).toBeNull();
    const ok = verdict('TBT', 10, '<=', 200, 'ms');
    const bad = verdict('TBT', 300, '<=', 200, 'ms');
    expect(overall([ok, ok])).toBe(true);
    expect(overall([ok, missing])).toBeNull();
    expect(overall([missing, bad])).toBe(false);
  });
});

describe('numberArgument', () => {
  it('reads a positive number, falls back when absent, and rejects nonsense', () => {
    expect(numberArgument(['--runs', '5'], 'runs', 3)).toBe(5);
    expect(numberArgument([], 'runs', 3)).toBe(3);
    expect(() => numberArgument(['--runs', 'many'], 'runs', 3)).toThrow('--runs needs a positive number');
    expect(() => numberArgument(['--runs'], 'runs', 3)).toThrow('--runs needs a positive number');
    expect(() => numberArgument(['--runs', '0'], 'runs', 3)).toThrow('--runs');
  });
});
