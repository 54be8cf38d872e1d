/**
 * A small conflict-driven clause-learning SAT solver for the exact fallback (ADR 0146): two
 * watched literals, first-UIP learning, VSIDS with a binary heap, phase saving, Luby restarts,
 * learnt-clause reduction, and MiniSat-style assumptions so one solver answers many queries
 * incrementally (its learnt clauses carry over). Written here rather than taken from npm: the
 * only SAT package on the registry that runs on Node 20 (logic-solver, MiniSat compiled to
 * JavaScript in 2015, fixed heap) is the independent checker's, and the fallback must not share
 * code with the oracle it is checked against.
 *
 * Variables are 0..n-1; literal 2v is "v true", 2v+1 "v false".
 */
export class CdclSolver {
  private readonly clauses: Int32Array[] = [];
  private readonly learnt: boolean[] = [];
  private readonly watches: number[][];
  private readonly value: Int8Array; // per literal: 1 true, -1 false, 0 unassigned
  private readonly level: Int32Array;
  private readonly reason: Int32Array;
  private readonly trail: number[] = [];
  private readonly trailLim: number[] = [];
  private qhead = 0;
  private readonly activity: Float64Array;
  private inc = 1;
  private readonly heap: number[] = [];
  private readonly heapPos: Int32Array;
  /** Saved phase per variable (1 true, 0 false): where the search goes first. */
  readonly phase: Uint8Array;
  private readonly seen: Uint8Array;
  private unsat = false;
  private learnts = 0;
  conflicts = 0;

  constructor(readonly n: number) {
    this.watches = Array.from({ length: 2 * n }, () => []);
    this.value = new Int8Array(2 * n);
    this.level = new Int32Array(n);
    this.reason = new Int32Array(n).fill(-1);
    this.activity = new Float64Array(n);
    this.heapPos = new Int32Array(n).fill(-1);
    this.phase = new Uint8Array(n);
    this.seen = new Uint8Array(n);
    for (let v = 0; v < n; v++) this.heapInsert(v);
  }

  /** Adds a clause (literals as above) at level 0. Returns false once the formula is unsatisfiable. */
  addClause(lits: number[]): boolean {
    if (this.unsat) return false;
    this.backtrack(0);
    const uniq = [...new Set(lits)].filter((l) => this.value[l] !== -1 || this.level[l >> 1] > 0);
    if (uniq.some((l) => this.value[l] === 1 || uniq.includes(l ^ 1))) return true;
    if (uniq.length === 0) return !(this.unsat = true);
    if (uniq.length === 1) {
      this.enqueue(uniq[0], -1);
      if (this.propagate() >= 0) this.unsat = true;
      return !this.unsat;
    }
    this.attach(Int32Array.from(uniq), false);
    return true;
  }

  private attach(c: Int32Array, learnt: boolean): number {
    const id = this.clauses.length;
    this.clauses.push(c);
    this.learnt.push(learnt);
    this.watches[c[0] ^ 1].push(id);
    this.watches[c[1] ^ 1].push(id);
    if (learnt) this.learnts++;
    return id;
  }

  private enqueue(lit: number, reason: number): void {
    this.value[lit] = 1;
    this.value[lit ^ 1] = -1;
    this.level[lit >> 1] = this.trailLim.length;
    this.reason[lit >> 1] = reason;
    this.trail.push(lit);
  }

