import Logic from 'logic-solver';
import type { RuleModel } from '../engine/rule-model';

/**
 * A MiniSat instance. logic-solver's Emscripten build registers a process 'uncaughtException'
 * listener for every instance it creates, and that listener keeps the instance, with its native
 * heap, reachable for the life of the process (the bench renews its checker every 20 checks). The
 * listener only rethrows, so it is taken off again and a dropped checker can be collected. (The
 * CLib bench's memory peak came from garbage, not from this reference: see ADR 0148.)
 */
function newSolver(): InstanceType<typeof Logic.Solver> {
  const before = new Set(process.listeners('uncaughtException'));
  const solver = new Logic.Solver();
  for (const listener of process.listeners('uncaughtException')) {
    if (!before.has(listener)) process.removeListener('uncaughtException', listener);
  }
  return solver;
}

/** A (partial) assignment by names: variable -> value. */
export type NamedAssignment = Record<string, string>;

/**
 * Independent checker for tests and the bench: encodes a rule model (by names, straight from
 * the JSON format, sharing no code with the engine) into CNF for MiniSat (logic-solver):
 * one-hot value literals per variable, each table as a merged trie, clauses as they are.
 */
export class SatChecker {
  private readonly solver = newSolver();
  private readonly lit = new Map<string, string>();

  constructor(private readonly model: RuleModel) {
    model.variables.forEach((v, i) => {
      const lits = v.values.map((val, j) => {
        const name = `x${i}_${j}`;
        this.lit.set(`${v.name}\u0000${val}`, name);
        return name;
      });
      this.solver.require(Logic.exactlyOne(...lits));
    });
    model.constraints.forEach((c, k) => {
      if (c.kind === 'table') {
        this.encodeTable(c.scope, c.tuples, `t${k}`);
      } else {
        this.solver.require(Logic.or(...c.literals.flatMap((l) => l.in.map((val) => this.of(l.variable, val)))));
      }
    });
  }

  /**
   * A table as a merged trie (equal suffixes shared, columns with few values first), small
   * enough for MiniSat's fixed memory on tables of ~10^5 tuples: a node literal implies one of
   * its edge literals; an edge literal implies its value literal and its child node literal.
   */
  private encodeTable(scope: string[], tuples: string[][], prefix: string): void {
    const distinct = scope.map((_, p) => new Set(tuples.map((t) => t[p])).size);
    const cols = scope.map((_, p) => p).sort((a, b) => distinct[a] - distinct[b]);
    const ids = new Map<string, number>();
    const nodes: [string, number][][] = [];
    // Builds bottom-up; node 0 is the accepting end.
    const build = (rows: string[][], depth: number): number => {
      if (depth === cols.length) return 0;
      const groups = new Map<string, string[][]>();
      for (const r of rows) {
        const key = r[cols[depth]];
        const g = groups.get(key);
        if (g) g.push(r);
        else groups.set(key, [r]);
      }
      const edges: [string, number][] = [...groups].map(([val, g]) => [val, build(g, depth + 1)]);
      const sig = `${depth}|${edges.map(([v, n]) => `${v}>${n}`).join(',')}`;
      let id = ids.get(sig);
      if (id === undefined) {
        id = nodes.length + 1;
        ids.set(sig, id);
        nodes.push(edges);
        const node = `${prefix}n${id}`;
        const edgeLits = edges.map(([val, child], e) => {
          const lit = `${node}e${e}`;
          this.solver.require(Logic.implies(lit, this.of(scope[cols[depth]], val)));
          if (child !== 0) this.solver.require(Logic.implies(lit, `${prefix}n${child}`));
          return lit;
        });
        this.solver.require(Logic.implies(node, Logic.or(...edgeLits)));
      }
      return id;
    };
    if (tuples.length === 0) {
      this.solver.require(Logic.or());
      return;
    }
    this.solver.require(`${prefix}n${build(tuples, 0)}`);
  }

  /** The literal "variable takes value". */
  of(variable: string, value: string): string {
    const l = this.lit.get(`${variable}\u0000${value}`);
    if (!l) throw new Error(`checker: unknown ${variable}=${value}`);
    return l;
  }

  private assume(a: NamedAssignment): unknown {
    const lits = Object.entries(a).map(([k, v]) => this.of(k, v));
    return lits.length ? Logic.and(...lits) : Logic.and();
  }

