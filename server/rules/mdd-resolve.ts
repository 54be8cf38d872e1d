import type { CompiledMdd } from './mdd-compile';
import { type CostTable, costToEnd } from './mdd-queries';
import { MinHeap } from './min-heap';

/** One change of a resolution: variable `v` moves from `from` (its current value) to `to`. */
export interface Change {
  v: number;
  from: number;
  to: number;
}

export interface Resolution {
  cost: number;
  changes: Change[];
}

interface State {
  u: number;
  g: number;
  changes: Change[];
  key: string;
}

/** Does change list `small` (sorted keys) lie inside `big`? */
const isSubset = (small: Set<string>, big: Set<string>) => {
  if (small.size > big.size) return false;
  for (const k of small) if (!big.has(k)) return false;
  return true;
};

/**
 * Up to `k` cheapest minimal ways to make the selection valid. A change is taking a value other
 * than `current[v]` for an assigned variable; its price is costs[v][value] (> 0; Infinity for the
 * latest pick, which is never undone). Free variables cost 0 and never appear as changes.
 *
 * Best-first search over (node, changes so far) guided by the exact cost-to-end of every node,
 * so complete resolutions pop in order of cost. A resolution whose change set contains an
 * earlier one is not minimal (the earlier one is cheaper and valid) and is skipped, as is any
 * partial path already containing one. `maxPops` bounds the work on adversarial models.
 */
export function mddResolve(d: CompiledMdd, costs: CostTable, current: (number | undefined)[], k = 3, maxPops = 200_000): Resolution[] {
  const b = costToEnd(d, costs);
  if (d.empty || b[0] === Infinity) return [];
  const terminal = d.nodes - 1;
  const n = d.order.length;
  const levelOf = (u: number) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (d.levelStart[mid] <= u) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const found: Set<string>[] = [];
  const out: Resolution[] = [];
  const seen = new Set<string>();
  const heap = new MinHeap<State>();
  heap.push(b[0], { u: 0, g: 0, changes: [], key: '' });
  const keySet = (s: State) => new Set(s.changes.map((c) => `${c.v}=${c.to}`));
  const dominated = (s: State) => {
    if (found.length === 0 || s.changes.length === 0) return false;
    const ks = keySet(s);
    return found.some((f) => isSubset(f, ks));
  };
  let pops = 0;
  while (heap.size && out.length < k && pops++ < maxPops) {
    const s = heap.pop()!.v;
    if (dominated(s)) continue;
    if (s.u === terminal) {
      found.push(keySet(s));
      out.push({ cost: s.g, changes: [...s.changes].sort((x, y) => x.v - y.v) });
      continue;
    }
    const l = levelOf(s.u);
    const v = d.order[l];
    const c = costs[v];
    for (let e = d.first[s.u]; e < d.first[s.u + 1]; e++) {
      const val = d.vals[e];
      const kid = d.kids[e];
      const g = s.g + c[val];
      if (g === Infinity || b[kid] === Infinity) continue;
      const cur = current[v];
      const isChange = cur !== undefined && cur !== val;
      const key = isChange ? `${s.key}${v}=${val};` : s.key;
      const id = `${kid}|${key}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const changes = isChange ? [...s.changes, { v, from: cur, to: val }] : s.changes;
      heap.push(g + b[kid], { u: kid, g, changes, key });
    }
  }
  (globalThis as any).__pops = pops;
  return out;
}
