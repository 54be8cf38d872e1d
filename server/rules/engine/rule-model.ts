import { ModelError } from './model-error';

/**
 * The documented rule-model format (JSON, `"format": "rule-model/1"`), see
 * docs/decisions/0020-rules-engine.md. Every importer and the catalog compiler produce it.
 *
 * - `variables`: single-choice attributes, each with its values (a multi-choice option is a
 *   variable with values "0" and "1").
 * - `constraints`: positive tables (`table`: the allowed tuples over `scope`) and clauses
 *   (`clause`: at least one literal holds; a literal says a variable takes one of `in`).
 */
export interface RuleModel {
  format: 'rule-model/1';
  name: string;
  variables: RuleVariable[];
  constraints: RuleConstraint[];
}

export interface RuleVariable {
  name: string;
  values: string[];
  /** Optional display/cost data: price per value (used by the cost model to break ties). */
  prices?: number[];
}

export type RuleConstraint = TableConstraint | ClauseConstraint;

export interface TableConstraint {
  kind: 'table';
  scope: string[];
  tuples: string[][];
  /** Where the constraint came from (file:line), for messages. */
  origin?: string;
}

export interface ClauseConstraint {
  kind: 'clause';
  literals: { variable: string; in: string[] }[];
  origin?: string;
}

/** Integer form the engine works on: variable i has values 0..domains[i].length-1. */
export interface IndexedModel {
  name: string;
  names: string[];
  domains: string[][];
  prices: (number[] | undefined)[];
  tables: { scope: number[]; tuples: number[][] }[];
  /** Clause literal: variable `v` takes a value whose bit is set in `allowed` (per-value flags). */
  clauses: { literals: { v: number; allowed: boolean[] }[] }[];
  varIndex: Map<string, number>;
  valueIndex: Map<string, number>[];
}

/**
 * Resolves names to indices and checks the model: unknown variables or values, duplicate
 * names, tuples of the wrong width. Errors name `source` and the constraint.
 */
export function indexModel(model: RuleModel, source: string): IndexedModel {
  const varIndex = new Map<string, number>();
  const valueIndex: Map<string, number>[] = [];
  model.variables.forEach((v, i) => {
    if (varIndex.has(v.name)) throw new ModelError(source, undefined, `variable ${v.name} declared twice`);
    if (v.values.length === 0) throw new ModelError(source, undefined, `variable ${v.name} has an empty domain`);
    varIndex.set(v.name, i);
    const vi = new Map<string, number>();
    v.values.forEach((val, j) => {
      if (vi.has(val)) throw new ModelError(source, undefined, `variable ${v.name}: value ${val} listed twice`);
      vi.set(val, j);
    });
    valueIndex.push(vi);
  });
  const where = (c: RuleConstraint, k: number) => c.origin ?? `${source} constraints[${k}]`;
  const varOf = (name: string, c: RuleConstraint, k: number) => {
    const i = varIndex.get(name);
    if (i === undefined) throw new ModelError(where(c, k), undefined, `unknown variable ${name}`);
    return i;
  };
  const valOf = (v: number, val: string, c: RuleConstraint, k: number) => {
    const j = valueIndex[v].get(val);
    if (j === undefined) throw new ModelError(where(c, k), undefined, `unknown value ${val} for variable ${model.variables[v].name}`);
    return j;
  };
  const tables: IndexedModel['tables'] = [];
  const clauses: IndexedModel['clauses'] = [];
  model.constraints.forEach((c, k) => {
    if (c.kind === 'table') {
      const scope = c.scope.map((n) => varOf(n, c, k));
      if (new Set(scope).size !== scope.length) throw new ModelError(where(c, k), undefined, 'a variable appears twice in the scope');
      const tuples = c.tuples.map((t, r) => {
        if (t.length !== scope.length) throw new ModelError(where(c, k), undefined, `tuple ${r + 1} has ${t.length} values for ${scope.length} variables`);
        return t.map((val, p) => valOf(scope[p], val, c, k));
      });
      tables.push({ scope, tuples });
    } else if (c.kind === 'clause') {
      const byVar = new Map<number, boolean[]>();
      for (const lit of c.literals) {
        const v = varOf(lit.variable, c, k);
        const allowed = byVar.get(v) ?? new Array<boolean>(model.variables[v].values.length).fill(false);
        for (const val of lit.in) allowed[valOf(v, val, c, k)] = true;
        byVar.set(v, allowed);
      }
      clauses.push({ literals: [...byVar].map(([v, allowed]) => ({ v, allowed })) });
    } else {
      throw new ModelError(source, undefined, `constraints[${k}]: unknown kind ${(c as { kind: unknown }).kind}`);
    }
  });
  return {
    name: model.name,
    names: model.variables.map((v) => v.name),
    domains: model.variables.map((v) => v.values),
    prices: model.variables.map((v) => v.prices),
    tables,
    clauses,
    varIndex,
    valueIndex,
  };
}

/** Parses and shape-checks a JSON rule model; syntax errors carry the line. */
export function parseRuleModelJson(text: string, source: string): RuleModel {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message;
    const pos = /position (\d+)/.exec(msg);
    const line = pos ? text.slice(0, Number(pos[1])).split('\n').length : undefined;
    throw new ModelError(source, line, `invalid JSON: ${msg}`);
  }
  const fail = (p: string): never => {
    throw new ModelError(source, undefined, p);
  };
  const m = raw as Partial<RuleModel>;
  if (typeof m !== 'object' || m === null) fail('expected a JSON object');
  if (m.format !== 'rule-model/1') fail('expected "format": "rule-model/1"');
  if (!Array.isArray(m.variables)) fail('expected "variables" to be an array');
  if (!Array.isArray(m.constraints)) fail('expected "constraints" to be an array');
  m.variables!.forEach((v, i) => {
    if (typeof v?.name !== 'string' || !Array.isArray(v.values) || !v.values.every((x) => typeof x === 'string')) {
      fail(`variables[${i}]: expected { name: string, values: string[] }`);
    }
  });
  m.constraints!.forEach((c, i) => {
    const ok =
      (c?.kind === 'table' && Array.isArray(c.scope) && Array.isArray(c.tuples) && c.tuples.every(Array.isArray)) ||
      (c?.kind === 'clause' && Array.isArray(c.literals) && c.literals.every((l) => typeof l?.variable === 'string' && Array.isArray(l.in)));
    if (!ok) fail(`constraints[${i}]: expected a table {kind, scope, tuples} or a clause {kind, literals}`);
  });
  return { format: 'rule-model/1', name: typeof m.name === 'string' ? m.name : source, variables: m.variables!, constraints: m.constraints! };
}