  /** A full valid build extending `a`, or undefined. */
  witness(a: NamedAssignment): NamedAssignment | undefined {
    const sol = this.solver.solveAssuming(this.assume(a));
    if (!sol) return undefined;
    // Reads only the value literals: the full assignment (every trie node) would be a large
    // sorted array per call, garbage that sets the bench's memory peak.
    const out: NamedAssignment = {};
    this.model.variables.forEach((v) => {
      for (const val of v.values) if (sol.evaluate(this.of(v.name, val))) out[v.name] = val;
    });
    return out;
  }

  /** Does `a` extend to a full valid build? */
  consistent(a: NamedAssignment): boolean {
    return this.solver.solveAssuming(this.assume(a)) !== null;
  }

  /**
   * Which of the (variable, value) pairs extend `a` to a valid build, asked in batches: "`a` and
   * any of them" is unsatisfiable exactly when none does, so when none does (the usual case for
   * values a correct engine rules out) that is one MiniSat call for all of them.
   */
  consistentAmong(a: NamedAssignment, pairs: [string, string][]): [string, string][] {
    const found: [string, string][] = [];
    let rest = pairs;
    while (rest.length > 0) {
      const sol = this.solver.solveAssuming(Logic.and(this.assume(a), Logic.or(...rest.map(([k, v]) => this.of(k, v)))));
      if (!sol) break;
      const hit = new Set(rest.filter(([k, v]) => sol.evaluate(this.of(k, v))));
      found.push(...hit);
      rest = rest.filter((p) => !hit.has(p));
    }
    return found;
  }

  /**
   * Valid domains with the engine's semantics (each variable's own assignment lifted), using
   * witnesses to prove many values per SAT call.
   */
  domains(a: NamedAssignment): Record<string, Set<string>> {
    const sup: Record<string, Set<string>> = {};
    for (const v of this.model.variables) sup[v.name] = new Set();
    const record = (w: NamedAssignment) => {
      const bad = Object.keys(a).filter((k) => w[k] !== a[k]);
      if (bad.length === 0) for (const [k, v] of Object.entries(w)) sup[k].add(v);
      else if (bad.length === 1) sup[bad[0]].add(w[bad[0]]);
    };
    const w0 = this.witness(a);
    if (w0) record(w0);
    for (const v of this.model.variables) {
      for (const val of v.values) {
        if (sup[v.name].has(val)) continue;
        const q = { ...a, [v.name]: val };
        const w = this.witness(q);
        if (w) record(w);
      }
    }
    return sup;
  }

  /**
   * Is there a valid build extending `fixed` whose departures from `current` cost less than
   * `bound`? Taking value x instead of current[v] costs cost(v, x).
   */
  cheaperExists(fixed: NamedAssignment, current: NamedAssignment, cost: (variable: string, value: string) => number, bound: number): boolean {
    if (bound <= 0) return false;
    const terms: string[] = [];
    const weights: number[] = [];
    for (const v of this.model.variables) {
      if (!(v.name in current) || v.name in fixed) continue;
      for (const val of v.values) {
        if (val === current[v.name]) continue;
        terms.push(this.of(v.name, val));
        weights.push(cost(v.name, val));
      }
    }
    const sum = Logic.weightedSum(terms, weights);
    const assumption = Logic.and(this.assume(fixed), Logic.lessThan(sum, Logic.constantBits(bound)));
    return this.solver.solveAssuming(assumption) !== null;
  }
}

/** Evaluates a complete build against every constraint directly (no solver). */
export function isValidBuild(model: RuleModel, build: NamedAssignment): boolean {
  for (const v of model.variables) if (!v.values.includes(build[v.name])) return false;
  return model.constraints.every((c) =>
    c.kind === 'table' ? c.tuples.some((t) => t.every((val, p) => build[c.scope[p]] === val)) : c.literals.some((l) => l.in.includes(build[l.variable])),
  );
}

/** Brute force over every complete build (small models only): the valid ones. */
export function enumerateBuilds(model: RuleModel, limit = 200_000): NamedAssignment[] {
  const total = model.variables.reduce((p, v) => p * v.values.length, 1);
  if (total > limit) throw new Error(`brute force over ${total} builds exceeds ${limit}`);
  const out: NamedAssignment[] = [];
  const cur: NamedAssignment = {};
  const rec = (i: number) => {
    if (i === model.variables.length) {
      if (isValidBuild(model, cur)) out.push({ ...cur });
      return;
    }
    for (const val of model.variables[i].values) {
      cur[model.variables[i].name] = val;
      rec(i + 1);
    }
  };
  rec(0);
  return out;
}
