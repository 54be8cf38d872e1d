import type { DomainsResult, Restriction, CostTable } from './mdd-queries';
import { ALTERNATIVE_CAP, type Change, type Resolution } from './mdd-resolve';
import type { IndexedModel } from './rule-model';

type Doms = boolean[][];
interface Clause {
  literals: { v: number; allowed: boolean[] }[];
}

/** Thrown when a search exceeds its node budget: the answer would not be exact. */
export class SearchLimitExceeded extends Error {
  constructor(limit: number) {
    super(`search exceeded ${limit} nodes`);
  }
}

/**
 * Exact fallback for models whose decision diagram exceeds its bound: depth-first search with
 * propagation (generalised arc consistency on tables, unit propagation on clauses).
 * Valid domains use witness caching: every solution found proves all the values it takes.
 * Resolutions use branch and bound on the change cost, with each found change set blocked
 * by a clause so the next answer is the next cheapest minimal one.
 */
export class SearchSolver {
  private readonly watch: number[][];
  private nodes = 0;

  constructor(
    private readonly m: IndexedModel,
    private readonly nodeLimit = 5_000_000,
  ) {
    this.watch = m.names.map(() => []);
    m.tables.forEach((t, k) => t.scope.forEach((v) => this.watch[v].push(k)));
    const nt = m.tables.length;
    m.clauses.forEach((c, k) => c.literals.forEach((l) => this.watch[l.v].push(nt + k)));
  }

  private initial(r: Restriction, skip = -1, costs?: CostTable): Doms {
    return this.m.domains.map((d, v) => d.map((_, j) => (v === skip || r[v] === undefined || r[v]![j]) && (!costs || costs[v][j] < Infinity)));
  }

  /** Prunes `doms` in place to a fixpoint; false on a wipe-out. */
  private propagate(doms: Doms, extra: Clause[], changedVars?: number[]): boolean {
    const nt = this.m.tables.length;
    const nc = this.m.clauses.length;
    const queued = new Uint8Array(nt + nc + extra.length);
    const queue: number[] = [];
    const enqueueVar = (v: number) => {
      for (const k of this.watch[v]) {
        if (!queued[k]) {
          queued[k] = 1;
          queue.push(k);
        }
      }
      // Blocking clauses are not in the watch lists (they come per query): recheck them all.
      for (let k = nt + nc; k < nt + nc + extra.length; k++) {
        if (!queued[k]) {
          queued[k] = 1;
          queue.push(k);
        }
      }
    };
    if (changedVars) changedVars.forEach(enqueueVar);
    else {
      for (let k = 0; k < nt + nc; k++) {
        queued[k] = 1;
        queue.push(k);
      }
    }
    // Blocking clauses are few: always check them.
    for (let k = 0; k < extra.length; k++) {
      queued[nt + nc + k] = 1;
      queue.push(nt + nc + k);
    }
    while (queue.length) {
      const k = queue.pop()!;
      queued[k] = 0;
      if (k < nt) {
        const t = this.m.tables[k];
        const sup = t.scope.map((v) => new Array<boolean>(doms[v].length).fill(false));
        for (const tup of t.tuples) {
          let ok = true;
          for (let p = 0; p < tup.length && ok; p++) ok = doms[t.scope[p]][tup[p]];
          if (ok) for (let p = 0; p < tup.length; p++) sup[p][tup[p]] = true;
        }
        for (let p = 0; p < t.scope.length; p++) {
          const v = t.scope[p];
          let changed = false;
          let any = false;
          for (let j = 0; j < doms[v].length; j++) {
            if (doms[v][j] && !sup[p][j]) {
              doms[v][j] = false;
              changed = true;
            }
            any ||= doms[v][j];
          }
          if (!any) return false;
          if (changed) enqueueVar(v);
        }
      } else {
        const c = k < nt + nc ? this.m.clauses[k - nt] : extra[k - nt - nc];
        let live = -1;
        let liveCount = 0;
        let satisfied = false;
        for (let i = 0; i < c.literals.length && !satisfied; i++) {
          const { v, allowed } = c.literals[i];
          let can = false;
          let must = true;
          for (let j = 0; j < allowed.length; j++) {
            if (!doms[v][j]) continue;
            if (allowed[j]) can = true;
            else must = false;
          }
          if (must && can) satisfied = true;
          else if (can) {
            live = i;
            liveCount++;
          }
        }
        if (satisfied) continue;
        if (liveCount === 0) return false;
        if (liveCount === 1) {
          const { v, allowed } = c.literals[live];
          for (let j = 0; j < allowed.length; j++) if (!allowed[j]) doms[v][j] = false;
          enqueueVar(v);
        }
      }
    }
    return true;
  }