  /** Unit propagation; returns the conflicting clause or -1. */
  private propagate(): number {
    while (this.qhead < this.trail.length) {
      const p = this.trail[this.qhead++];
      const ws = this.watches[p]; // clauses watching the literal that just became false
      const falseLit = p ^ 1;
      let i = 0;
      let j = 0;
      while (i < ws.length) {
        const id = ws[i++];
        const c = this.clauses[id];
        if (c.length === 0) continue; // deleted
        if (c[0] === falseLit) {
          c[0] = c[1];
          c[1] = falseLit;
        }
        if (this.value[c[0]] === 1) {
          ws[j++] = id;
          continue;
        }
        let moved = false;
        for (let k = 2; k < c.length; k++) {
          if (this.value[c[k]] !== -1) {
            c[1] = c[k];
            c[k] = falseLit;
            this.watches[c[1] ^ 1].push(id);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        ws[j++] = id;
        if (this.value[c[0]] === -1) {
          while (i < ws.length) ws[j++] = ws[i++];
          ws.length = j;
          this.qhead = this.trail.length;
          return id;
        }
        this.enqueue(c[0], id);
      }
      ws.length = j;
    }
    return -1;
  }

  private analyze(confl: number): { learnt: number[]; back: number } {
    const out: number[] = [0];
    let pathC = 0;
    let p = -1;
    let idx = this.trail.length - 1;
    const cur = this.trailLim.length;
    let c = this.clauses[confl];
    for (;;) {
      for (let k = p === -1 ? 0 : 1; k < c.length; k++) {
        const q = c[k];
        const v = q >> 1;
        if (this.seen[v] || this.level[v] === 0) continue;
        this.seen[v] = 1;
        this.bump(v);
        if (this.level[v] >= cur) pathC++;
        else out.push(q);
      }
      while (!this.seen[this.trail[idx] >> 1]) idx--;
      p = this.trail[idx--];
      this.seen[p >> 1] = 0;
      pathC--;
      if (pathC === 0) break;
      c = this.clauses[this.reason[p >> 1]];
    }
    out[0] = p ^ 1;
    let back = 0;
    let maxI = 1;
    for (let k = 1; k < out.length; k++) {
      this.seen[out[k] >> 1] = 0;
      const l = this.level[out[k] >> 1];
      if (l > back) {
        back = l;
        maxI = k;
      }
    }
    if (out.length > 1) [out[1], out[maxI]] = [out[maxI], out[1]];
    this.inc *= 1 / 0.95;
    return { learnt: out, back };
  }

  private backtrack(lvl: number): void {
    if (this.trailLim.length <= lvl) return;
    for (let k = this.trail.length - 1; k >= this.trailLim[lvl]; k--) {
      const lit = this.trail[k];
      const v = lit >> 1;
      this.value[lit] = 0;
      this.value[lit ^ 1] = 0;
      this.reason[v] = -1;
      this.phase[v] = lit & 1 ? 0 : 1;
      if (this.heapPos[v] < 0) this.heapInsert(v);
    }
    this.trail.length = this.trailLim[lvl];
    this.trailLim.length = lvl;
    this.qhead = this.trail.length;
  }

  private bump(v: number): void {
    this.activity[v] += this.inc;
    if (this.activity[v] > 1e100) {
      for (let k = 0; k < this.n; k++) this.activity[k] *= 1e-100;
      this.inc *= 1e-100;
    }
    if (this.heapPos[v] >= 0) this.heapUp(this.heapPos[v]);
  }

  private heapInsert(v: number): void {
    this.heapPos[v] = this.heap.length;
    this.heap.push(v);
    this.heapUp(this.heap.length - 1);
  }

  private heapUp(i: number): void {
    const h = this.heap;
    const v = h[i];
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.activity[h[p]] >= this.activity[v]) break;
      h[i] = h[p];
      this.heapPos[h[i]] = i;
      i = p;
    }
    h[i] = v;
    this.heapPos[v] = i;
  }

