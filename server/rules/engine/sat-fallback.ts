import { CdclSolver } from './cdcl';
import type { CostTable, DomainsResult, Restriction } from './mdd-queries';
import type { Change, Resolution } from './mdd-resolve';
import type { IndexedModel } from './rule-model';

/**
 * Exact fallback for models no decision diagram holds (ADR 0146): the model as CNF in one
 * incremental CDCL solver. Valid domains are backbones computed with solution reuse: every
 * solution proves every value it takes, each new solve prefers values not proven yet (saved
 * phases), and a value is refuted only by an UNSAT answer under the query's assumptions.
 */
export class SatFallback {
  private readonly solver: CdclSolver;
  /** SAT variable of "variable v takes value j" is offset[v] + j. */
  private readonly offset: number[];
  /** Solver calls made so far (for reports). */
  calls = 0;

  constructor(private readonly m: IndexedModel) {
    this.offset = [];
    let next = 0;
    for (const d of m.domains) {
      this.offset.push(next);
      next += d.length;
    }
    // Trie nodes of the tables get the variables after the value variables.
    const tries = m.tables.map((t) => (t.scope.length ? buildTrie(t.tuples) : { nodes: 0, depth: [], edges: [] }));
    const trieBase: number[] = [];
    for (const t of tries) {
      trieBase.push(next);
      next += t.nodes;
    }
    this.solver = new CdclSolver(next);
    const s = this.solver;
    const x = (v: number, j: number) => 2 * (this.offset[v] + j);
    m.domains.forEach((d, v) => {
      // Exactly one value: at least one, and pairwise at most one.
      s.addClause(d.map((_, j) => x(v, j)));
      for (let a = 0; a < d.length; a++) for (let b = a + 1; b < d.length; b++) s.addClause([x(v, a) ^ 1, x(v, b) ^ 1]);
    });
    for (const c of m.clauses) s.addClause(c.literals.flatMap((l) => l.allowed.flatMap((ok, j) => (ok ? [x(l.v, j)] : []))));
    m.tables.forEach((t, k) => {
      if (t.scope.length === 0 && t.tuples.length > 0) return; // a table over nothing holds
      if (t.tuples.length === 0) {
        s.addClause([]);
        return;
      }
      // node n (depth d) -> some edge value at column d with its child node; edges to the
      // accepting end need no child literal. The root node is required.
      const node = (id: number) => 2 * (trieBase[k] + id);
      s.addClause([node(0)]);
      tries[k].edges.forEach((edges, id) => {
        const depth = tries[k].depth[id];
        const v = t.scope[depth];
        const byValue = new Map<number, number[]>();
        for (const [val, child] of edges) byValue.set(val, [...(byValue.get(val) ?? []), child]);
        s.addClause([node(id) ^ 1, ...[...byValue.keys()].map((val) => x(v, val))]);
        for (const [val, children] of byValue) {
          if (children.includes(-1)) continue;
          // node and value -> one of that value's children
          s.addClause([node(id) ^ 1, x(v, val) ^ 1, ...children.map(node)]);
        }
      });
    });
  }

  private assumptionsFor(r: Restriction, skip = -1): number[] {
    const out: number[] = [];
    r.forEach((allowed, v) => {
      if (!allowed || v === skip) return;
      allowed.forEach((ok, j) => {
        if (!ok) out.push(2 * (this.offset[v] + j) + 1);
      });
    });
    return out;
  }

  private valueOf(model: Uint8Array, v: number): number {
    const d = this.m.domains[v].length;
    for (let j = 0; j < d; j++) if (model[this.offset[v] + j]) return j;
    return -1;
  }

  /** Prefers the values not proven yet, so the next solution proves as many as it can. */
  private preferUnproven(supported: boolean[][]): void {
    supported.forEach((row, v) => row.forEach((ok, j) => (this.solver.phase[this.offset[v] + j] = ok ? 0 : 1)));
  }

  private solve(assumptions: number[]): Uint8Array | undefined {
    this.calls++;
    return this.solver.solve(assumptions);
  }

  /** Valid domains with the engine's semantics (each variable's own restriction lifted). */
  domains(r: Restriction): DomainsResult {
    const m = this.m;
    const supported = m.domains.map((d) => new Array<boolean>(d.length).fill(false));
    const refuted = m.domains.map((d) => new Array<boolean>(d.length).fill(false));
    const base = this.assumptionsFor(r);
    const restricted = (v: number) => r[v] !== undefined && r[v]!.some((ok) => !ok);
    const record = (model: Uint8Array, liftedVar: number) => {
      if (liftedVar >= 0) {
        supported[liftedVar][this.valueOf(model, liftedVar)] = true;
        return;
      }
      for (let v = 0; v < m.domains.length; v++) supported[v][this.valueOf(model, v)] = true;
    };
    // Values unit propagation already rules out under every restriction need no solver call
    // (for a variable whose own restriction is lifted they may still be supported).
    const implied = this.solver.implied(base);
    if (implied) {
      m.domains.forEach((d, v) => {
        if (restricted(v)) return;
        for (let j = 0; j < d.length; j++) if (implied[2 * (this.offset[v] + j)] === -1) refuted[v][j] = true;
      });
    }
    this.preferUnproven(supported);
    const first = implied ? this.solve(base) : undefined;
    if (first) record(first, -1);
    for (let v = 0; v < m.domains.length; v++) {
      const own = restricted(v);
      if (!first && !own) continue; // nothing extends the other restrictions
      const assumptions = own ? this.assumptionsFor(r, v) : base;
      for (let j = 0; j < m.domains[v].length; j++) {
        if (supported[v][j] || refuted[v][j]) continue;
        this.preferUnproven(supported);
        const model = this.solve([...assumptions, 2 * (this.offset[v] + j)]);
        if (model) record(model, own ? v : -1);
        else refuted[v][j] = true;
      }
    }
    return { consistent: first !== undefined, supported };
  }

