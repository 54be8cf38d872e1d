import type { CompiledMdd } from './mdd-compile';

/** Per variable (model index): the values the selection allows, or undefined when free. */
export type Restriction = (boolean[] | undefined)[];

export interface DomainsResult {
  /** The selection extends to at least one valid complete build. */
  consistent: boolean;
  /**
   * supported[var][value]: the value extends to a valid build together with the selection of
   * every OTHER variable (the variable's own restriction is lifted, so an assigned attribute
   * shows which alternative values it could switch to).
   */
  supported: boolean[][];
}

const allowedAt = (r: Restriction, v: number, val: number) => {
  const a = r[v];
  return a === undefined || a[val];
};

/** Nodes reachable from the root along edges the restriction allows (one pass, top down). */
function forwardReach(d: CompiledMdd, r: Restriction): Uint8Array {
  const fwd = new Uint8Array(d.nodes);
  const { levelStart, first, vals, kids, order } = d;
  fwd[0] = 1;
  for (let l = 0; l < order.length; l++) {
    // The level's restriction, tested per edge; free levels skip the test.
    const mask = r[order[l]];
    const end = levelStart[l + 1];
    for (let u = levelStart[l]; u < end; u++) {
      if (!fwd[u]) continue;
      const last = first[u + 1];
      if (mask === undefined) for (let e = first[u]; e < last; e++) fwd[kids[e]] = 1;
      else for (let e = first[u]; e < last; e++) if (mask[vals[e]]) fwd[kids[e]] = 1;
    }
  }
  return fwd;
}

/** Valid domains in two passes over the diagram (reachable from the root, reaching the terminal). */
export function mddDomains(d: CompiledMdd, domainSizes: number[], r: Restriction): DomainsResult {
  const n = d.order.length;
  const supported = domainSizes.map((s) => new Array<boolean>(s).fill(false));
  if (d.empty) return { consistent: false, supported };
  const fwd = forwardReach(d, r);
  const bwd = new Uint8Array(d.nodes);
  const { levelStart, first, vals, kids, order } = d;
  bwd[d.nodes - 1] = 1;
  for (let l = n - 1; l >= 0; l--) {
    const mask = r[order[l]];
    const end = levelStart[l + 1];
    const sup = supported[order[l]];
    for (let u = levelStart[l]; u < end; u++) {
      let any = 0;
      const reached = fwd[u];
      const last = first[u + 1];
      for (let e = first[u]; e < last; e++) {
        if (!bwd[kids[e]]) continue;
        const val = vals[e];
        if (reached) sup[val] = true;
        if (mask === undefined || mask[val]) any = 1;
      }
      bwd[u] = any;
    }
  }
  return { consistent: bwd[0] === 1, supported };
}

/**
 * Which target values are supported (valid domains' semantics: each with its own variable's
 * restriction lifted), without building every variable's domain: one forward pass, and a
 * backward pass that stops at the highest target level. Explanations ask this many times per
 * query, for a few variables at a time.
 */
export function mddAvailable(d: CompiledMdd, r: Restriction, targets: readonly { v: number; value: number }[]): boolean[] {
  if (d.empty || targets.length === 0) return targets.map(() => false);
  const { levelStart, first, vals, kids, order, pos } = d;
  // The asked levels get a row each of `stride` flags (values found on a path through the
  // selection); typed arrays, not sets: this runs dozens of times per shopper query.
  const slotOf = new Int32Array(order.length).fill(-1);
  let slots = 0;
  let stride = 1;
  let top = order.length;
  for (const t of targets) {
    const l = pos[t.v];
    if (slotOf[l] < 0) slotOf[l] = slots++;
    if (t.value >= stride) stride = t.value + 1;
    if (l < top) top = l;
  }
  const found = new Uint8Array(slots * stride);
  const fwd = forwardReach(d, r);
  const bwd = new Uint8Array(d.nodes);
  bwd[d.nodes - 1] = 1;
  for (let l = order.length - 1; l >= top; l--) {
    const mask = r[order[l]];
    const row = slotOf[l] * stride;
    const end = levelStart[l + 1];
    for (let u = levelStart[l]; u < end; u++) {
      let any = 0;
      const reached = row >= 0 && fwd[u] === 1;
      const last = first[u + 1];
      for (let e = first[u]; e < last; e++) {
        if (!bwd[kids[e]]) continue;
        const val = vals[e];
        if (reached && val < stride) found[row + val] = 1;
        if (mask === undefined || mask[val]) any = 1;
      }
      bwd[u] = any;
    }
  }
  return targets.map((t) => found[slotOf[pos[t.v]] * stride + t.value] === 1);
}

/** Does the restriction extend to a valid build? One forward pass (no domains computed). */
export function mddConsistent(d: CompiledMdd, r: Restriction): boolean {
  return !d.empty && forwardReach(d, r)[d.nodes - 1] === 1;
}

