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

const grow = (a: Int32Array<ArrayBuffer>, need: number): Int32Array<ArrayBuffer> => {
  if (need <= a.length) return a;
  let size = a.length * 2;
  while (size < need) size *= 2;
  const b = new Int32Array(size);
  b.set(a);
  return b;
};

/** Thrown by a store whose time slice ran out; the caller may redo the operation later. */
export class SlicePaused extends Error {}

/**
 * Quasi-reduced multi-valued decision diagram store: every path visits every level, so two
 * diagrams over the same order always meet level by level (no skipped variables to reconcile).
 * Node 0 is false, node 1 the true terminal at level n. Nodes are hash-consed in an
 * open-addressing table over typed arrays (no string keys, no per-node objects), so equal
 * sub-diagrams are shared and memory grows by doubling flat arrays only.
 */
export class MddStore {
  level = new Int32Array(1024);
  first = new Int32Array(1024);
  count = new Int32Array(1024);
  vals = new Int32Array(4096);
  kids = new Int32Array(4096);
  nodes = 2;
  edges = 0;
  private table = new Int32Array(2048).fill(-1);
  /** performance.now() after which mk throws SlicePaused (checked every 4096 new nodes). */
  deadline = Infinity;
  private ticks = 0;
  private trueChain: number[] = [];

  constructor(
    readonly n: number,
    readonly domainSize: number[],
    readonly edgeBound: number,
  ) {
    this.level[0] = -1;
    this.level[1] = n;
    const stack = domainSize.reduce((a, d) => a + d, 1);
    this.edgeVals = new Int32Array(stack);
    this.edgeKids = new Int32Array(stack);
  }

  private hash(level: number, vals: ArrayLike<number>, kids: ArrayLike<number>, len: number, from = 0): number {
    let h = Math.imul(level + 1, 0x9e3779b1);
    for (let i = from; i < from + len; i++) {
      h = Math.imul(h ^ vals[i], 0x85ebca6b) + kids[i];
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    }
    return (h ^ (h >>> 16)) >>> 0;
  }

  private same(u: number, level: number, vals: ArrayLike<number>, kids: ArrayLike<number>, len: number): boolean {
    if (this.level[u] !== level || this.count[u] !== len) return false;
    const f = this.first[u];
    for (let i = 0; i < len; i++) if (this.vals[f + i] !== vals[i] || this.kids[f + i] !== kids[i]) return false;
    return true;
  }

  private rehash(): void {
    const size = this.table.length * 2;
    const t = new Int32Array(size).fill(-1);
    const mask = size - 1;
    for (let u = 2; u < this.nodes; u++) {
      const f = this.first[u];
      let i = this.hash(this.level[u], this.vals, this.kids, this.count[u], f) & mask;
      while (t[i] !== -1) i = (i + 1) & mask;
      t[i] = u;
    }
    this.table = t;
  }

  /**
   * The node with these (value, child) edges at `level` (values ascending); edges to false are
   * dropped, a node without edges is false.
   */
  mk(level: number, vals: ArrayLike<number>, kids: ArrayLike<number>, length = vals.length): number {
    return this.mkAt(level, vals, kids, 0, length);
  }

  /** mk over the edges at `from..from+length` of the given arrays. */
  mkAt(level: number, vals: ArrayLike<number>, kids: ArrayLike<number>, from: number, length: number): number {
    // Compact away false children in scratch copies.
    let len = 0;
    const v2 = scratchV;
    const k2 = scratchK;
    for (let i = from; i < from + length; i++) {
      if (kids[i] === 0) continue;
      v2[len] = vals[i];
      k2[len] = kids[i];
      len++;
    }
    if (len === 0) return 0;
    const mask = this.table.length - 1;
    let i = this.hash(level, v2, k2, len) & mask;
    for (;;) {
      const u = this.table[i];
      if (u === -1) break;
      if (this.same(u, level, v2, k2, len)) return u;
      i = (i + 1) & mask;
    }
    if (this.edges + len > this.edgeBound) throw new MddBoundExceeded(this.edgeBound);
    const id = this.nodes++;
    this.level = grow(this.level, this.nodes);
    this.first = grow(this.first, this.nodes);
    this.count = grow(this.count, this.nodes);
    this.vals = grow(this.vals, this.edges + len);
    this.kids = grow(this.kids, this.edges + len);
    this.level[id] = level;
    this.first[id] = this.edges;
    this.count[id] = len;
    for (let j = 0; j < len; j++) {
      this.vals[this.edges + j] = v2[j];
      this.kids[this.edges + j] = k2[j];
    }
    this.edges += len;
    this.table[i] = id;
    if (this.nodes * 2 > this.table.length) this.rehash();
    return id;
  }

  /** The diagram accepting everything from `level` down. */
  all(level: number): number {
    if (level === this.n) return 1;
    const hit = this.trueChain[level];
    if (hit !== undefined) return hit;
    const child = this.all(level + 1);
    const d = this.domainSize[level];
    const id = this.mk(level, iota(d), new Array<number>(d).fill(child));
    this.trueChain[level] = id;
    return id;
  }

