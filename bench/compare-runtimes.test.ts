import { medianOf, summarise } from './compare-runtimes';

describe('compare-runtimes', () => {
  it('takes the median of the numbers, leaving out missing ones', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(medianOf([null, 5, undefined])).toBe(5);
    expect(medianOf([])).toBeNull();
  });

  it('summarises each build per variant over its rounds', () => {
    const round = (lcp: number, tbt: number) => ({ machine: { loadAverage1m: 2 }, variants: { 'zip-cookie': { medianRun: { performanceScore: 90, lcpMs: lcp, tbtMs: tbt, cls: 0, fcpMs: 900 } } } });
    const summary = summarise({ current: [round(2000, 100), round(2400, 300), round(2200, 200)], other: [round(1800, 50)] }) as Record<string, { rounds: number; variants: Record<string, { median: Record<string, number> }> }>;
    expect(summary.current.rounds).toBe(3);
    expect(summary.current.variants['zip-cookie'].median).toEqual({ performanceScore: 90, lcpMs: 2200, tbtMs: 200, cls: 0, fcpMs: 900 });
    expect(summary.other.variants['zip-cookie'].median.lcpMs).toBe(1800);
  });
});
