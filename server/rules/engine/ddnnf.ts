/**
 * A compiled form for Boolean clause models (feature models): a smooth deterministic
 * decomposable negation normal form (sd-DNNF, Darwiche 2001), in flat typed arrays.
 *
 * Node kinds: FALSE, TRUE, LIT (variable v takes value j: `a` is the literal 2v + j), FREE (the
 * variable `a` may take either value), AND (children over disjoint variables), OR (two children
 * that disagree on a decision variable, over the same variables). Children always have smaller
 * ids than their parent, so one loop over the ids is a bottom-up pass and one in reverse a
 * top-down pass: no query walks the circuit recursively.
 *
 * Smooth by construction (ddnnf-compile.ts): every OR's children mention the same variables, and
 * the root mentions every variable, so a node's models are exactly the assignments of its
 * variables, with no "missing variable" correction anywhere.
 */
export const FALSE = 0;
export const TRUE = 1;
export const KIND_FALSE = 0;
export const KIND_TRUE = 1;
export const KIND_LIT = 2;
export const KIND_FREE = 3;
export const KIND_AND = 4;
export const KIND_OR = 5;

/** The finished circuit: what queries read and the disk cache stores. */
export interface Ddnnf {
  vars: number;
  root: number;
  nodes: number;
  kind: Uint8Array;
  /** LIT: the literal; FREE: the variable; AND/OR: index of the first child in `kids`. */
  a: Int32Array;
  /** AND/OR: number of children. */
  b: Int32Array;
  kids: Int32Array;
}

const grow = <T extends Int32Array | Uint8Array>(arr: T, need: number, make: (n: number) => T): T => {
  if (need <= arr.length) return arr;
  let size = arr.length * 2;
  while (size < need) size *= 2;
  const out = make(size);
  out.set(arr);
  return out;
};

/**
 * Hash-consed node store: equal AND/OR nodes (same kind, same children) are stored once.
 * Literal and free-variable nodes are created up front: LIT(2v + j) is node 2 + 2v + j and
 * FREE(v) is node 2 + 2n + v.
 */
export class DdnnfStore {
  kind = new Uint8Array(1024);
  a = new Int32Array(1024);
  b = new Int32Array(1024);
  kids = new Int32Array(4096);
  nodes = 0;
  edges = 0;
  private table = new Int32Array(4096).fill(-1);

  constructor(readonly vars: number) {
    this.add(KIND_FALSE, 0, 0);
    this.add(KIND_TRUE, 0, 0);
    for (let lit = 0; lit < 2 * vars; lit++) this.add(KIND_LIT, lit, 0);
    for (let v = 0; v < vars; v++) this.add(KIND_FREE, v, 0);
  }

  lit(lit: number): number {
    return 2 + lit;
  }

  free(v: number): number {
    return 2 + 2 * this.vars + v;
  }

  private add(kind: number, a: number, b: number): number {
    const id = this.nodes++;
    this.kind = grow(this.kind, this.nodes, (n) => new Uint8Array(n));
    this.a = grow(this.a, this.nodes, (n) => new Int32Array(n));
    this.b = grow(this.b, this.nodes, (n) => new Int32Array(n));
    this.kind[id] = kind;
    this.a[id] = a;
    this.b[id] = b;
    return id;
  }

  private hash(kind: number, ch: ArrayLike<number>, len: number): number {
    let h = Math.imul(kind + 1, 0x9e3779b1);
    for (let i = 0; i < len; i++) {
      h = Math.imul(h ^ ch[i], 0x85ebca6b);
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    }
    return (h ^ (h >>> 16)) >>> 0;
  }

  /** The AND (kind 4) or OR (kind 5) node over these children (given in a canonical order). */
  private inner(kind: number, ch: ArrayLike<number>, len: number): number {
    const mask = this.table.length - 1;
    let i = this.hash(kind, ch, len) & mask;
    for (;;) {
      const u = this.table[i];
      if (u === -1) break;
      if (this.kind[u] === kind && this.b[u] === len) {
        const f = this.a[u];
        let same = true;
        for (let k = 0; k < len && same; k++) same = this.kids[f + k] === ch[k];
        if (same) return u;
      }
      i = (i + 1) & mask;
    }
    this.kids = grow(this.kids, this.edges + len, (n) => new Int32Array(n));
    const first = this.edges;
    for (let k = 0; k < len; k++) this.kids[first + k] = ch[k];
    this.edges += len;
    const id = this.add(kind, first, len);
    this.table[i] = id;
    if (2 * this.nodes > this.table.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const t = new Int32Array(this.table.length * 2).fill(-1);
    const mask = t.length - 1;
    for (let u = 0; u < this.nodes; u++) {
      if (this.kind[u] < KIND_AND) continue;
      let i = this.hash(this.kind[u], this.kids.subarray(this.a[u], this.a[u] + this.b[u]), this.b[u]) & mask;
      while (t[i] !== -1) i = (i + 1) & mask;
      t[i] = u;
    }
    this.table = t;
  }

  /**
   * Conjunction of nodes over disjoint variables (sorted in place for canonical form): FALSE if
   * any child is FALSE, TRUE children dropped, a single child returned as it is.
   */
  and(ch: number[]): number {
    let len = 0;
    for (const c of ch) {
      if (c === FALSE) return FALSE;
      if (c !== TRUE) ch[len++] = c;
    }
    ch.length = len;
    if (len === 0) return TRUE;
    if (len === 1) return ch[0];
    ch.sort((x, y) => x - y);
    return this.inner(KIND_AND, ch, len);
  }

  /** Decision between two nodes over the same variables (FALSE branches dropped). */
  or(x: number, y: number): number {
    if (x === FALSE) return y;
    if (y === FALSE) return x;
    return this.inner(KIND_OR, x < y ? [x, y] : [y, x], 2);
  }

  finish(root: number): Ddnnf {
    return { vars: this.vars, root, nodes: this.nodes, kind: this.kind.slice(0, this.nodes), a: this.a.slice(0, this.nodes), b: this.b.slice(0, this.nodes), kids: this.kids.slice(0, this.edges) };
  }
}
