import type { IndexedModel } from './rule-model';

/** Thrown when a diagram outgrows its edge bound; the engine then falls back to search. */
export class MddBoundExceeded extends Error {
  constructor(
    readonly bound: number,
    message = `decision diagram exceeds ${bound} edges`,
  ) {
    super(message);
  }
}

/**
 * Quasi-reduced multi-valued decision diagram store: every path visits every level, so two
 * diagrams over the same order always meet level by level (no skipped variables to reconcile).
 * Node 0 is false, node 1 the true terminal at level n. Nodes are hash-consed, so equal
 * sub-diagrams are shared.
 */
export class MddStore {
  level: number[] = [-1, -1];
  first: number[] = [0, 0];
  count: number[] = [0, 0];
  vals: number[] = [];
  kids: number[] = [];
  private unique = new Map<string, number>();
  private trueChain: number[] = [];

  constructor(
    readonly n: number,
    readonly domainSize: number[],
    readonly edgeBound: number,
  ) {
    this.level[1] = n;
  }

  get edges(): number {
    return this.vals.length;
  }

  /** The node with these (value, child) edges at `level`; edges to false are dropped. */
  mk(level: number, vals: number[], kids: number[]): number {
    let key = `${level}`;
    const v2: number[] = [];
    const k2: number[] = [];
    for (let i = 0; i < vals.length; i++) {
      if (kids[i] === 0) continue;
      v2.push(vals[i]);
      k2.push(kids[i]);
      key += `,${vals[i]}:${kids[i]}`;
    }
    if (v2.length === 0) return 0;
    const hit = this.unique.get(key);
    if (hit !== undefined) return hit;
    if (this.vals.length + v2.length > this.edgeBound) throw new MddBoundExceeded(this.edgeBound);
    const id = this.level.length;
    this.level.push(level);
    this.first.push(this.vals.length);
    this.count.push(v2.length);
    for (let i = 0; i < v2.length; i++) {
      this.vals.push(v2[i]);
      this.kids.push(k2[i]);
    }
    this.unique.set(key, id);
    return id;
  }

  /** The diagram accepting everything from `level` down. */
  all(level: number): number {
    if (level === this.n) return 1;
    const hit = this.trueChain[level];
    if (hit !== undefined) return hit;
    const child = this.all(level + 1);
    const d = this.domainSize[level];
    const id = this.mk(level, [...Array(d).keys()], new Array<number>(d).fill(child));
    this.trueChain[level] = id;
    return id;
  }

  /** Conjunction of two diagrams (same order). */
  and(a: number, b: number): number {
    const memo = new Map<number, number>();
    const rec = (x: number, y: number): number => {
      if (x === 0 || y === 0) return 0;
      if (x === 1) return y;
      if (y === 1 || x === y) return x;
      if (x > y) [x, y] = [y, x];
      const key = x * 134217728 + y;
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
      const vals: number[] = [];
      const kids: number[] = [];
      const [fx, cx, fy, cy] = [this.first[x], this.count[x], this.first[y], this.count[y]];
      let i = 0;
      let j = 0;
      while (i < cx && j < cy) {
        const vx = this.vals[fx + i];
        const vy = this.vals[fy + j];
        if (vx < vy) i++;
        else if (vy < vx) j++;
        else {
          vals.push(vx);
          kids.push(rec(this.kids[fx + i], this.kids[fy + j]));
          i++;
          j++;
        }
      }
      const r = this.mk(this.level[x], vals, kids);
      memo.set(key, r);
      return r;
    };
    return rec(a, b);
  }

  /** Nodes and edges reachable from `root`. */
  liveSize(root: number): { nodes: number; edges: number } {
    const seen = new Set<number>([root]);
    const stack = [root];
    let edges = 0;
    while (stack.length) {
      const u = stack.pop()!;
      edges += this.count[u];
      for (let e = this.first[u]; e < this.first[u] + this.count[u]; e++) {
        const k = this.kids[e];
        if (!seen.has(k)) {
          seen.add(k);
          stack.push(k);
        }
      }
    }
    return { nodes: seen.size, edges };
  }

