/**
 * The CNF side of the d-DNNF compiler (ddnnf-compile.ts): the current partial assignment, unit
 * propagation, and splitting what is left into connected components. Literals are 2v + j
 * ("variable v takes value j"), negation is `lit ^ 1`.
 */

/** A connected part of the residual formula: its variables and long clauses, both ascending. */
export interface Component {
  vars: Int32Array;
  clauses: Int32Array;
  hash: number;
  /** The branching variable: the one in most residual clauses (ties: most clauses overall). */
  best: number;
}

/** CSR adjacency: the items of row r are list[start[r]..start[r+1]). */
interface Csr {
  start: Int32Array;
  list: Int32Array;
}

const csr = (rows: number, pairs: [number, number][]): Csr => {
  const start = new Int32Array(rows + 1);
  for (const [r] of pairs) start[r + 1]++;
  for (let r = 0; r < rows; r++) start[r + 1] += start[r];
  const fill = start.slice(0, rows);
  const list = new Int32Array(pairs.length);
  for (const [r, x] of pairs) list[fill[r]++] = x;
  return { start, list };
};

export class CnfState {
  /** Per variable: -1 unassigned, else the value taken. */
  readonly val: Int8Array;
  readonly trail: Int32Array;
  trailLen = 0;
  private qhead = 0;
  /** Binary clauses as implications: literal l true forces every literal in row l. */
  private readonly imp: Csr;
  /** Binary clauses as variable adjacency (for components). */
  private readonly binAdj: Csr;
  /** Long clauses (3+ literals): their literals, watched at positions 0 and 1. */
  private readonly lits: Int32Array;
  private readonly cStart: Int32Array;
  private readonly watches: number[][];
  /** Per variable, the long clauses it occurs in. */
  private readonly occ: Csr;
  private readonly staticScore: Int32Array;
  private readonly units: number[] = [];
  private unsat = false;
  // Scratch of split(): stamps mark what the current split has seen.
  private stamp = 0;
  private readonly varMark: Int32Array;
  private readonly clauseMark: Int32Array;
  private readonly score: Int32Array;
  private readonly varComp: Int32Array;
  private readonly clauseComp: Int32Array;

  constructor(
    readonly vars: number,
    clauses: number[][],
    /** Decision priority per variable (lower first); undefined: most residual clauses first. */
    private readonly rank?: Int32Array,
  ) {
    this.val = new Int8Array(vars).fill(-1);
    this.trail = new Int32Array(vars);
    const impPairs: [number, number][] = [];
    const adjPairs: [number, number][] = [];
    const longs: number[][] = [];
    this.staticScore = new Int32Array(vars);
    for (const raw of clauses) {
      const c = [...new Set(raw)];
      if (c.some((l) => c.includes(l ^ 1))) continue; // tautology
      for (const l of c) this.staticScore[l >> 1]++;
      if (c.length === 0) this.unsat = true;
      else if (c.length === 1) this.units.push(c[0]);
      else if (c.length === 2) {
        impPairs.push([c[0] ^ 1, c[1]], [c[1] ^ 1, c[0]]);
        adjPairs.push([c[0] >> 1, c[1] >> 1], [c[1] >> 1, c[0] >> 1]);
      } else longs.push(c);
    }
    this.imp = csr(2 * vars, impPairs);
    this.binAdj = csr(vars, adjPairs);
    this.cStart = new Int32Array(longs.length + 1);
    longs.forEach((c, i) => (this.cStart[i + 1] = this.cStart[i] + c.length));
    this.lits = new Int32Array(this.cStart[longs.length]);
    longs.forEach((c, i) => this.lits.set(c, this.cStart[i]));
    this.watches = Array.from({ length: 2 * vars }, () => []);
    longs.forEach((c, i) => {
      this.watches[c[0]].push(i);
      this.watches[c[1]].push(i);
    });
    this.occ = csr(
      vars,
      longs.flatMap((c, i) => c.map((l): [number, number] => [l >> 1, i])),
    );
    this.varMark = new Int32Array(vars);
    this.clauseMark = new Int32Array(longs.length);
    this.score = new Int32Array(vars);
    this.varComp = new Int32Array(vars);
    this.clauseComp = new Int32Array(longs.length);
  }

