import type { IndexedModel } from './rule-model';

/** Scopes (variable index lists) of every constraint. */
export function scopesOf(m: IndexedModel): number[][] {
  return [...m.tables.map((t) => t.scope), ...m.clauses.map((c) => c.literals.map((l) => l.v))];
}

/** Sum over constraints of (last level - first level): small spans keep decision diagrams narrow. */
export function totalSpan(scopes: number[][], pos: ArrayLike<number>): number {
  let s = 0;
  for (const sc of scopes) {
    if (sc.length < 2) continue;
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of sc) {
      lo = Math.min(lo, pos[v]);
      hi = Math.max(hi, pos[v]);
    }
    s += hi - lo;
  }
  return s;
}

/**
 * Static variable order from the constraint graph: the FORCE heuristic (Aloul, Markov, Sakallah
 * 2003) pulls the variables of each constraint together by repeatedly moving every variable to
 * the mean centre of gravity of its constraints, starting from a breadth-first (Cuthill-McKee
 * like) order; the order with the smallest total span wins. Returns order[level] = variable.
 */
export function computeVariableOrder(m: IndexedModel, iterations = 40): number[] {
  const n = m.names.length;
  const scopes = scopesOf(m).filter((s) => s.length > 1);
  const adj: number[][] = Array.from({ length: n }, () => []);
  const cons: number[][] = Array.from({ length: n }, () => []);
  scopes.forEach((sc, k) => {
    for (const v of sc) {
      cons[v].push(k);
      for (const w of sc) if (w !== v) adj[v].push(w);
    }
  });
  // BFS seed from the lowest-degree vertex of each component, as Cuthill-McKee does.
  const seen = new Uint8Array(n);
  const bfs: number[] = [];
  const byDegree = [...Array(n).keys()].sort((a, b) => adj[a].length - adj[b].length || a - b);
  for (const s of byDegree) {
    if (seen[s]) continue;
    seen[s] = 1;
    const queue = [s];
    for (let q = 0; q < queue.length; q++) {
      const v = queue[q];
      bfs.push(v);
      const next = [...new Set(adj[v])].filter((w) => !seen[w]).sort((a, b) => adj[a].length - adj[b].length || a - b);
      for (const w of next) {
        seen[w] = 1;
        queue.push(w);
      }
    }
  }
  let order = bfs;
  const posOf = (o: number[]) => {
    const p = new Float64Array(n);
    o.forEach((v, i) => (p[v] = i));
    return p;
  };
  let best = order;
  let bestSpan = totalSpan(scopes, posOf(order));
  let pos = posOf(order);
  for (let it = 0; it < iterations; it++) {
    const cog = scopes.map((sc) => sc.reduce((s, v) => s + pos[v], 0) / sc.length);
    const target = new Float64Array(n);
    for (let v = 0; v < n; v++) target[v] = cons[v].length ? cons[v].reduce((s, k) => s + cog[k], 0) / cons[v].length : pos[v];
    order = [...Array(n).keys()].sort((a, b) => target[a] - target[b] || pos[a] - pos[b]);
    pos = posOf(order);
    const span = totalSpan(scopes, pos);
    if (span < bestSpan) {
      best = order;
      bestSpan = span;
    }
  }
  return best;
}

/** Neighbour sets of the constraint graph (variables sharing a constraint). */
function neighbours(m: IndexedModel): Set<number>[] {
  const adj: Set<number>[] = m.names.map(() => new Set<number>());
  for (const sc of scopesOf(m)) for (const v of sc) for (const w of sc) if (v !== w) adj[v].add(w);
  return adj;
}

/**
 * Maximum-cardinality search (Tarjan and Yannakakis 1984), reversed: repeatedly number the
 * variable with the most numbered neighbours (ties: lowest index). Its reverse is a perfect
 * elimination order on chordal graphs, so tables that share variables end up near each other
 * and the diagram's width tracks the graph's tree width. Returns order[level] = variable.
 */
