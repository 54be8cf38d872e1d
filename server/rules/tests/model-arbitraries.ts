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
