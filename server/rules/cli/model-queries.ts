import { type CostModel, costTable, unitCosts } from '../engine/cost-model';
import { parseAssignments, resolveName, toRestriction } from './query-parse';
import type { RulesEngine } from '../engine/rules-engine';

/** Valid domains by names, as the CLI prints them. */
export function namedDomains(engine: RulesEngine, assign: string) {
  const m = engine.model;
  const { restriction } = toRestriction(m, parseAssignments(m, assign));
  const d = engine.domains(restriction);
  const domains: Record<string, string[]> = {};
  m.names.forEach((name, v) => {
    domains[name] = m.domains[v].filter((_, j) => d.supported[v][j] && (restriction[v] === undefined || restriction[v]![j]));
  });
  const alternatives: Record<string, string[]> = {};
  m.names.forEach((name, v) => {
    if (restriction[v]) alternatives[name] = m.domains[v].filter((_, j) => d.supported[v][j]);
  });
  return { consistent: d.consistent, domains, alternatives };
}

/** Resolve steps by names: the latest pick is kept, every other assigned variable may change. */
export function namedResolve(engine: RulesEngine, assign: string, pick: string, costs: CostModel = unitCosts) {
  const m = engine.model;
  const assigns = parseAssignments(m, assign);
  const eq = pick.indexOf('=');
  const p = resolveName(m, pick.slice(0, eq).trim(), pick.slice(eq + 1).trim());
  const { current } = toRestriction(m, [...assigns, p]);
  const steps = engine.resolve(costTable(m, current, p, costs), current, 3);
  if (steps.length > 0 && steps[0].changes.length === 0) return { isConfigValid: true, resolveSteps: [] };
  return {
    isConfigValid: false,
    ...(steps.length === 0 ? { reason: `no valid build has ${pick}` } : {}),
    resolveSteps: steps.map((s) => ({
      weight: s.cost,
      requiredChanges: s.changes.map((c) => ({ variable: m.names[c.v], from: m.domains[c.v][c.from], to: m.domains[c.v][c.to] })),
    })),
  };
}

/**
 * Why a value is out, by names: a minimal set of the assigned picks whose removal frees it
 * (picks listed first are the last to be named). `excludedBy: null` means no build has the value.
 */
export function namedExplain(engine: RulesEngine, assign: string, value: string) {
  const m = engine.model;
  const picks = parseAssignments(m, assign);
  const eq = value.indexOf('=');
  const target = resolveName(m, value.slice(0, eq).trim(), value.slice(eq + 1).trim());
  const [set] = engine.explain([], picks, [target]);
  const name = (p: { v: number; value: number }) => ({ variable: m.names[p.v], value: m.domains[p.v][p.value] });
  if (set === null) return { available: false, excludedBy: null, reason: `no valid build has ${value}` };
  return { available: set.length === 0, excludedBy: set.map((i) => name(picks[i])) };
}