export function mcsOrder(m: IndexedModel): number[] {
  const n = m.names.length;
  const adj = neighbours(m);
  const weight = new Int32Array(n);
  const done = new Uint8Array(n);
  const picked: number[] = [];
  for (let k = 0; k < n; k++) {
    let best = -1;
    for (let v = 0; v < n; v++) if (!done[v] && (best < 0 || weight[v] > weight[best])) best = v;
    done[best] = 1;
    picked.push(best);
    for (const w of adj[best]) weight[w]++;
  }
  return picked.reverse();
}

/**
 * Candidate variable orders for the compiler, each with a name for reports: no single
 * heuristic wins on every public model, so the compiler races them. Measured (nodes, compile
 * alone): CLib Renault FORCE 31,546 / MCS 333,522 / min-degree 402,770; BR4CP medium min-degree
 * 4,403 (0.46 s) / MCS 7,248 (0.33 s) / FORCE 5,722 (6.9 s); PC feature model FORCE 9,036 / MCS
 * 529,860 / min-degree over 5M edges.
 */
export function candidateOrders(m: IndexedModel): { name: string; order: number[] }[] {
  return [
    { name: 'mcs', order: mcsOrder(m) },
    { name: 'force', order: computeVariableOrder(m) },
    { name: 'min-degree', order: minDegreeOrder(m) },
  ];
}

/**
 * Minimum-degree elimination order (the sparse-matrix heuristic, as used for tree
 * decompositions): repeatedly eliminate the variable with the fewest neighbours left (ties:
 * fewest constraints, then lowest index), joining its remaining neighbours into a clique. The
 * elimination sequence itself is the order, so the first levels hold the loosely tied variables
 * and the tightly tied core sits together at the bottom. Returns order[level] = variable.
 */
export function minDegreeOrder(m: IndexedModel): number[] {
  const n = m.names.length;
  const adj = neighbours(m);
  const done = new Uint8Array(n);
  const picked: number[] = [];
  // Binary min-heap of (degree, variable) entries; an entry whose degree is stale is skipped
  // when popped, so each pop is the exact minimum (ties: lowest index), in O(log n) instead of
  // a scan of every variable (5 s on the 14,010-variable automotive02 model).
  const heapDeg: number[] = [];
  const heapVar: number[] = [];
  const less = (i: number, j: number) => heapDeg[i] < heapDeg[j] || (heapDeg[i] === heapDeg[j] && heapVar[i] < heapVar[j]);
  const swap = (i: number, j: number) => {
    [heapDeg[i], heapDeg[j]] = [heapDeg[j], heapDeg[i]];
    [heapVar[i], heapVar[j]] = [heapVar[j], heapVar[i]];
  };
  const push = (v: number) => {
    heapDeg.push(adj[v].size);
    heapVar.push(v);
    for (let i = heapDeg.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (!less(i, p)) break;
      swap(i, p);
      i = p;
    }
  };
  const pop = (): [number, number] => {
    const top: [number, number] = [heapDeg[0], heapVar[0]];
    const lastDeg = heapDeg.pop()!;
    const lastVar = heapVar.pop()!;
    if (heapDeg.length) {
      heapDeg[0] = lastDeg;
      heapVar[0] = lastVar;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        if (l >= heapDeg.length) break;
        const c = l + 1 < heapDeg.length && less(l + 1, l) ? l + 1 : l;
        if (!less(c, i)) break;
        swap(c, i);
        i = c;
      }
    }
    return top;
  };
  for (let v = 0; v < n; v++) push(v);
  while (picked.length < n) {
    const [deg, best] = pop();
    if (done[best] || deg !== adj[best].size) continue;
    done[best] = 1;
    picked.push(best);
    const nb = [...adj[best]];
    for (const w of nb) adj[w].delete(best);
    // Fill: the eliminated variable's neighbours now depend on each other. Past a large
    // neighbourhood the clique would cost quadratic memory for no better order: skip it.
    if (nb.length <= 200) for (const a of nb) for (const b of nb) if (a !== b) adj[a].add(b);
    for (const w of nb) push(w);
  }
  return picked;
}
