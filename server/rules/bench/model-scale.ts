import type { RuleModel } from '../engine/rule-model';

/**
 * The model repeated `times` times with renamed variables (copy i >= 2 names `Var@i`; copy 1
 * keeps the original names): an N-times larger model for scale tests, whose answers are known
 * from the original's (counts are the N-th power, domains repeat per copy).
 */
export function scaleModel(model: RuleModel, times: number, connect = false): RuleModel {
  if (!Number.isInteger(times) || times < 1) throw new Error(`scale must be a positive integer, got ${times}`);
  const rename = (name: string, i: number) => (i === 1 ? name : `${name}@${i}`);
  const variables: RuleModel['variables'] = [];
  const constraints: RuleModel['constraints'] = [];
  for (let i = 1; i <= times; i++) {
    for (const v of model.variables) variables.push({ ...v, name: rename(v.name, i) });
    for (const c of model.constraints) {
      if (c.kind === 'table') constraints.push({ ...c, scope: c.scope.map((n) => rename(n, i)) });
      else constraints.push({ ...c, literals: c.literals.map((l) => ({ ...l, variable: rename(l.variable, i) })) });
    }
  }
  if (connect) constraints.push(...crossCopyLinks(model, times, rename));
  return { format: 'rule-model/1', name: times === 1 ? model.name : `${model.name} x${times}${connect ? ' connected' : ''}`, variables, constraints };
}

/**
 * Cross-copy constraints that make the N copies one connected block: for the first and the last
 * variable with two or more values, copy i+1 takes a value at or after copy i's (by position in
 * the domain). Taking the same build in every copy satisfies them, so the model stays
 * consistent, but it no longer splits into independent components and the count is no longer
 * the N-th power.
 */
function crossCopyLinks(model: RuleModel, times: number, rename: (name: string, i: number) => string): RuleModel['constraints'] {
  const linked = model.variables.filter((v) => v.values.length > 1);
  const ends = linked.length > 1 ? [linked[0], linked[linked.length - 1]] : linked;
  const out: RuleModel['constraints'] = [];
  for (let i = 1; i < times; i++) {
    for (const v of ends) {
      const tuples: string[][] = [];
      v.values.forEach((a, ia) => v.values.forEach((b, ib) => ib >= ia && tuples.push([a, b])));
      out.push({ kind: 'table', scope: [rename(v.name, i), rename(v.name, i + 1)], tuples, origin: `cross-copy link ${v.name} copy ${i} -> ${i + 1}` });
    }
  }
  return out;
}
