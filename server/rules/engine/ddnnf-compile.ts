import { type Ddnnf, DdnnfStore, FALSE } from './ddnnf';
import { type Component, ComponentCache, CnfState } from './ddnnf-cnf';
import type { IndexedModel } from './rule-model';
import { minDegreeOrder } from './variable-order';

/** Thrown when a compile passes its bounds; the engine then answers by another method. */
export class DdnnfBoundExceeded extends Error {}

export interface DdnnfCompileOptions {
  /** CPU milliseconds of this process before giving up. */
  timeBoundMs?: number;
  /** Largest circuit, in edges, before giving up. */
  edgeBound?: number;
  /** Decision priority per variable (lower first), e.g. a reversed elimination order. */
  rank?: Int32Array;
  onProgress?: (p: { decisions: number; nodes: number; edges: number; cached: number }) => void;
}

export interface DdnnfInfo {
  decisions: number;
  cacheHits: number;
  conflicts: number;
  cached: number;
}

/** A variable of a component being compiled: its decision and the first branch's result. */
interface ComponentFrame {
  branch: false;
  c: Component;
  x: number;
  phase: number;
  first: number;
}

/** One branch (or the root): its literals and free variables, and the sub-components left. */
interface BranchFrame {
  branch: true;
  mark: number;
  children: number[];
  subs: Component[];
  next: number;
}

/**
 * Compiles a Boolean CNF into a smooth d-DNNF, top down (the approach of c2d, sharpSAT's
 * component caching and dsharp, Muise et al. 2012): pick a variable of the current component,
 * and for each of its values propagate units, split what is left into connected components
 * (compiled independently: decomposable AND), and remember every compiled component by its
 * variables and remaining clauses so an equal one met elsewhere is reused (the circuit is a DAG).
 * The two values' results are a deterministic OR. Variables a branch leaves unconstrained
 * become FREE nodes, so the circuit is smooth.
 *
 * The search runs on an explicit stack of frames (ComponentFrame, BranchFrame), not on the call
 * stack: its depth is the number of decisions on a path, up to the number of variables.
 *
 * Literals are 2v + j ("variable v takes value j"); `clauses` are lists of literals.
 */
export function compileDdnnf(vars: number, clauses: number[][], opts: DdnnfCompileOptions = {}): Ddnnf & { info: DdnnfInfo } {
  const cnf = new CnfState(vars, clauses, opts.rank);
  const store = new DdnnfStore(vars);
  const cache = new ComponentCache();
  const info: DdnnfInfo = { decisions: 0, cacheHits: 0, conflicts: 0, cached: 0 };
  const timeBound = opts.timeBoundMs ?? Infinity;
  const edgeBound = opts.edgeBound ?? Infinity;
  const cpu0 = process.cpuUsage();
  const cpuMs = () => {
    const c = process.cpuUsage(cpu0);
    return (c.user + c.system) / 1000;
  };
  let lastReport = performance.now();
  let ticks = 0;
  const check = () => {
    if (store.edges > edgeBound) throw new DdnnfBoundExceeded(`d-DNNF exceeds ${edgeBound} edges`);
    if ((++ticks & 255) !== 0) return;
    if (cpuMs() > timeBound) throw new DdnnfBoundExceeded(`d-DNNF compile exceeds its time bound (${timeBound} ms of CPU)`);
    if (opts.onProgress && performance.now() - lastReport > 1000) {
      lastReport = performance.now();
      opts.onProgress({ decisions: info.decisions, nodes: store.nodes, edges: store.edges, cached: cache.size });
    }
  };
  const finish = (root: number) => ({ ...store.finish(root), info: { ...info, cached: cache.size } });

  if (!cnf.start()) return finish(FALSE);
  const leaves = (from: number) => {
    const out: number[] = [];
    for (let t = from; t < cnf.trailLen; t++) out.push(store.lit(cnf.trail[t]));
    return out;
  };
  // The root: the top-level units, the unconstrained variables and the components of the rest.
  const all = Int32Array.from({ length: vars }, (_, v) => v);
  const top = cnf.split(all, undefined);
  const stack: (ComponentFrame | BranchFrame)[] = [{ branch: true, mark: -1, children: [...leaves(0), ...top.free.map((v) => store.free(v))], subs: top.comps, next: 0 }];
  // The result of the frame just popped (-1: none yet).
  let ret = -1;
  for (;;) {
    check();
    const f = stack[stack.length - 1];
    if (f.branch) {
      if (ret !== -1) {
        const r = ret;
        ret = -1;
        if (r === FALSE) f.children = [FALSE];
        else f.children.push(r);
      }
      if (f.children[0] !== FALSE && f.next < f.subs.length) {
        const c = f.subs[f.next++];
        const hit = cache.get(c);
        if (hit !== undefined) {
          info.cacheHits++;
          ret = hit;
          continue;
        }
        stack.push({ branch: false, c, x: cnf.pickVariable(c), phase: 0, first: FALSE });
        continue;
      }
      const node = store.and(f.children);
      stack.pop();
      if (f.mark < 0) return finish(node);
      cnf.undo(f.mark);
      ret = node;
      continue;
    }
    if (ret !== -1) {
      // A branch of this component finished.
      if (f.phase === 0) f.first = ret;
      else {
        const node = store.or(f.first, ret);
        cache.set(f.c, node);
        stack.pop();
        ret = node;
        continue;
      }
      f.phase = 1;
      ret = -1;
    }
    info.decisions++;
    const mark = cnf.trailLen;
    // Value 1 first: in a feature model that selects the feature, whose consequences prune most.
    if (!cnf.assume(2 * f.x + (f.phase === 0 ? 1 : 0))) {
      info.conflicts++;
      cnf.undo(mark);
      ret = FALSE;
      continue;
    }
    const rest = cnf.split(f.c.vars, f.c.clauses);
    stack.push({ branch: true, mark, children: [...leaves(mark), ...rest.free.map((v) => store.free(v))], subs: rest.comps, next: 0 });
  }
}

/**
 * The model's clauses as literals when it is a Boolean clause model (every variable has two
 * values, every constraint is a clause: the DIMACS feature models); undefined otherwise (tables
 * and multi-valued variables stay with the decision diagram).
 */
export function booleanClauses(m: IndexedModel): number[][] | undefined {
  if (m.tables.length > 0 || m.domains.some((d) => d.length !== 2)) return undefined;
  return m.clauses.map((c) => c.literals.flatMap((l) => l.allowed.flatMap((ok, j) => (ok ? [2 * l.v + j] : []))));
}

/**
 * Compiles a Boolean clause model, deciding variables in reversed min-degree elimination order:
 * the variables a tree decomposition keeps for its top separators come first, so the formula
 * falls apart into independent components early (c2d's dtree idea). Measured on automotive01:
 * 53,331 edges and 0.6 s, against 2.46M edges and 12 s deciding the variable in most residual
 * clauses first (ADR 0160).
 */
export function compileModelDdnnf(m: IndexedModel, opts: DdnnfCompileOptions = {}): (Ddnnf & { info: DdnnfInfo }) | undefined {
  const clauses = booleanClauses(m);
  if (!clauses) return undefined;
  const order = minDegreeOrder(m).reverse();
  const rank = new Int32Array(order.length);
  order.forEach((v, i) => (rank[v] = i));
  return compileDdnnf(m.names.length, clauses, { ...opts, rank });
}
