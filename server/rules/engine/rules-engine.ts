import { cacheKey, readCache, writeCache } from './compile-cache';
import type { Ddnnf } from './ddnnf';
import { DdnnfBoundExceeded, booleanClauses, compileModelDdnnf } from './ddnnf-compile';
import { ddnnfCheapest, ddnnfCount, ddnnfDomains, satisfiable } from './ddnnf-queries';
import { MddBoundExceeded } from './mdd-builder';
import { type CompileOptions, type CompiledMdd, compileMdd } from './mdd-compile';
import { type CostTable, type DomainsResult, type Restriction, cheapestBuildWith, cheapestBuildsThrough, cheapestPath, mddAvailable, mddConsistent, mddCount, mddDomains } from './mdd-queries';
import { type Resolution, lawlerResolve, mddResolve } from './mdd-resolve';
import { type IndexedModel, type RuleModel, indexModel } from './rule-model';
import { SearchLimitExceeded, SearchSolver } from './search-solver';
import { SatFallback } from './sat-fallback';
import { splitComponents } from './component-split';
import { EngineParts } from './engine-parts';
import { type Assignment, correctionSets } from './explain';

export interface EngineOptions {
  /** Largest decision diagram, in edges, before falling back to search. */
  edgeBound?: number;
  /** Compile CPU-time bound in ms before falling back to search. */
  timeBoundMs?: number;
  /** Folder for compiled diagrams (false: no disk cache). Default: os.tmpdir()/vehicle-rules-mdd. */
  cacheDir?: string | false;
  /** Only compiles slower than this are cached (default 50 ms: faster ones are cheaper to redo). */
  cacheMinCompileMs?: number;
  /** Compile progress (the CLI prints it on stderr). */
  onProgress?: CompileOptions['onProgress'];
  /**
   * The exact method: 'auto' (default) compiles Boolean clause models (feature models) to a
   * d-DNNF and the others to a decision diagram, each falling back to SAT over its bounds
   * (ADR 0160); the others force one method (bench comparisons, tests).
   */
  method?: EngineMethod | 'auto';
}

/** How an engine answers: decision diagram, d-DNNF, or the incremental SAT fallback. */
export type EngineMethod = 'mdd' | 'ddnnf' | 'sat';

/** Compiles faster than this are not cached: redoing them is cheaper than the file. */
const CACHE_MIN_COMPILE_MS = 50;

/** Node budget of the optimal branch-and-bound resolve in fallback mode. */
const SEARCH_NODE_BUDGET = 200_000;

/**
 * Default bounds (ADR 0147): 2M edges is ~40x the CLib Renault diagram and keeps the compile
 * store's memory in the hundreds of MB. The CPU-time bound grows with the model's input:
 * 10 s plus 10 microseconds per cell (a table's tuples times its arity, a clause's literals),
 * since a compile's cost is at least linear in its input and a fixed bound would send large
 * but well-structured models (CLib x10 in one block: 7.3M cells, 11 s) to the slower fallback
 * while models no diagram holds are small (the feature models: ~25k cells, so still 10 s).
 * A model over them answers through the SAT fallback, and the failure is cached.
 */
export const DEFAULT_EDGE_BOUND = 2_000_000;
export const DEFAULT_TIME_BOUND_MS = 10_000;
export const TIME_BOUND_MS_PER_CELL = 0.01;

/** Size of a model's input: the values in its tables' tuples plus its clauses' literals. */
export function inputCells(m: IndexedModel): number {
  let cells = 0;
  for (const t of m.tables) cells += t.tuples.length * t.scope.length;
  for (const c of m.clauses) cells += c.literals.length;
  return cells;
}

/** The default compile CPU-time bound of a model (see DEFAULT_TIME_BOUND_MS). */
export function defaultTimeBoundMs(m: IndexedModel): number {
  return Math.round(DEFAULT_TIME_BOUND_MS + TIME_BOUND_MS_PER_CELL * inputCells(m));
}

/**
 * A loaded rule model with its exact query method: a compiled decision diagram or d-DNNF when
 * it fits the bounds, otherwise the incremental SAT method (`method` says which,
 * `fallbackReason` why).
 */