  /** Copies the diagram under `root` into `target`, returning its root there (drops garbage). */
  copyTo(target: MddStore, root: number): number {
    const map = new Map<number, number>([
      [0, 0],
      [1, 1],
    ]);
    const rec = (u: number): number => {
      const hit = map.get(u);
      if (hit !== undefined) return hit;
      const vals: number[] = [];
      const kids: number[] = [];
      for (let e = this.first[u]; e < this.first[u] + this.count[u]; e++) {
        vals.push(this.vals[e]);
        kids.push(rec(this.kids[e]));
      }
      const r = target.mk(this.level[u], vals, kids);
      map.set(u, r);
      return r;
    };
    return rec(root);
  }
}

/** Diagram of one positive table: a trie over the tuples, don't-care levels accept all values. */
export function tableDiagram(store: MddStore, pos: number[], scope: number[], tuples: number[][]): number {
  // Reorder the scope by level so the trie follows the diagram order.
  const idx = scope.map((_, i) => i).sort((a, b) => pos[scope[a]] - pos[scope[b]]);
  const levels = idx.map((i) => pos[scope[i]]);
  const rows = tuples.map((t) => idx.map((i) => t[i]));
  const last = levels.length ? levels[levels.length - 1] : -1;
  const build = (level: number, k: number, set: number[][]): number => {
    if (set.length === 0) return 0;
    if (level > last) return store.all(level);
    if (levels[k] !== level) {
      const child = build(level + 1, k, set);
      const d = store.domainSize[level];
      return store.mk(level, [...Array(d).keys()], new Array<number>(d).fill(child));
    }
    const groups = new Map<number, number[][]>();
    for (const r of set) {
      const g = groups.get(r[k]);
      if (g) g.push(r);
      else groups.set(r[k], [r]);
    }
    const vals = [...groups.keys()].sort((a, b) => a - b);
    return store.mk(level, vals, vals.map((v) => build(level + 1, k + 1, groups.get(v)!)));
  };
  return build(0, 0, rows);
}

/** Diagram of one clause: a path is accepted once some literal holds. */
export function clauseDiagram(store: MddStore, pos: number[], literals: { v: number; allowed: boolean[] }[]): number {
  const atLevel = new Map<number, boolean[]>();
  for (const l of literals) atLevel.set(pos[l.v], l.allowed);
  const memo = new Map<number, number>();
  const unsat = (level: number): number => {
    if (level === store.n) return 0;
    const hit = memo.get(level);
    if (hit !== undefined) return hit;
    const d = store.domainSize[level];
    const allowed = atLevel.get(level);
    const rest = unsat(level + 1);
    const sat = allowed ? store.all(level + 1) : 0;
    const kids = [...Array(d).keys()].map((v) => (allowed?.[v] ? sat : rest));
    const r = store.mk(level, [...Array(d).keys()], kids);
    memo.set(level, r);
    return r;
  };
  return unsat(0);
}

/** One diagram builder per constraint, with the key to sort them into conjunction order. */
export function constraintBuilders(m: IndexedModel, pos: number[]): { sortKey: number; build: (s: MddStore) => number }[] {
  const out: { sortKey: number; build: (s: MddStore) => number }[] = [];
  // Conjoin bottom-up (deepest first): measured 2-3x faster than top-down on the public
  // benchmarks, as the partial diagram stays narrow near the root until the end.
  const key = (ls: number[]) => (ls.length ? -Math.min(...ls) : 0);
  for (const t of m.tables) {
    out.push({ sortKey: key(t.scope.map((v) => pos[v])), build: (s) => tableDiagram(s, pos, t.scope, t.tuples) });
  }
  for (const c of m.clauses) {
    out.push({ sortKey: key(c.literals.map((l) => pos[l.v])), build: (s) => clauseDiagram(s, pos, c.literals) });
  }
  return out;
}