  /** Does value `value` of `v` extend to a valid build with every OTHER variable's restriction? */
  available(r: Restriction, v: number, value: number): boolean {
    return this.solve([...this.assumptionsFor(r, v), 2 * (this.offset[v] + value)]) !== undefined;
  }

  /** Does the restriction extend to a valid build? */
  consistent(r: Restriction): boolean {
    return this.solve(this.assumptionsFor(r)) !== undefined;
  }

  /** A complete build minimising nothing: any valid build whose values have finite cost, preferring `prefer`. */
  private anyBuild(costs: CostTable, prefer: (number | undefined)[], extra: number[] = []): number[] | undefined {
    const forbid: number[] = [];
    costs.forEach((row, v) => row.forEach((c, j) => c === Infinity && forbid.push(2 * (this.offset[v] + j) + 1)));
    this.m.domains.forEach((d, v) => d.forEach((_, j) => (this.solver.phase[this.offset[v] + j] = prefer[v] === j ? 1 : 0)));
    const model = this.solve([...forbid, ...extra]);
    return model ? this.m.domains.map((_, v) => this.valueOf(model, v)) : undefined;
  }

  /**
   * One subset-minimal resolution (dropping any change breaks it), not necessarily the
   * cheapest: costs only order which changes are tried for keeping first. `optimal: false` on
   * the result says so.
   */
  minimalResolution(costs: CostTable, current: (number | undefined)[]): (Resolution & { optimal: false }) | undefined {
    let build = this.anyBuild(costs, current);
    if (!build) return undefined;
    const changed = () => current.flatMap((c, v) => (c !== undefined && build![v] !== c ? [v] : []));
    const kept: number[] = [];
    const keepLit = (v: number) => 2 * (this.offset[v] + current[v]!);
    const tried = new Set<number>();
    for (;;) {
      const todo = changed()
        .filter((v) => !tried.has(v))
        .sort((a, b) => costs[b][build![b]] - costs[a][build![a]]);
      if (todo.length === 0) break;
      const v = todo[0];
      tried.add(v);
      if (costs[v][current[v]!] === Infinity) continue;
      const stay = current.flatMap((c, w) => (c !== undefined && build![w] === c ? [keepLit(w)] : []));
      const next = this.anyBuild(costs, current, [...stay, ...kept.map(keepLit), keepLit(v)]);
      if (next) {
        build = next;
        kept.push(v);
      }
    }
    const changes: Change[] = changed().map((v) => ({ v, from: current[v]!, to: build![v] }));
    return { cost: changes.reduce((s, c) => s + costs[c.v][c.to], 0), changes, optimal: false };
  }

  /** Any valid build with finite costs (the fallback does not optimise): used where a witness is enough. */
  someBuild(costs: CostTable): number[] | undefined {
    return this.anyBuild(costs, []);
  }
}

/**
 * Merged trie of a table's tuples (equal suffixes shared); edge child -1 is the accepting end.
 * Built from a prefix trie merged bottom-up (no recursion per column). The root is node 0.
 */
function buildTrie(tuples: number[][]): { nodes: number; depth: number[]; edges: [number, number][][] } {
  const depth: number[] = [];
  const edges: [number, number][][] = [];
  if (tuples.length === 0) return { nodes: 0, depth, edges };
  const width = tuples[0].length;
  // Prefix trie: nodes in creation order, so every child comes after its parent.
  const pDepth: number[] = [0];
  const pKids: Map<number, number>[] = [new Map()];
  for (const t of tuples) {
    let node = 0;
    for (let d = 0; d < width; d++) {
      let next = pKids[node].get(t[d]);
      if (next === undefined) {
        next = pDepth.length;
        pDepth.push(d + 1);
        pKids.push(new Map());
        pKids[node].set(t[d], next);
      }
      node = next;
    }
  }
  // Merge equal suffixes bottom-up: a prefix node's merged id depends only on its children's.
  const ids = new Map<string, number>();
  const merged = new Int32Array(pDepth.length);
  for (let u = pDepth.length - 1; u >= 0; u--) {
    const d = pDepth[u];
    if (d === width) {
      merged[u] = -1;
      continue;
    }
    const out: [number, number][] = [...pKids[u]].map(([val, c]) => [val, merged[c]]);
    const sig = `${d}|${out.map(([a, b]) => `${a}>${b}`).join(',')}`;
    let id = ids.get(sig);
    if (id === undefined) {
      id = edges.length;
      ids.set(sig, id);
      edges.push(out);
      depth.push(d);
    }
    merged[u] = id;
  }
  // The root was merged last: renumber it to 0.
  const root = merged[0];
  const perm = edges.map((_, i) => (i === root ? 0 : i < root ? i + 1 : i));
  const e2: [number, number][][] = new Array(edges.length);
  const d2: number[] = new Array(edges.length);
  edges.forEach((es, i) => {
    e2[perm[i]] = es.map(([val, c]) => [val, c < 0 ? -1 : perm[c]]);
    d2[perm[i]] = depth[i];
  });
  return { nodes: edges.length, depth: d2, edges: e2 };
}
