import { compileMdd } from './mdd-compile';
import { mddCount, mddDomains } from './mdd-queries';
import { indexModel } from './rule-model';
import { withLittleStack } from '../tests/little-stack';

describe('decision diagram builder on a model with many levels', () => {
  it('builds, conjoins and queries 20,000 levels with little stack left (no recursion per level)', () => {
    // Automotive feature models have 14,000+ variables: every diagram has that many levels, and
    // the builder's walks (accept-all chains, clause and table diagrams, conjunction, copying)
    // once recursed per level and overflowed the stack.
    const n = 20_000;
    const names = Array.from({ length: n }, (_, i) => `V${i}`);
    const m = indexModel(
      {
        format: 'rule-model/1',
        name: 'wide',
        variables: names.map((name) => ({ name, values: ['0', '1'] })),
        constraints: [
          // First and last differ; and one of V1, the last is set.
          { kind: 'table', scope: [names[0], names[n - 1]], tuples: [['0', '1'], ['1', '0']] },
          { kind: 'clause', literals: [{ variable: names[1], in: ['1'] }, { variable: names[n - 1], in: ['1'] }] },
        ],
      },
      'wide',
    );
    const order = names.map((_, i) => i);
    const d = withLittleStack(() => compileMdd(m, { order, timeBoundMs: 120_000 }), 1000);
    // (V0, Vlast) in {(0,1), (1,0)}; with Vlast = 0 V1 must be 1: 2^(n-2) + 2^(n-3) builds.
    expect(withLittleStack(() => mddCount(d), 1000)).toBe(2n ** BigInt(n - 2) + 2n ** BigInt(n - 3));
    const dom = withLittleStack(() => mddDomains(d, m.domains.map(() => 2), [[false, true]]), 1000);
    // V0 = 1 forces the last to 0, and then V1 to 1.
    expect([dom.supported[n - 1], dom.supported[1]]).toEqual([
      [true, false],
      [false, true],
    ]);
  });
});
