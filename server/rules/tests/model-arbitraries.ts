import fc from 'fast-check';
import type { RuleConstraint, RuleModel } from '../engine/rule-model';

/**
 * fast-check generators of small random rule models (for property tests; small enough for
 * brute force over every complete build).
 */
export function smallModelArb(maxVars = 5): fc.Arbitrary<RuleModel> {
  return fc
    .array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: maxVars })
    .chain((sizes) => {
      const n = sizes.length;
      const names = sizes.map((_, i) => `V${i}`);
      const values = (i: number) => ['a', 'b', 'c'].slice(0, sizes[i]);
      const scopeArb = fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1, maxLength: Math.min(3, n) });
      const tableArb: fc.Arbitrary<RuleConstraint> = scopeArb.chain((scope) => {
        const all: string[][] = [[]];
        for (const v of scope) {
          const next: string[][] = [];
          for (const t of all) for (const x of values(v)) next.push([...t, x]);
          all.splice(0, all.length, ...next);
        }
        return fc.subarray(all, { minLength: 0 }).map((tuples) => ({ kind: 'table' as const, scope: scope.map((v) => names[v]), tuples }));
      });
      const clauseArb: fc.Arbitrary<RuleConstraint> = scopeArb.chain((scope) =>
        fc.tuple(...scope.map((v) => fc.subarray(values(v), { minLength: 1 }))).map((ins) => ({
          kind: 'clause' as const,
          literals: scope.map((v, i) => ({ variable: names[v], in: ins[i] })),
        })),
      );
      return fc.array(fc.oneof(tableArb, clauseArb), { minLength: 0, maxLength: 5 }).map(
        (constraints): RuleModel => ({
          format: 'rule-model/1',
          name: 'generated',
          variables: names.map((name, i) => ({ name, values: values(i) })),
          constraints,
        }),
      );
    });
}

/** A model with a random partial assignment (variable index -> value index, or undefined). */
export function modelWithAssignmentArb(maxVars = 5): fc.Arbitrary<{ model: RuleModel; assign: (number | undefined)[] }> {
  return smallModelArb(maxVars).chain((model) =>
    fc
      .tuple(...model.variables.map((v) => fc.option(fc.integer({ min: 0, max: v.values.length - 1 }), { nil: undefined })))
      .map((assign) => ({ model, assign })),
  );
}

/**
 * Small Boolean clause models (every variable has two values, only clauses: the shape of a
 * DIMACS feature model, compiled to a d-DNNF) with a random partial assignment. Literals name a
 * value, both values (a tautology) or, rarely, none of them (a literal that never holds).
 */
export function booleanModelWithAssignmentArb(maxVars = 7): fc.Arbitrary<{ model: RuleModel; assign: (number | undefined)[] }> {
  return fc.integer({ min: 1, max: maxVars }).chain((n) => {
    const names = Array.from({ length: n }, (_, i) => `B${i}`);
    const values = ['no', 'yes'];
    const literal = fc.record({ v: fc.integer({ min: 0, max: n - 1 }), pick: fc.integer({ min: 0, max: 12 }) }).map(({ v, pick }) => ({
      variable: names[v],
      in: pick < 6 ? ['no'] : pick < 12 ? ['yes'] : pick === 12 && v % 2 ? ['no', 'yes'] : [],
    }));
    const clause = fc.array(literal, { minLength: 1, maxLength: 3 }).map((literals) => ({ kind: 'clause' as const, literals }));
    return fc
      .tuple(
        fc.array(clause, { minLength: 0, maxLength: 9 }),
        fc.tuple(...names.map(() => fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }))),
      )
      .map(([constraints, assign]) => ({
        model: { format: 'rule-model/1' as const, name: 'generated boolean', variables: names.map((name) => ({ name, values })), constraints },
        assign,
      }));
  });
}
