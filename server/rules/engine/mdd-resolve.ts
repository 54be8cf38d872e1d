import type { CompiledMdd } from './mdd-compile';
import { type CostTable, cheapestPath } from './mdd-queries';

/** One change of a resolution: variable `v` moves from `from` (its current value) to `to`. */
export interface Change {
  v: number;
  from: number;
  to: number;
}

export interface Resolution {
  cost: number;
  changes: Change[];
  /** false when the SAT fallback could only make it subset-minimal, not the cheapest. */
  optimal?: false;
}

/** Alternatives costing more than this many times the best one are not offered. */
export const ALTERNATIVE_CAP = 2;

/** The cheapest complete build under a cost table (its cost and value per variable), if any. */
export type CheapestFn = (costs: CostTable) => { cost: number; values: number[] } | undefined;

/** Solves under `costs` with some (variable, value) pairs forbidden. */
function solveAvoiding(cheapest: CheapestFn, costs: CostTable, avoid: Change[]) {
  if (avoid.length === 0) return cheapest(costs);
  const table = costs.map((c) => c);
  for (const a of avoid) {
    if (table[a.v] === costs[a.v]) table[a.v] = [...costs[a.v]];
    table[a.v][a.to] = Infinity;
  }
  return cheapest(table);
}

/**
 * Up to `k` cheapest minimal ways to make the selection valid. A change is taking a value other
 * than `current[v]` for an assigned variable, at price costs[v][value] (> 0; Infinity for the
 * latest pick, which is never undone). Free variables cost 0 and never appear as changes.
 *
 * Lawler-style partitioning: the i-th answer is the cheapest build whose change set contains
 * none of the earlier answers' change sets, found as the best of one shortest-path pass per way
 * of avoiding one change from each earlier answer. Such an answer is minimal: a valid proper
 * subset would be cheaper and equally admissible. A config that is already valid comes back as
 * a single resolution with no changes.
 */
export function mddResolve(d: CompiledMdd, costs: CostTable, current: (number | undefined)[], k = 3): Resolution[] {
  return lawlerResolve((c) => cheapestPath(d, c), costs, current, k);
}

/** mddResolve over any compiled form that finds a cheapest build (diagram, d-DNNF). */
export function lawlerResolve(cheapest: CheapestFn, costs: CostTable, current: (number | undefined)[], k = 3): Resolution[] {
  const toResolution = (p: { cost: number; values: number[] }): Resolution => ({
    cost: p.cost,
    changes: p.values.flatMap((x, v) => {
      const cur = current[v];
      return cur !== undefined && cur !== x ? [{ v, from: cur, to: x }] : [];
    }),
  });
  const first = cheapest(costs);
  if (!first) return [];
  const out = [toResolution(first)];
  if (out[0].changes.length === 0) return out;
  const cap = ALTERNATIVE_CAP * first.cost;
  // Each hitting set picks one change of every earlier answer to avoid.
  let hitting: Change[][] = [[]];
  while (out.length < k) {
    const last = out[out.length - 1].changes;
    const next: Change[][] = [];
    const seen = new Set<string>();
    for (const h of hitting) {
      for (const c of last) {
        const set = h.some((x) => x.v === c.v && x.to === c.to) ? h : [...h, c];
        const key = set.map((x) => `${x.v}=${x.to}`).sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          next.push(set);
        }
      }
    }
    // Keep only minimal hitting sets: a superset avoids more and can never do better.
    hitting = next.filter((h) => !next.some((g) => g !== h && g.length < h.length && g.every((x) => h.some((y) => y.v === x.v && y.to === x.to))));
    let best: { cost: number; values: number[] } | undefined;
    for (const h of hitting) {
      const p = solveAvoiding(cheapest, costs, h);
      if (p && (!best || p.cost < best.cost)) best = p;
    }
    if (!best || best.cost > cap) break;
    out.push(toResolution(best));
  }
  return out;
}