  private heapPop(): number {
    const h = this.heap;
    const top = h[0];
    const last = h.pop()!;
    this.heapPos[top] = -1;
    if (h.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= h.length) break;
        const r = l + 1;
        const c = r < h.length && this.activity[h[r]] > this.activity[h[l]] ? r : l;
        if (this.activity[h[c]] <= this.activity[last]) break;
        h[i] = h[c];
        this.heapPos[h[i]] = i;
        i = c;
      }
      h[i] = last;
      this.heapPos[last] = i;
    }
    return top;
  }

  /** Drops half of the long learnt clauses that are not the reason of a current assignment. */
  private reduce(): void {
    const locked = new Set<number>();
    for (const lit of this.trail) if (this.reason[lit >> 1] >= 0) locked.add(this.reason[lit >> 1]);
    let dropped = 0;
    for (let id = 0; id < this.clauses.length; id++) {
      const c = this.clauses[id];
      if (!this.learnt[id] || c.length <= 3 || locked.has(id) || id % 2 === 0) continue;
      this.clauses[id] = new Int32Array(0); // watchers skip and forget deleted clauses
      dropped++;
    }
    this.learnts -= dropped;
  }

  /**
   * Solves under assumptions (literals held true for this call only). Returns a model (value per
   * variable, 1 or 0) or undefined when no solution extends the assumptions.
   */
  solve(assumptions: number[] = []): Uint8Array | undefined {
    if (this.unsat) return undefined;
    this.backtrack(0);
    if (this.propagate() >= 0) {
      this.unsat = true;
      return undefined;
    }
    let restart = 0;
    let budget = 100 * luby(restart);
    let maxLearnts = Math.max(5000, this.clauses.length / 2);
    for (;;) {
      const confl = this.propagate();
      if (confl >= 0) {
        this.conflicts++;
        budget--;
        if (this.trailLim.length === 0) {
          this.unsat = true;
          return undefined;
        }
        const { learnt, back } = this.analyze(confl);
        // A conflict inside the assumption levels means the assumptions are refuted.
        this.backtrack(back);
        if (learnt.length === 1) {
          this.backtrack(0);
          this.enqueue(learnt[0], -1);
        } else {
          const id = this.attach(Int32Array.from(learnt), true);
          this.enqueue(learnt[0], id);
        }
        continue;
      }
      if (budget <= 0) {
        budget = 100 * luby(++restart);
        this.backtrack(0);
        continue;
      }
      if (this.learnts > maxLearnts + this.trail.length) {
        this.reduce();
        maxLearnts *= 1.1;
      }
      const lvl = this.trailLim.length;
      let next = -1;
      if (lvl < assumptions.length) {
        const a = assumptions[lvl];
        if (this.value[a] === -1) {
          this.backtrack(0);
          return undefined;
        }
        this.trailLim.push(this.trail.length);
        if (this.value[a] === 0) this.enqueue(a, -1);
        continue;
      }
      while (this.heap.length) {
        const v = this.heapPop();
        if (this.value[2 * v] === 0) {
          next = v;
          break;
        }
      }
      if (next < 0) {
        const model = new Uint8Array(this.n);
        for (let v = 0; v < this.n; v++) model[v] = this.value[2 * v] === 1 ? 1 : 0;
        this.backtrack(0);
        return model;
      }
      this.trailLim.push(this.trail.length);
      this.enqueue(2 * next + (this.phase[next] ? 0 : 1), -1);
    }
  }

  /** Literals implied at level 0 under these assumptions by unit propagation alone, or undefined on a conflict. */
  implied(assumptions: number[]): Int8Array | undefined {
    this.backtrack(0);
    if (this.unsat || this.propagate() >= 0) return undefined;
    for (const a of assumptions) {
      if (this.value[a] === -1) {
        this.backtrack(0);
        return undefined;
      }
      if (this.value[a] === 1) continue;
      this.trailLim.push(this.trail.length);
      this.enqueue(a, -1);
      if (this.propagate() >= 0) {
        this.backtrack(0);
        return undefined;
      }
    }
    const out = this.value.slice();
    this.backtrack(0);
    return out;
  }
}

/** The Luby restart sequence 1 1 2 1 1 2 4 ... */
function luby(i: number): number {
  let size = 1;
  let seq = 0;
  while (size < i + 1) {
    seq++;
    size = 2 * size + 1;
  }
  let x = i;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x %= size;
  }
  return 2 ** seq;
}
