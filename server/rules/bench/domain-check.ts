import type { DomainsResult, Restriction } from '../engine/mdd-queries';
import type { RuleModel } from '../engine/rule-model';
import type { RulesEngine } from '../engine/rules-engine';
import { type NamedAssignment, type SatChecker, isValidBuild } from '../tests/sat-checker';

/** Rounds of witness builds before the remaining claimed values are asked of MiniSat one by one. */
const WITNESS_ROUNDS = 64;

/**
 * Checks a valid-domains answer against independent oracles, in time that suits models of
 * thousands of variables (the checker's own domains() makes one MiniSat call per value: ~25 s
 * per query on a 2,513-feature model).
 *
 * - A value the engine says is OUT: MiniSat must find no build with it. All of a group's out
 *   values go in one call ("the assignment and any of them": unsatisfiable exactly when each is).
 * - A value the engine says is IN: some valid build must take it. The engine proposes builds
 *   (cheapest builds that prefer values no build has shown yet) and each is verified by direct
 *   evaluation of every constraint (isValidBuild, no solver); values no verified build shows
 *   after a few rounds are asked of MiniSat one by one.
 *
 * Groups follow the semantics of valid domains: the variables left free are judged under the
 * whole assignment; an assigned variable's values with its own assignment lifted.
 */
export function checkDomains(checker: SatChecker, model: RuleModel, engine: RulesEngine, current: (number | undefined)[], dom: DomainsResult): string[] {
  const m = engine.model;
  const wrong: string[] = [];
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
    const outs: [string, string][] = [];
    const pending = new Set<string>();
    for (const v of g.vars) {
      m.domains[v].forEach((val, j) => {
        if (!dom.supported[v][j]) outs.push([m.names[v], val]);
        else pending.add(`${v}:${j}`);
      });
    }
    for (const [name, val] of checker.consistentAmong(named(held), outs)) wrong.push(`domains: ${name}=${val} engine false, a build has it`);
    // Witness builds: held variables fixed, pending values free, the rest at a small cost, so
    // the cheapest build takes as many values not yet shown as it can.
    for (let round = 0; round < WITNESS_ROUNDS && pending.size > 0; round++) {
      const costs = m.domains.map((vals, v) =>
        vals.map((_, j) => {
          if (held[v] !== undefined) return held[v] === j ? 0 : Infinity;
          return pending.has(`${v}:${j}`) ? 0 : 1;
        }),
      );
      const build = engine.cheapestBuild(costs);
      if (!build) break;
      const asNames = named(build);
      const fits = Object.entries(named(held)).every(([k, x]) => asNames[k] === x);
      if (!fits || !isValidBuild(model, asNames)) {
        wrong.push('domains: the engine proposed a witness build that breaks a constraint');
        break;
      }
      let shown = 0;
      g.vars.forEach((v) => pending.delete(`${v}:${build[v]}`) && shown++);
      if (shown === 0) break;
    }
    for (const key of pending) {
      const [v, j] = key.split(':').map(Number);
      if (!checker.consistent({ ...named(held), [m.names[v]]: m.domains[v][j] })) wrong.push(`domains: ${m.names[v]}=${m.domains[v][j]} engine true, no build has it`);
    }
  }
  return wrong;
}

/** The restriction of a partial build (one value per assigned variable). */
export const restrictionOf = (m: RulesEngine['model'], current: (number | undefined)[]): Restriction =>
  current.map((c, w) => (c === undefined ? undefined : m.domains[w].map((_, j) => j === c)));
