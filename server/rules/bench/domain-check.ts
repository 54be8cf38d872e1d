import type { DomainsResult, Restriction } from '../engine/mdd-queries';
import type { RuleModel } from '../engine/rule-model';
import type { RulesEngine } from '../engine/rules-engine';
import type { NamedAssignment, SatChecker } from '../tests/sat-checker';

/**
 * Most witness builds asked for per group. Each must show a value no earlier one did (a group of
 * k alternatives needs k builds, one per member: automotive02 has one of ~270); what none shows
 * is asked of MiniSat value by value.
 */
const WITNESS_ROUNDS = 2048;

/**
 * Evaluates a complete build (value index per variable, in the JSON model's variable and value
 * order) against every constraint of the JSON model: the direct check of isValidBuild, on
 * arrays built once per model instead of objects keyed by name (a 14,010-variable build).
 */
const validators = new WeakMap<RuleModel, (build: number[]) => boolean>();
function validatorFor(model: RuleModel): (build: number[]) => boolean {
  let check = validators.get(model);
  if (check) return check;
  const varAt = new Map(model.variables.map((v, i) => [v.name, i]));
  const valueAt = model.variables.map((v) => new Map(v.values.map((x, j) => [x, j])));
  // Clauses flattened: literal k is "variable litVar[k] takes value litVal[k]".
  const start: number[] = [0];
  const litVar: number[] = [];
  const litVal: number[] = [];
  const tables: { scope: number[]; tuples: Set<string> }[] = [];
  for (const c of model.constraints) {
    if (c.kind === 'clause') {
      for (const l of c.literals) {
        const v = varAt.get(l.variable)!;
        for (const x of l.in) {
          litVar.push(v);
          litVal.push(valueAt[v].get(x)!);
        }
      }
      start.push(litVar.length);
    } else {
      const scope = c.scope.map((n) => varAt.get(n)!);
      tables.push({ scope, tuples: new Set(c.tuples.map((t) => t.map((x, p) => valueAt[scope[p]].get(x)).join(','))) });
    }
  }
  check = (build) => {
    for (let c = 0; c + 1 < start.length; c++) {
      let ok = false;
      for (let k = start[c]; k < start[c + 1] && !ok; k++) ok = build[litVar[k]] === litVal[k];
      if (!ok) return false;
    }
    return tables.every((t) => t.tuples.has(t.scope.map((v) => build[v]).join(',')));
  };
  validators.set(model, check);
  return check;
}

/**
 * Checks a valid-domains answer against independent oracles, in time that suits models of
 * thousands of variables (the checker's own domains() makes one MiniSat call per value: ~25 s
 * per query on a 2,513-feature model).
 *
 * - A value the engine says is OUT: MiniSat must find no build with it. All of a group's out
 *   values go in one call ("the assignment and any of them": unsatisfiable exactly when each is).
 * - A value the engine says is IN: some valid build must take it. The engine proposes builds
 *   (cheapest builds that prefer values no build has shown yet) and each is verified by direct
 *   evaluation of every constraint of the JSON model (no solver); values no verified build
 *   shows are asked of MiniSat one by one.
 *
 * Groups follow the semantics of valid domains: the variables left free are judged under the
 * whole assignment; an assigned variable's values with its own assignment lifted.
 */
export function checkDomains(checker: SatChecker, model: RuleModel, engine: RulesEngine, current: (number | undefined)[], dom: DomainsResult): string[] {
  const m = engine.model;
  const wrong: string[] = [];
  const valid = validatorFor(model);
  const named = (values: (number | undefined)[]): NamedAssignment => {
    const a: NamedAssignment = {};
    values.forEach((x, v) => x !== undefined && (a[m.names[v]] = m.domains[v][x]));
    return a;
  };
  const assigned = current.flatMap((x, v) => (x === undefined ? [] : [v]));
  const free = m.names.map((_, v) => v).filter((v) => current[v] === undefined);
  const groups: { lifted: number; vars: number[] }[] = [{ lifted: -1, vars: free }, ...assigned.map((v) => ({ lifted: v, vars: [v] }))];
  for (const g of groups) {
    const held = current.map((x, v) => (v === g.lifted ? undefined : x));
    const heldNames = named(held);
    const outs: [string, string][] = [];
    const pending = new Set<string>();
    for (const v of g.vars) {
      m.domains[v].forEach((val, j) => {
        if (!dom.supported[v][j]) outs.push([m.names[v], val]);
        else pending.add(`${v}:${j}`);
      });
    }
    for (const [name, val] of checker.consistentAmong(heldNames, outs)) wrong.push(`domains: ${name}=${val} engine false, a build has it`);
    // Witness builds: held variables fixed, pending values free, the rest at a small cost, so
    // the cheapest build takes as many values not yet shown as it can.
    const costs = m.domains.map((vals, v) =>
      vals.map((_, j) => {
        if (held[v] !== undefined) return held[v] === j ? 0 : Infinity;
        return pending.has(`${v}:${j}`) ? 0 : 1;
      }),
    );
    for (let round = 0; round < WITNESS_ROUNDS && pending.size > 0; round++) {
      const build = engine.cheapestBuild(costs);
      if (!build) break;
      const fits = held.every((x, v) => x === undefined || build[v] === x);
      if (!fits || !valid(build)) {
        wrong.push('domains: the engine proposed a witness build that breaks a constraint');
        break;
      }
      let shown = 0;
      for (const v of g.vars) {
        if (!pending.delete(`${v}:${build[v]}`)) continue;
        costs[v][build[v]] = 1;
        shown++;
      }
      if (shown === 0) break;
    }
    for (const key of pending) {
      const [v, j] = key.split(':').map(Number);
      if (!checker.consistent({ ...heldNames, [m.names[v]]: m.domains[v][j] })) wrong.push(`domains: ${m.names[v]}=${m.domains[v][j]} engine true, no build has it`);
    }
  }
  return wrong;
}

/** The restriction of a partial build (one value per assigned variable). */
export const restrictionOf = (m: RulesEngine['model'], current: (number | undefined)[]): Restriction =>
  current.map((c, w) => (c === undefined ? undefined : m.domains[w].map((_, j) => j === c)));