  /** Applies the unit clauses; false when the formula is unsatisfiable by propagation alone. */
  start(): boolean {
    if (this.unsat) return false;
    for (const u of this.units) {
      const v = this.val[u >> 1];
      if (v === -1) this.set(u);
      else if (v !== (u & 1)) return false;
    }
    return this.propagate();
  }

  private set(lit: number): void {
    this.val[lit >> 1] = lit & 1;
    this.trail[this.trailLen++] = lit;
  }

  /** Assigns a decision literal and propagates; false on a conflict (then call undo). */
  assume(lit: number): boolean {
    this.set(lit);
    return this.propagate();
  }

  /** Takes back every assignment made since the trail had length `mark`. */
  undo(mark: number): void {
    for (let t = mark; t < this.trailLen; t++) this.val[this.trail[t] >> 1] = -1;
    this.trailLen = mark;
    this.qhead = mark;
  }

  private propagate(): boolean {
    const { val, lits, cStart, imp } = this;
    while (this.qhead < this.trailLen) {
      const p = this.trail[this.qhead++];
      for (let k = imp.start[p]; k < imp.start[p + 1]; k++) {
        const q = imp.list[k];
        const vq = val[q >> 1];
        if (vq === -1) this.set(q);
        else if (vq !== (q & 1)) return false;
      }
      const fl = p ^ 1;
      const ws = this.watches[fl];
      let i = 0;
      let j = 0;
      while (i < ws.length) {
        const c = ws[i++];
        const s = cStart[c];
        if (lits[s] === fl) {
          lits[s] = lits[s + 1];
          lits[s + 1] = fl;
        }
        const other = lits[s];
        const vo = val[other >> 1];
        if (vo === (other & 1)) {
          ws[j++] = c;
          continue;
        }
        let moved = false;
        for (let k = s + 2; k < cStart[c + 1]; k++) {
          const l = lits[k];
          const vl = val[l >> 1];
          if (vl === -1 || vl === (l & 1)) {
            lits[s + 1] = l;
            lits[k] = fl;
            this.watches[l].push(c);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        ws[j++] = c;
        if (vo !== -1) {
          while (i < ws.length) ws[j++] = ws[i++];
          ws.length = j;
          return false;
        }
        this.set(other);
      }
      ws.length = j;
    }
    return true;
  }

  private satisfied(c: number): boolean {
    for (let k = this.cStart[c]; k < this.cStart[c + 1]; k++) {
      const l = this.lits[k];
      if (this.val[l >> 1] === (l & 1)) return true;
    }
    return false;
  }

  /**
   * Splits the unassigned variables among `vars` into connected components of the residual
   * formula (variables linked by a binary clause or an unsatisfied long clause); a variable in no
   * residual clause is free. Breadth-first with an explicit queue. Each component's variables
   * and clauses come out ascending by filtering the parent's ascending lists (no sorting).
   */
  split(vars: Int32Array, parentClauses: Int32Array | undefined): { free: number[]; comps: Component[] } {
    const { val, varMark, clauseMark, score, binAdj, occ, lits, cStart, varComp, clauseComp } = this;
    const stamp = ++this.stamp;
    const free: number[] = [];
    const queue: number[] = [];
    const roots: number[] = [];
    const sizes: number[] = [];
    const clauseCount: number[] = [];
    const mark = (w: number, k: number) => {
      varMark[w] = stamp;
      varComp[w] = k;
      score[w] = 0;
      queue.push(w);
    };
    for (const v of vars) {
      if (val[v] !== -1 || varMark[v] === stamp) continue;
      const k = roots.length;
      queue.length = 0;
      let clauses = 0;
      mark(v, k);
      for (let qi = 0; qi < queue.length; qi++) {
        const u = queue[qi];
        for (let e = binAdj.start[u]; e < binAdj.start[u + 1]; e++) {
          const w = binAdj.list[e];
          if (val[w] !== -1) continue;
          score[u]++;
          if (varMark[w] !== stamp) mark(w, k);
        }
        for (let e = occ.start[u]; e < occ.start[u + 1]; e++) {
          const c = occ.list[e];
          if (clauseMark[c] === stamp) continue;
          clauseMark[c] = stamp;
          clauseComp[c] = -1;
          if (this.satisfied(c)) continue;
          clauseComp[c] = k;
          clauses++;
          for (let x = cStart[c]; x < cStart[c + 1]; x++) {
            const w = lits[x] >> 1;
            if (val[w] !== -1) continue;
            if (varMark[w] !== stamp) mark(w, k);
            score[w]++;
          }
        }
      }
      if (queue.length === 1 && score[v] === 0) {
        varComp[v] = -1;
        free.push(v);
        continue;
      }
      roots.push(v);
      sizes.push(queue.length);
      clauseCount.push(clauses);
    }
    // Distribute the parent's ascending lists into the components, keeping the order.
    const cv = sizes.map((n) => new Int32Array(n));
    const cc = clauseCount.map((n) => new Int32Array(n));
    const vAt = new Int32Array(roots.length);
    const cAt = new Int32Array(roots.length);
    for (const v of vars) if (val[v] === -1 && varComp[v] >= 0) cv[varComp[v]][vAt[varComp[v]]++] = v;
    const take = (c: number) => {
      if (clauseMark[c] === stamp && clauseComp[c] >= 0) cc[clauseComp[c]][cAt[clauseComp[c]]++] = c;
    };
    if (parentClauses) for (const c of parentClauses) take(c);
    else for (let c = 0; c < clauseMark.length; c++) take(c);
    const comps: Component[] = cv.map((vs, k) => {
      let best = vs[0];
      const rank = this.rank;
      if (rank) {
        for (const w of vs) if (rank[w] < rank[best]) best = w;
      } else for (const w of vs) if (score[w] > score[best] || (score[w] === score[best] && this.staticScore[w] > this.staticScore[best])) best = w;
      return { vars: vs, clauses: cc[k], hash: hashComponent(vs, cc[k]), best };
    });
    return { free, comps };
  }

  pickVariable(c: Component): number {
    return c.best;
  }
}

function hashComponent(vars: Int32Array, clauses: Int32Array): number {
  let h = Math.imul(vars.length + 1, 0x9e3779b1);
  for (let i = 0; i < vars.length; i++) h = Math.imul(h ^ vars[i], 0x85ebca6b) ^ (h >>> 15);
  h = Math.imul(h ^ 0x27d4eb2f, 0xc2b2ae35);
  for (let i = 0; i < clauses.length; i++) h = Math.imul(h ^ clauses[i], 0x85ebca6b) ^ (h >>> 15);
  return (h ^ (h >>> 16)) >>> 0;
}

const sameArray = (x: Int32Array, y: Int32Array) => {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
};

/**
 * Compiled components by content: a component is its variables plus its residual long clauses
 * (binary clauses between its variables are implied by the variables; sharpSAT's key), so an
 * equal one met under a different assignment of the rest reuses the same node.
 */
export class ComponentCache {
  private readonly buckets = new Map<number, { c: Component; node: number }[]>();
  size = 0;

  get(c: Component): number | undefined {
    const list = this.buckets.get(c.hash);
    if (!list) return undefined;
    for (const e of list) if (sameArray(e.c.vars, c.vars) && sameArray(e.c.clauses, c.clauses)) return e.node;
    return undefined;
  }

  set(c: Component, node: number): void {
    const list = this.buckets.get(c.hash);
    if (list) list.push({ c, node });
    else this.buckets.set(c.hash, [{ c, node }]);
    this.size++;
  }
}
