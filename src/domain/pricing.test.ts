import fc from 'fast-check';
import type { BuildAccessory, BuildPackage } from './entities';
import {
  computeTotals,
  parseAccessoryPrice,
  parsePrice,
  PriceParseError,
  withDefaultPackages,
  type PricingInput,
} from './pricing';

const pkg = (code: string, value: number | string): BuildPackage => ({ code, title: code, type: 'PACKAGE', msrp: { value } });
const acc = (code: string, value: number | string, installPoint = 'PPO'): BuildAccessory => ({
  code,
  title: code,
  installPoint,
  msrp: { value },
});

const baseBuild = (over: Partial<PricingInput> = {}): PricingInput => ({
  baseMsrp: 30000,
  dph: 1395,
  exteriorColor: { title: 'Red', code: '3U5', msrp: { value: 425 } },
  interiorColor: { title: 'Black', code: 'FB20', msrp: { value: 0 } },
  packages: [],
  accessories: [],
  ...over,
});

describe('parsePrice (prices are parsed as integers)', () => {
  it.each([
    [1234, 1234],
    ['1234', 1234],
    ['1,234', 1234],
    ['$1,234', 1234],
    [' $ 1,234 ', 1234],
    ['$1,234.99', 1234],
    [1234.99, 1234],
    ['0', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['-500', -500],
    ['-0.5', 0],
    ['.5', 0],
    ['1,000,000', 1000000],
  ])('parses %p as %p', (input, expected) => {
    expect(parsePrice(input as never)).toBe(expected);
  });

  it.each([['abc'], ['12abc'], ['1.2.3'], [NaN], [Infinity], [{}]])('rejects %p with a clear error', (input) => {
    expect(() => parsePrice(input as never)).toThrow(PriceParseError);
    expect(() => parsePrice(input as never)).toThrow(/Cannot parse price/);
  });
});

describe('parseAccessoryPrice (accessory prices are rounded up)', () => {
  it.each([
    [99, 99],
    [99.01, 100],
    ['$99.01', 100],
    ['1,234.5', 1235],
    ['49.00', 49],
    ['', 0],
    [null, 0],
    [-0.5, 0],
  ])('parses %p as %p', (input, expected) => {
    expect(parseAccessoryPrice(input as never)).toBe(expected);
  });
});

describe('computeTotals', () => {
  it('sums base MSRP, dph, exterior and interior colour', () => {
    expect(computeTotals(baseBuild())).toEqual({ totalSRP: 31820, totalCost: 31820 });
  });

  it('adds all packages', () => {
    const totals = computeTotals(baseBuild({ packages: [pkg('P1', 1000), pkg('P2', '$2,500')] }));
    expect(totals).toEqual({ totalSRP: 35320, totalCost: 35320 });
  });

  it('excludes DIO accessories from totalSRP but includes them in totalCost', () => {
    const totals = computeTotals(baseBuild({ accessories: [acc('A1', 100, 'PPO'), acc('A2', 200, 'DIO')] }));
    expect(totals.totalSRP).toBe(31920);
    expect(totals.totalCost).toBe(32120);
  });

  it('treats the install point case-insensitively', () => {
    expect(computeTotals(baseBuild({ accessories: [acc('A2', 200, 'dio')] })).totalSRP).toBe(31820);
  });

  it('rounds each accessory price up before summing', () => {
    const totals = computeTotals(baseBuild({ accessories: [acc('A1', 10.1), acc('A2', '10.1')] }));
    expect(totals.totalSRP).toBe(31820 + 22);
  });

  it('parses string prices everywhere', () => {
    const totals = computeTotals({
      baseMsrp: '$30,000',
      dph: '1,395',
      exteriorColor: { title: 'R', code: 'R', msrp: { value: '$425' } },
      interiorColor: null,
      packages: [pkg('P', '1,000.75')],
      accessories: [acc('A', '$99.50', 'DIO')],
    });
    expect(totals).toEqual({ totalSRP: 32820, totalCost: 32920 });
  });

  it('counts missing colours as zero', () => {
    expect(computeTotals(baseBuild({ exteriorColor: null, interiorColor: null })).totalSRP).toBe(31395);
  });

  it('prices default packages FE and QD like any other package in the list', () => {
    const totals = computeTotals(baseBuild({ packages: [pkg('FE', 0), pkg('QD', 0), pkg('P1', 500)] }));
    expect(totals.totalSRP).toBe(32320);
  });

  it('throws a clear error on a garbage price', () => {
    expect(() => computeTotals(baseBuild({ baseMsrp: 'call us' }))).toThrow(PriceParseError);
  });

  it('property: totalCost >= totalSRP for non-negative prices, equal without DIO accessories', () => {
    const price = fc.oneof(fc.nat({ max: 100000 }), fc.double({ min: 0, max: 10000, noNaN: true }));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(price, fc.constantFrom('DIO', 'PPO', 'PIO'))),
        fc.array(fc.nat({ max: 10000 })),
        (accessories, packages) => {
          const build = baseBuild({
            accessories: accessories.map(([p, ip], i) => acc(`A${i}`, p, ip)),
            packages: packages.map((p, i) => pkg(`P${i}`, p)),
          });
          const { totalSRP, totalCost } = computeTotals(build);
          expect(totalCost).toBeGreaterThanOrEqual(totalSRP);
          expect(Number.isInteger(totalSRP) && Number.isInteger(totalCost)).toBe(true);
          if (!accessories.some(([, ip]) => ip === 'DIO')) expect(totalCost).toBe(totalSRP);
        },
      ),
    );
  });
});

describe('withDefaultPackages (FE and QD are always included)', () => {
  it.each([
    [[], ['FE', 'QD']],
    [['P1'], ['P1', 'FE', 'QD']],
    [['QD', 'P1'], ['QD', 'P1', 'FE']],
    [['FE', 'QD'], ['FE', 'QD']],
    [['P1', 'P1', ''], ['P1', 'FE', 'QD']],
  ])('%p -> %p', (input, expected) => {
    expect(withDefaultPackages(input)).toEqual(expected);
  });
  it('does not mutate its input', () => {
    const input = ['P1'];
    withDefaultPackages(input);
    expect(input).toEqual(['P1']);
  });
});
