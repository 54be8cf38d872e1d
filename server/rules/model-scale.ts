import type { RuleModel } from './rule-model';

/**
 * The model repeated `times` times with renamed variables (copy i >= 2 names `Var@i`; copy 1
 * keeps the original names): an N-times larger model for scale tests, whose answers are known
 * from the original's (counts are the N-th power, domains repeat per copy).
 */
export function scaleModel(model: RuleModel, times: number): RuleModel {
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
  return { format: 'rule-model/1', name: times === 1 ? model.name : `${model.name} x${times}`, variables, constraints };
}