  /** Cheapest solution under `doms` (cost = sum of costs of the values taken), or undefined. */
  private best(doms: Doms, costs: CostTable | undefined, extra: Clause[], changed?: number[], prefer?: boolean[][]): { values: number[]; cost: number } | undefined {
    let best: { values: number[]; cost: number } | undefined;
    const minCost = (d: Doms, v: number) => {
      if (!costs) return 0;
      let m = Infinity;
      for (let j = 0; j < d[v].length; j++) if (d[v][j] && costs[v][j] < m) m = costs[v][j];
      return m;
    };
    // Depth-first search with an explicit stack (one frame per branching variable), so the
    // depth of the search is not bounded by the call stack. enter() propagates a node and
    // either fails it, records a solution, or pushes its branching frame.
    const stack: { d: Doms; pick: number; vals: number[]; k: number }[] = [];
    const enter = (d: Doms, changed?: number[]): 'stop' | 'fail' | 'branch' => {
      if (++this.nodes > this.nodeLimit) throw new SearchLimitExceeded(this.nodeLimit);
      if (!this.propagate(d, extra, changed)) return 'fail';
      let lb = 0;
      for (let v = 0; v < d.length; v++) lb += minCost(d, v);
      if (best && lb >= best.cost) return 'fail';
      let pick = -1;
      let size = Infinity;
      for (let v = 0; v < d.length; v++) {
        let s = 0;
        for (const x of d[v]) if (x) s++;
        if (s > 1 && s < size) {
          size = s;
          pick = v;
        }
      }
      if (pick < 0) {
        best = { values: d.map((dv) => dv.indexOf(true)), cost: lb };
        return costs ? 'fail' : 'stop'; // without costs the first solution is enough
      }
      const vals = d[pick].map((x, j) => (x ? j : -1)).filter((j) => j >= 0);
      if (costs) vals.sort((a, b) => costs[pick][a] - costs[pick][b] || a - b);
      // Valid domains: try values no witness has proven yet first, so each solution found
      // proves as many new values as it can (any order is exact; this one needs fewer searches).
      else if (prefer) vals.sort((a, b) => Number(prefer[pick][a]) - Number(prefer[pick][b]) || a - b);
      stack.push({ d, pick, vals, k: 0 });
      return 'branch';
    };
    this.nodes = 0;
    if (enter(doms.map((d) => [...d]), changed) === 'stop') return best;
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (top.k >= top.vals.length) {
        stack.pop();
        continue;
      }
      const j = top.vals[top.k++];
      const next = top.d.map((dv, v) => (v === top.pick ? dv.map((_, i) => i === j) : [...dv]));
      if (enter(next, [top.pick]) === 'stop') break;
    }
    return best;
  }

  /** Valid domains (same semantics as the diagram: each variable's own restriction lifted). */
  domains(r: Restriction): DomainsResult {
    const m = this.m;
    const supported = m.domains.map((d) => new Array<boolean>(d.length).fill(false));
    const violated = (values: number[]) => values.map((x, v) => r[v] !== undefined && !r[v]![x]).reduce<number[]>((a, bad, v) => (bad ? [...a, v] : a), []);
    const record = (values: number[]) => {
      const bad = violated(values);
      if (bad.length === 0) values.forEach((x, v) => (supported[v][x] = true));
      else if (bad.length === 1) supported[bad[0]][values[bad[0]]] = true;
    };
    const first = this.best(this.initial(r), undefined, []);
    if (first) record(first.values);
    // The selection's propagation fixpoint, computed once: for a variable the selection leaves
    // free, each probe starts from it and only propagates the probed value (values it already
    // pruned have no support), instead of re-propagating every constraint from scratch.
    const root = this.initial(r);
    const rootOk = first !== undefined && this.propagate(root, []);
    for (let v = 0; v < m.domains.length; v++) {
      for (let j = 0; j < m.domains[v].length; j++) {
        if (supported[v][j]) continue;
        if (r[v] === undefined) {
          if (!rootOk || !root[v][j]) continue;
          const d = root.map((x) => [...x]);
          d[v] = d[v].map((_, i) => i === j);
          const sol = this.best(d, undefined, [], [v], supported);
          if (sol) record(sol.values);
          continue;
        }
        const d = this.initial(r, v);
        d[v] = d[v].map((_, i) => i === j);
        const sol = this.best(d, undefined, [], undefined, supported);
        if (sol) record(sol.values);
      }
    }
    return { consistent: first !== undefined, supported };
  }

  /** Same contract as mddResolve. */
  resolve(costs: CostTable, current: (number | undefined)[], k = 3): Resolution[] {
    const out: Resolution[] = [];
    const blocks: Clause[] = [];
    while (out.length < k) {
      const sol = this.best(this.initial([], -1, costs), costs, blocks);
      if (!sol || sol.cost === Infinity) break;
      const changes: Change[] = [];
      sol.values.forEach((x, v) => {
        const cur = current[v];
        if (cur !== undefined && cur !== x) changes.push({ v, from: cur, to: x });
      });
      if (out.length > 0 && sol.cost > ALTERNATIVE_CAP * out[0].cost) break;
      out.push({ cost: sol.cost, changes });
      if (changes.length === 0) break;
      // Forbid every superset of this change set: at least one of its changes must not happen.
      blocks.push({ literals: changes.map((c) => ({ v: c.v, allowed: this.m.domains[c.v].map((_, j) => j !== c.to) })) });
    }
    return out;
  }

  /** Cheapest complete build under `costs`. */
  cheapestBuild(costs: CostTable): number[] | undefined {
    return this.best(this.initial([], -1, costs), costs, [])?.values;
  }

  /** Cheapest build taking `value` for `v`. */
  cheapestBuildWith(costs: CostTable, v: number, value: number): number[] | undefined {
    const d = this.initial([], -1, costs);
    d[v] = d[v].map((_, j) => j === value);
    return this.best(d, costs, [])?.values;
  }
}
