import fc from 'fast-check';
import { CdclSolver } from './cdcl';

/** Brute force over every assignment of n variables: is there one satisfying every clause and assumption? */
function bruteSat(n: number, clauses: number[][], assumptions: number[]): boolean {
  for (let bits = 0; bits < 1 << n; bits++) {
    const holds = (lit: number) => (((bits >> (lit >> 1)) & 1) === 1) === ((lit & 1) === 0);
    if (assumptions.every(holds) && clauses.every((c) => c.some(holds))) return true;
  }
  return false;
}

const cnfArb = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    clauses: fc.array(fc.array(fc.integer({ min: 0, max: 2 * n - 1 }), { minLength: 1, maxLength: 3 }), { maxLength: 40 }),
    queries: fc.array(fc.array(fc.integer({ min: 0, max: 2 * n - 1 }), { maxLength: 3 }), { minLength: 1, maxLength: 6 }),
  }),
);

describe('CDCL solver', () => {
  it('agrees with brute force on random CNF under successive assumption sets, and its models satisfy them', () => {
    fc.assert(
      fc.property(cnfArb, ({ n, clauses, queries }) => {
        const s = new CdclSolver(n);
        for (const c of clauses) s.addClause(c);
        // One solver answers every query in turn (incremental use, learnt clauses kept).
        for (const q of queries) {
          const model = s.solve(q);
          expect(model !== undefined).toBe(bruteSat(n, clauses, q));
          if (model) {
            const holds = (lit: number) => (model[lit >> 1] === 1) === ((lit & 1) === 0);
            expect(q.every(holds) && clauses.every((c) => c.some(holds))).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('solves a pigeonhole instance that needs learning (5 pigeons, 4 holes: UNSAT)', () => {
    const p = 5;
    const h = 4;
    const v = (i: number, j: number) => i * h + j;
    const s = new CdclSolver(p * h);
    for (let i = 0; i < p; i++) s.addClause([...Array(h).keys()].map((j) => 2 * v(i, j)));
    for (let j = 0; j < h; j++) for (let a = 0; a < p; a++) for (let b = a + 1; b < p; b++) s.addClause([2 * v(a, j) + 1, 2 * v(b, j) + 1]);
    expect(s.solve()).toBeUndefined();
    expect(s.conflicts).toBeGreaterThan(0);
  });
});