export class RulesEngine {
  readonly method: EngineMethod;
  readonly fallbackReason?: string;
  readonly compileMs: number;
  /** CPU milliseconds of this process spent building the engine (robust to a loaded machine). */
  readonly compileCpuMs: number;
  readonly fromCache: boolean;
  /** The compile CPU-time bound this engine used (undefined when the model was split). */
  readonly timeBoundMs?: number;
  readonly mdd?: CompiledMdd;
  readonly ddnnf?: Ddnnf;
  private readonly search?: SearchSolver;
  private readonly sat?: SatFallback;
  /** Which candidate variable order won the compile (undefined when cached or not compiled). */
  readonly orderName?: string;
  /** Independent sub-models, each with its own engine (only when the model splits). */
  private readonly parts?: EngineParts;
  private freeDomains?: DomainsResult;

  constructor(
    readonly model: IndexedModel,
    opts: EngineOptions = {},
  ) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const cpuSince = () => {
      const c = process.cpuUsage(c0);
      return (c.user + c.system) / 1000;
    };
    const split = splitComponents(model);
    if (split.length > 1) {
      // Identical components (same domains and constraints up to names) share one engine: its
      // queries work on indices only, so N renamed copies of a block compile once.
      const byKey = new Map<string, RulesEngine>();
      const list = split.map((c) => {
        const key = cacheKey(c.model);
        let engine = byKey.get(key);
        if (!engine) byKey.set(key, (engine = new RulesEngine(c.model, opts)));
        return { ...c, engine };
      });
      this.parts = new EngineParts(list, model.names.length);
      const fellBack = list.map((p, i) => [p, i] as const).filter(([p]) => p.engine.method === 'sat');
      // The parts' method when they agree; a split model with a diagram part and a d-DNNF part
      // reports the d-DNNF (the larger compile), one with any SAT part reports SAT.
      this.method = fellBack.length ? 'sat' : list.some((p) => p.engine.method === 'ddnnf') ? 'ddnnf' : 'mdd';
      if (fellBack.length) {
        this.fallbackReason = `${fellBack.length} of ${split.length} independent components fell back to the exact SAT method (component ${fellBack[0][1] + 1}: ${fellBack[0][0].engine.fallbackReason})`;
      }
      this.compileMs = performance.now() - t0;
      this.compileCpuMs = cpuSince();
      // From the cache when no part had to be compiled at a cost worth caching.
      this.fromCache = list.every((p) => p.engine.fromCache || p.engine.compileMs < (opts.cacheMinCompileMs ?? CACHE_MIN_COMPILE_MS));
      return;
    }
    const key = cacheKey(model);
    const cached = readCache(opts.cacheDir, key);
    const edgeBound = opts.edgeBound ?? DEFAULT_EDGE_BOUND;
    const timeBoundMs = opts.timeBoundMs ?? defaultTimeBoundMs(model);
    this.timeBoundMs = timeBoundMs;
    const asked = opts.method ?? 'auto';
    const boolean = booleanClauses(model) !== undefined;
    // A part with no constraint at all (a split model's loose variables) takes the trivial
    // diagram, so a model of tables reports its diagrams, not a d-DNNF of one free variable.
    const form: EngineMethod = asked !== 'auto' ? asked : boolean && model.clauses.length > 0 ? 'ddnnf' : 'mdd';
    let fromCache = false;
    // A cached form over the requested bound does not count: the caller asked for the bound.
    // A cached failure counts only for the same form and bounds no larger than it failed under.
    if (form === 'mdd' && cached && 'mdd' in cached && cached.mdd.order.length === model.names.length && cached.mdd.vals.length <= edgeBound) {
      this.mdd = cached.mdd;
      fromCache = true;
    } else if (form === 'ddnnf' && cached && 'ddnnf' in cached && cached.ddnnf.vars === model.names.length && cached.ddnnf.kids.length <= edgeBound) {
      this.ddnnf = cached.ddnnf;
      fromCache = true;
    } else if (cached && 'failed' in cached && cached.form === form && edgeBound <= cached.edgeBound && timeBoundMs <= cached.timeBoundMs) {
      this.fallbackReason = `${cached.failed} (remembered from an earlier compile of the same model); answering by the exact SAT method instead`;
      fromCache = true;
    } else if (form === 'sat') {
      this.fallbackReason = 'the SAT method was asked for';
    } else if (form === 'ddnnf' && !boolean) {
      this.fallbackReason = 'the d-DNNF compiler takes Boolean clause models only (two values per variable, no tables); answering by the exact SAT method instead';
    } else {
      try {
        if (form === 'ddnnf') {
          const compiled = compileModelDdnnf(model, { edgeBound, timeBoundMs, onProgress: opts.onProgress && ((p) => opts.onProgress!({ phase: 'compile', attempt: 'd-DNNF', step: p.decisions, steps: 0, edges: p.edges })) })!;
          this.ddnnf = compiled;
          this.orderName = 'd-DNNF, reversed min-degree decisions';
        } else {
          const compiled = compileMdd(model, { edgeBound, timeBoundMs, onProgress: opts.onProgress });
          this.mdd = compiled;
          this.orderName = compiled.info.order;
        }
      } catch (e) {
        if (!(e instanceof MddBoundExceeded) && !(e instanceof DdnnfBoundExceeded)) throw e;
        this.fallbackReason = `${e.message}; answering by the exact SAT method instead`;
        // Remember the failure so the next start goes straight to the fallback.
        if (opts.cacheMinCompileMs === undefined || performance.now() - t0 >= opts.cacheMinCompileMs) writeCache(opts.cacheDir, key, { failed: e.message, form, edgeBound, timeBoundMs });
      }
    }
    this.compileMs = performance.now() - t0;
    this.compileCpuMs = cpuSince();
    this.fromCache = fromCache;
    const worthCaching = !fromCache && this.compileMs >= (opts.cacheMinCompileMs ?? CACHE_MIN_COMPILE_MS);
    if (this.mdd) {
      this.method = 'mdd';
      if (worthCaching) writeCache(opts.cacheDir, key, { mdd: this.mdd });
    } else if (this.ddnnf) {
      this.method = 'ddnnf';
      if (worthCaching) writeCache(opts.cacheDir, key, { ddnnf: this.ddnnf });
    } else {
      this.method = 'sat';
      this.sat = new SatFallback(model);
      // Branch and bound answers small resolution problems optimally; past its node budget the
      // SAT method gives a subset-minimal one instead (flagged optimal: false).
      this.search = new SearchSolver(model, SEARCH_NODE_BUDGET);
    }
  }

  /** Builds an engine from a rule model in the JSON format; `source` names it in errors. */
  static fromModel(model: RuleModel, source: string, opts?: EngineOptions): RulesEngine {
    return new RulesEngine(indexModel(model, source), opts);
  }

  get domainSizes(): number[] {
    return this.model.domains.map((d) => d.length);
  }

  /** Valid domains under a partial selection (see DomainsResult). */
  domains(r: Restriction): DomainsResult {
    // The unrestricted answer never changes: keep it (free components of a split model ask it
    // on every query, and search answers it slowly). Callers get their own copy.
    if (r.every((x) => x === undefined)) {
      this.freeDomains ??= this.computeDomains([]);
      return { consistent: this.freeDomains.consistent, supported: this.freeDomains.supported.map((s) => [...s]) };
    }
    return this.computeDomains(r);
  }

  private computeDomains(r: Restriction): DomainsResult {
    if (this.parts) return this.parts.domains(r);
    if (this.mdd) return mddDomains(this.mdd, this.domainSizes, r);
    return this.ddnnf ? ddnnfDomains(this.ddnnf, r) : this.sat!.domains(r);
  }

  /**
   * Why each target value is out: a minimal set of `picks` whose removal makes it available
   * again (indices into `picks`; [] when it is available; null when `background` alone rules it
   * out). Picks are tried to be kept in the order given. See engine/explain.ts.
   */
  explain(background: Restriction, picks: readonly Assignment[], targets: readonly Assignment[]): (number[] | null)[] {
    return correctionSets((r, ts) => this.available(r, ts), this.domainSizes, background, picks, targets);
  }

  /**
   * Which targets extend to a valid build under `r`, each with its own variable's restriction
   * lifted (valid domains' semantics). The diagram answers the targets' levels alone (two passes,
   * no domain arrays); a d-DNNF from one valid-domains pass; the SAT method asks its solver once
   * per target instead of computing every domain.
   */
  available(r: Restriction, targets: readonly Assignment[]): boolean[] {
    if (this.parts) return this.parts.available(r, targets);
    if (this.sat) return targets.map((t) => this.sat!.available(r, t.v, t.value));
    if (this.mdd) return mddAvailable(this.mdd, r, targets);
    // One or two targets: a consistency pass each with the target's own row replaced is
    // cheaper than valid domains' two passes and per-variable answer arrays.
    if (targets.length <= 2) {
      return targets.map((t) => {
        const own = r.slice();
        own[t.v] = this.model.domains[t.v].map((_, j) => j === t.value);
        return this.consistent(own);
      });
    }
    const d = this.domains(r);
    return targets.map((t) => d.supported[t.v][t.value] === true);
  }

  /** Does the restriction extend to a valid build? */
  consistent(r: Restriction): boolean {
    if (this.parts) return this.parts.consistent(r);
    if (this.ddnnf) return satisfiable(this.ddnnf, r)[this.ddnnf.root] === 1;
    if (this.sat) return this.sat.consistent(r);
    return mddConsistent(this.mdd!, r);
  }

  /** Why count() gives nothing (undefined when it counts). */
  get notCountedReason(): string | undefined {
    if (this.parts) return this.parts.notCountedReason;
    return this.mdd || this.ddnnf ? undefined : `not counted: exact counting needs a compiled form, and ${this.fallbackReason ?? 'the model did not compile'}`;
  }

  /** Exact number of valid builds; undefined when the model did not compile (SAT fallback). */
  count(r: Restriction = []): bigint | undefined {
    if (this.parts) return this.parts.count(r);
    if (this.ddnnf) return ddnnfCount(this.ddnnf, r);
    return this.mdd ? mddCount(this.mdd, r) : undefined;
  }

  /** Up to k cheapest minimal resolutions (see mddResolve). */
  resolve(costs: CostTable, current: (number | undefined)[], k = 3): Resolution[] {
    if (this.parts) return this.parts.resolve(costs, current, k);
    if (this.mdd) return mddResolve(this.mdd, costs, current, k);
    const d = this.ddnnf;
    if (d) return lawlerResolve((c) => ddnnfCheapest(d, c), costs, current, k);
    return this.fallbackTry(
      () => this.search!.resolve(costs, current, k),
      () => {
        const r = this.sat!.minimalResolution(costs, current);
        return r ? [r] : [];
      },
    );
  }

  /** Optimal search within its node budget, else the SAT method's (non-optimal) answer. */
  private fallbackTry<T>(optimal: () => T, minimal: () => T): T {
    try {
      return optimal();
    } catch (e) {
      if (!(e instanceof SearchLimitExceeded)) throw e;
      return minimal();
    }
  }

  /** Cheapest complete build taking `value` for variable `v`, or undefined if none exists. */
  cheapestBuildWith(costs: CostTable, v: number, value: number): number[] | undefined {
    if (this.parts) return this.cheapestBuildsWith(costs, [{ v, value }])[0];
    if (this.mdd) return cheapestBuildWith(this.mdd, costs, v, value);
    const forced = costs.map((c, i) => (i === v ? c.map((x, j) => (j === value ? x : Infinity)) : c));
    if (this.ddnnf) return ddnnfCheapest(this.ddnnf, forced)?.values;
    return this.fallbackTry(() => this.search!.cheapestBuildWith(costs, v, value), () => this.sat!.someBuild(forced));
  }

  /** Cheapest complete builds taking each target value (undefined where none exists). */
  cheapestBuildsWith(costs: CostTable, targets: { v: number; value: number }[]): (number[] | undefined)[] {
    if (this.parts) return this.parts.cheapestBuildsWith(costs, targets);
    if (this.mdd) return cheapestBuildsThrough(this.mdd, costs, targets);
    return targets.map((t) => this.cheapestBuildWith(costs, t.v, t.value));
  }

  /** Cheapest complete build under `costs`, or undefined when there is none. */
  cheapestBuild(costs: CostTable): number[] | undefined {
    if (this.parts) return this.parts.cheapestBuild(costs);
    if (this.mdd) return cheapestPath(this.mdd, costs)?.values;
    if (this.ddnnf) return ddnnfCheapest(this.ddnnf, costs)?.values;
    return this.fallbackTry(() => this.search!.cheapestBuild(costs), () => this.sat!.someBuild(costs));
  }

  /** Number of independent components the model was split into (1 when it does not split). */
  get components(): number {
    return this.parts?.list.length ?? 1;
  }

  /** Diagram size, for reports. */
  get size(): { nodes: number; edges: number } | undefined {
    if (this.parts) return this.parts.size;
    if (this.ddnnf) return { nodes: this.ddnnf.nodes, edges: this.ddnnf.kids.length };
    return this.mdd ? { nodes: this.mdd.nodes, edges: this.mdd.vals.length } : undefined;
  }
}