/** Exact number of valid complete builds compatible with the restriction. */
export function mddCount(d: CompiledMdd, r: Restriction = []): bigint {
  if (d.empty) return 0n;
  const n = d.order.length;
  const cnt: bigint[] = new Array<bigint>(d.nodes).fill(0n);
  cnt[d.nodes - 1] = 1n;
  for (let l = n - 1; l >= 0; l--) {
    const v = d.order[l];
    for (let u = d.levelStart[l]; u < d.levelStart[l + 1]; u++) {
      let s = 0n;
      for (let e = d.first[u]; e < d.first[u + 1]; e++) if (allowedAt(r, v, d.vals[e])) s += cnt[d.kids[e]];
      cnt[u] = s;
    }
  }
  return cnt[0];
}

/** costs[var][value]: price of the build taking that value (0 = kept/free, Infinity = forbidden). */
export type CostTable = number[][];

/** Minimum cost from each node down to the terminal (Infinity when none). */
export function costToEnd(d: CompiledMdd, costs: CostTable): Float64Array {
  const n = d.order.length;
  const b = new Float64Array(d.nodes).fill(Infinity);
  if (d.empty) return b;
  b[d.nodes - 1] = 0;
  for (let l = n - 1; l >= 0; l--) {
    const c = costs[d.order[l]];
    for (let u = d.levelStart[l]; u < d.levelStart[l + 1]; u++) {
      let best = Infinity;
      for (let e = d.first[u]; e < d.first[u + 1]; e++) {
        const x = c[d.vals[e]] + b[d.kids[e]];
        if (x < best) best = x;
      }
      b[u] = best;
    }
  }
  return b;
}

/** The cheapest complete path under `costs`: its cost and the value of every variable. */
export function cheapestPath(d: CompiledMdd, costs: CostTable): { cost: number; values: number[] } | undefined {
  const b = costToEnd(d, costs);
  if (d.empty || b[0] === Infinity) return undefined;
  const values = new Array<number>(d.order.length);
  followCheapest(d, costs, b, 0, 0, values);
  return { cost: b[0], values };
}

/** A cheapest complete build (value per variable) that takes `value` for variable `v`, or undefined. */
export function cheapestBuildWith(d: CompiledMdd, costs: CostTable, v: number, value: number): number[] | undefined {
  const forced = costs.map((c, i) => (i === v ? c.map((_, j) => (j === value ? 0 : Infinity)) : c));
  return cheapestPath(d, forced)?.values;
}

/**
 * Walks down from node `u` at level `level` to the end, each step along an edge whose cost plus its
 * child's cost-to-end `b` equals the node's own (a cheapest continuation), writing each value into `build`.
 */
function followCheapest(d: CompiledMdd, costs: CostTable, b: ArrayLike<number>, u: number, level: number, build: number[]): void {
  for (let l = level; l < d.order.length; l++) {
    const c = costs[d.order[l]];
    let pick = d.first[u];
    for (let e = d.first[u]; e < d.first[u + 1]; e++) {
      if (c[d.vals[e]] + b[d.kids[e]] === b[u]) {
        pick = e;
        break;
      }
    }
    build[d.order[l]] = d.vals[pick];
    u = d.kids[pick];
  }
}

/**
 * Cheapest complete builds taking each target value, from one forward and one backward pass
 * (instead of one pass per target): the best path through an edge is the best path to its node,
 * the edge, and the best path from its child. The target variable's own cost is ignored.
 */
export function cheapestBuildsThrough(d: CompiledMdd, costs: CostTable, targets: { v: number; value: number }[]): (number[] | undefined)[] {
  const n = d.order.length;
  const b = costToEnd(d, costs);
  const f = new Float64Array(d.nodes).fill(Infinity);
  const predEdge = new Int32Array(d.nodes).fill(-1);
  const predNode = new Int32Array(d.nodes).fill(-1);
  if (d.empty) return targets.map(() => undefined);
  f[0] = 0;
  for (let l = 0; l < n; l++) {
    const c = costs[d.order[l]];
    for (let u = d.levelStart[l]; u < d.levelStart[l + 1]; u++) {
      if (f[u] === Infinity) continue;
      for (let e = d.first[u]; e < d.first[u + 1]; e++) {
        const x = f[u] + c[d.vals[e]];
        if (x < f[d.kids[e]]) {
          f[d.kids[e]] = x;
          predEdge[d.kids[e]] = e;
          predNode[d.kids[e]] = u;
        }
      }
    }
  }
  return targets.map(({ v, value }) => {
    const l = d.pos[v];
    let bestE = -1;
    let bestU = -1;
    let best = Infinity;
    for (let u = d.levelStart[l]; u < d.levelStart[l + 1]; u++) {
      if (f[u] === Infinity) continue;
      for (let e = d.first[u]; e < d.first[u + 1]; e++) {
        if (d.vals[e] !== value) continue;
        const x = f[u] + b[d.kids[e]];
        if (x < best) {
          best = x;
          bestE = e;
          bestU = u;
        }
      }
    }
    if (bestE < 0) return undefined;
    const build = new Array<number>(n);
    build[v] = value;
    // Up from the edge's node along best predecessors.
    for (let u = bestU, lu = l; lu > 0; lu--) {
      build[d.order[lu - 1]] = d.vals[predEdge[u]];
      u = predNode[u];
    }
    // Down from the edge's child along best successors.
    followCheapest(d, costs, b, d.kids[bestE], l + 1, build);
    return build;
  });
}