  /** The and() memo of the current operands (kept across SlicePaused, so a retry resumes). */
  private readonly memo = new PairMemo();
  private andArgs = '';
  /**
   * Edge stack for and(): each recursion level writes its result edges here (above its
   * caller's), so no per-node arrays are allocated; sized to the sum of the domains, the most
   * a path of nested calls can hold at once.
   */
  private edgeVals: Int32Array;
  private edgeKids: Int32Array;

  /**
   * Conjunction of two diagrams (same order), memoised. When the time slice runs out it throws
   * SlicePaused and keeps its memo, so calling it again with the same operands resumes where it
   * stopped instead of starting over.
   */
  and(a: number, b: number): number {
    const args = `${a},${b}`;
    if (args !== this.andArgs) {
      this.memo.clear();
      this.andArgs = args;
    }
    const memo = this.memo;
    const stackV = this.edgeVals;
    const stackK = this.edgeKids;
    const rec = (x: number, y: number, sp: number): number => {
      if (x === 0 || y === 0) return 0;
      if (x === 1) return y;
      if (y === 1 || x === y) return x;
      // Both operands sit at the same level; the accept-all chain there is the identity.
      const tc = this.trueChain[this.level[x]];
      if (y === tc) return x;
      if (x === tc) return y;
      if (x > y) [x, y] = [y, x];
      const hit = memo.get(x, y);
      if (hit >= 0) return hit;
      if ((++this.ticks & 1023) === 0 && performance.now() > this.deadline) throw new SlicePaused();
      const fx = this.first[x];
      const cx = this.count[x];
      const fy = this.first[y];
      const cy = this.count[y];
      let len = 0;
      let i = 0;
      let j = 0;
      while (i < cx && j < cy) {
        // Re-read the arrays each step: a recursive mk may have grown (replaced) them.
        const vx = this.vals[fx + i];
        const vy = this.vals[fy + j];
        if (vx < vy) i++;
        else if (vy < vx) j++;
        else {
          const k = rec(this.kids[fx + i], this.kids[fy + j], sp + len);
          if (k !== 0) {
            stackV[sp + len] = vx;
            stackK[sp + len] = k;
            len++;
          }
          i++;
          j++;
        }
      }
      const r = this.mkAt(this.level[x], stackV, stackK, sp, len);
      memo.set(x, y, r);
      return r;
    };
    const r = rec(a, b, 0);
    this.memo.clear();
    this.andArgs = '';
    return r;
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

/**
 * Memo of and() results by operand pair: open addressing over typed arrays (a Map of numeric
 * keys allocated per entry and dominated the compile's garbage collection). Entries carry the
 * generation they were written in, so clearing between conjunctions is O(1).
 */
class PairMemo {
  private a = new Int32Array(1 << 12);
  private b = new Int32Array(1 << 12);
  private r = new Int32Array(1 << 12);
  private gen = new Int32Array(1 << 12);
  private current = 1;
  private size = 0;

  clear(): void {
    this.current++;
    this.size = 0;
    // Shrink a table a huge conjunction left behind, so later small ones do not pay for it.
    if (this.a.length > 1 << 20) this.alloc(1 << 12);
  }

  private alloc(cap: number): void {
    this.a = new Int32Array(cap);
    this.b = new Int32Array(cap);
    this.r = new Int32Array(cap);
    this.gen = new Int32Array(cap);
  }

  private slot(x: number, y: number): number {
    const mask = this.a.length - 1;
    let i = (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca6b)) >>> 0;
    i = (i ^ (i >>> 15)) & mask;
    while (this.gen[i] === this.current && (this.a[i] !== x || this.b[i] !== y)) i = (i + 1) & mask;
    return i;
  }

  /** The result for (x, y), or -1. */
  get(x: number, y: number): number {
    const i = this.slot(x, y);
    return this.gen[i] === this.current ? this.r[i] : -1;
  }

  set(x: number, y: number, r: number): void {
    if (2 * (this.size + 1) > this.a.length) this.grow();
    const i = this.slot(x, y);
    if (this.gen[i] !== this.current) this.size++;
    this.a[i] = x;
    this.b[i] = y;
    this.r[i] = r;
    this.gen[i] = this.current;
  }

  private grow(): void {
    const { a, b, r, gen, current } = this;
    this.alloc(a.length * 2);
    this.current = 1;
    this.size = 0;
    const live = current;
    for (let i = 0; i < a.length; i++) if (gen[i] === live) this.set(a[i], b[i], r[i]);
  }
}

// mk copies its input here before hashing; no domain is larger than this.
let scratchV = new Int32Array(1 << 16);
let scratchK = new Int32Array(1 << 16);
/** Makes sure mk's scratch buffers hold a node of `d` edges. */
export function reserveScratch(d: number): void {
  if (d > scratchV.length) {
    scratchV = new Int32Array(d);
    scratchK = new Int32Array(d);
  }
}

const iotaCache: number[][] = [];
function iota(d: number): number[] {
  return (iotaCache[d] ??= [...Array(d).keys()]);
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
      return store.mk(level, iota(d), new Array<number>(d).fill(child));
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
    const kids = iota(d).map((v) => (allowed?.[v] ? sat : rest));
    const r = store.mk(level, iota(d), kids);
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
