import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MddBoundExceeded } from './mdd-builder';
import { type CompileOptions, type CompiledMdd, compileMdd } from './mdd-compile';
import { type CostTable, type DomainsResult, type Restriction, cheapestBuildWith, cheapestBuildsThrough, cheapestPath, mddCount, mddDomains } from './mdd-queries';
import { type Resolution, mddResolve } from './mdd-resolve';
import { type IndexedModel, type RuleModel, indexModel } from './rule-model';
import { SearchLimitExceeded, SearchSolver } from './search-solver';
import { SatFallback } from './sat-fallback';
import { type ModelComponent, splitComponents } from './component-split';
import { combineDomains, combineResolutions } from './component-combine';
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
}

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

/** Bumped whenever the compiled form or the compiler changes, so stale caches are ignored. */
const CACHE_VERSION = 'mdd-3';

/**
 * A loaded rule model with its exact query method: a compiled decision diagram when it fits
 * the bounds, otherwise propagation search (`method` says which, `fallbackReason` why).
 */
export class RulesEngine {
  readonly method: 'mdd' | 'sat';
  readonly fallbackReason?: string;
  readonly compileMs: number;
  /** CPU milliseconds of this process spent building the engine (robust to a loaded machine). */
  readonly compileCpuMs: number;
  readonly fromCache: boolean;
  /** The compile CPU-time bound this engine used (undefined when the model was split). */
  readonly timeBoundMs?: number;
  readonly mdd?: CompiledMdd;
  private readonly search?: SearchSolver;
  private readonly sat?: SatFallback;
  /** Which candidate variable order won the compile (undefined when cached or not compiled). */
  readonly orderName?: string;
  /** Independent sub-models, each with its own engine (only when the model splits). */
  private readonly parts?: (ModelComponent & { engine: RulesEngine })[];
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
      this.parts = split.map((c) => {
        const key = cacheKey(c.model);
        let engine = byKey.get(key);
        if (!engine) byKey.set(key, (engine = new RulesEngine(c.model, opts)));
        return { ...c, engine };
      });
      const fellBack = this.parts.map((p, i) => [p, i] as const).filter(([p]) => p.engine.method === 'sat');
      this.method = fellBack.length ? 'sat' : 'mdd';
      if (fellBack.length) {
        this.fallbackReason = `${fellBack.length} of ${split.length} independent components fell back to the exact SAT method (component ${fellBack[0][1] + 1}: ${fellBack[0][0].engine.fallbackReason})`;
      }
      this.compileMs = performance.now() - t0;
      this.compileCpuMs = cpuSince();
      // From the cache when no part had to be compiled at a cost worth caching.
      this.fromCache = this.parts.every((p) => p.engine.fromCache || p.engine.compileMs < (opts.cacheMinCompileMs ?? CACHE_MIN_COMPILE_MS));
      return;
    }
    const key = cacheKey(model);
    const cached = readCache(opts.cacheDir, key);
    const edgeBound = opts.edgeBound ?? DEFAULT_EDGE_BOUND;
    const timeBoundMs = opts.timeBoundMs ?? defaultTimeBoundMs(model);
    this.timeBoundMs = timeBoundMs;
    let fromCache = false;
    // A cached diagram over the requested bound does not count: the caller asked for the bound.
    // A cached failure counts only for bounds no larger than the ones it failed under.
    if (cached && 'mdd' in cached && cached.mdd.order.length === model.names.length && cached.mdd.vals.length <= edgeBound) {
      this.mdd = cached.mdd;
      fromCache = true;
    } else if (cached && 'failed' in cached && edgeBound <= cached.edgeBound && timeBoundMs <= cached.timeBoundMs) {
      this.fallbackReason = `${cached.failed} (remembered from an earlier compile of the same model); answering by the exact SAT method instead`;
      fromCache = true;
    } else {
      try {
        const compiled = compileMdd(model, { edgeBound, timeBoundMs, onProgress: opts.onProgress });
        this.mdd = compiled;
        this.orderName = compiled.info.order;
      } catch (e) {
        if (!(e instanceof MddBoundExceeded)) throw e;
        this.fallbackReason = `${e.message}; answering by the exact SAT method instead`;
        // Remember the failure so the next start goes straight to the fallback.
        if (opts.cacheMinCompileMs === undefined || performance.now() - t0 >= opts.cacheMinCompileMs) writeCache(opts.cacheDir, key, { failed: e.message, edgeBound, timeBoundMs });
      }
    }
    this.compileMs = performance.now() - t0;
    this.compileCpuMs = cpuSince();
    this.fromCache = fromCache;
    if (this.mdd) {
      this.method = 'mdd';
      if (!fromCache && this.compileMs >= (opts.cacheMinCompileMs ?? CACHE_MIN_COMPILE_MS)) writeCache(opts.cacheDir, key, { mdd: this.mdd });
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
    if (this.parts) return combineDomains(this.parts.map((p) => ({ vars: p.vars, result: p.engine.domains(p.vars.map((v) => r[v])) })), this.model.names.length);
    return this.mdd ? mddDomains(this.mdd, this.domainSizes, r) : this.sat!.domains(r);
  }

  /**
   * Why each target value is out: a minimal set of `picks` whose removal makes it available
   * again (indices into `picks`; [] when it is available; null when `background` alone rules it
   * out). Picks are tried to be kept in the order given. See engine/explain.ts.
   */
  explain(background: Restriction, picks: readonly Assignment[], targets: readonly Assignment[]): (number[] | null)[] {
    return correctionSets((r) => this.domains(r), this.domainSizes, background, picks, targets);
  }

  /** Why count() gives nothing (undefined when it counts). */
  get notCountedReason(): string | undefined {
    if (this.parts) return this.parts.find((p) => p.engine.notCountedReason)?.engine.notCountedReason;
    return this.mdd ? undefined : `not counted: exact counting needs the compiled diagram, and ${this.fallbackReason ?? 'the model did not compile'}`;
  }

  /** Exact number of valid builds; undefined when the model did not compile (SAT fallback). */
  count(r: Restriction = []): bigint | undefined {
    if (this.parts) {
      // Independent components: the builds are the cartesian product of theirs.
      let total = 1n;
      for (const p of this.parts) {
        const c = p.engine.count(p.vars.map((v) => r[v]));
        if (c === undefined) return undefined;
        total *= c;
      }
      return total;
    }
    return this.mdd ? mddCount(this.mdd, r) : undefined;
  }

  /** Up to k cheapest minimal resolutions (see mddResolve). */
  resolve(costs: CostTable, current: (number | undefined)[], k = 3): Resolution[] {
    if (this.parts) {
      return combineResolutions(
        this.parts.map((p) => ({ vars: p.vars, list: p.engine.resolve(p.vars.map((v) => costs[v]), p.vars.map((v) => current[v]), k) })),
        k,
      );
    }
    if (this.mdd) return mddResolve(this.mdd, costs, current, k);
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
    return this.fallbackTry(() => this.search!.cheapestBuildWith(costs, v, value), () => this.sat!.someBuild(forced));
  }

  /** Cheapest complete builds taking each target value (undefined where none exists). */
  cheapestBuildsWith(costs: CostTable, targets: { v: number; value: number }[]): (number[] | undefined)[] {
    if (this.parts) return this.partsCheapestBuildsWith(this.parts, costs, targets);
    if (this.mdd) return cheapestBuildsThrough(this.mdd, costs, targets);
    return targets.map((t) => this.cheapestBuildWith(costs, t.v, t.value));
  }

  /** Cheapest build with a target: the target's component takes it, every other its cheapest build. */
  private partsCheapestBuildsWith(parts: (ModelComponent & { engine: RulesEngine })[], costs: CostTable, targets: { v: number; value: number }[]) {
    const partOf = new Map<number, number>();
    parts.forEach((p, i) => p.vars.forEach((v) => partOf.set(v, i)));
    const localOf = new Map<number, number>();
    parts.forEach((p) => p.vars.forEach((v, l) => localOf.set(v, l)));
    const sub = parts.map((p) => p.vars.map((v) => costs[v]));
    let free: (number[] | undefined)[] | undefined;
    return targets.map((t) => {
      const i = partOf.get(t.v)!;
      const own = parts[i].engine.cheapestBuildsWith(sub[i], [{ v: localOf.get(t.v)!, value: t.value }])[0];
      if (!own) return undefined;
      // Every other component's cheapest build (independent of the target), computed once.
      free ??= parts.map((p, j) => p.engine.cheapestBuild(sub[j]));
      const out = new Array<number>(this.model.names.length);
      for (let j = 0; j < parts.length; j++) {
        const vals = j === i ? own : free[j];
        if (!vals) return undefined;
        parts[j].vars.forEach((v, l) => (out[v] = vals[l]));
      }
      return out;
    });
  }

  /** Cheapest complete build under `costs`, or undefined when there is none. */
  cheapestBuild(costs: CostTable): number[] | undefined {
    if (this.parts) {
      const out = new Array<number>(this.model.names.length);
      for (const p of this.parts) {
        const vals = p.engine.cheapestBuild(p.vars.map((v) => costs[v]));
        if (!vals) return undefined;
        p.vars.forEach((v, l) => (out[v] = vals[l]));
      }
      return out;
    }
    if (this.mdd) return cheapestPath(this.mdd, costs)?.values;
    return this.fallbackTry(() => this.search!.cheapestBuild(costs), () => this.sat!.someBuild(costs));
  }

  /** Number of independent components the model was split into (1 when it does not split). */
  get components(): number {
    return this.parts?.length ?? 1;
  }

  /** Diagram size, for reports. */
  get size(): { nodes: number; edges: number } | undefined {
    if (this.parts) {
      const sizes = this.parts.map((p) => p.engine.size);
      if (sizes.some((x) => !x)) return undefined;
      return { nodes: sizes.reduce((a, x) => a + x!.nodes, 0), edges: sizes.reduce((a, x) => a + x!.edges, 0) };
    }
    return this.mdd ? { nodes: this.mdd.nodes, edges: this.mdd.vals.length } : undefined;
  }
}

function cacheKey(m: IndexedModel): string {
  const h = createHash('sha256');
  h.update(`${CACHE_VERSION}|${JSON.stringify(m.domains)}`);
  for (const t of m.tables) h.update(`T${t.scope.join(',')}:${t.tuples.map((x) => x.join(',')).join(';')}`);
  for (const c of m.clauses) h.update(`C${c.literals.map((l) => `${l.v}:${l.allowed.map(Number).join('')}`).join(';')}`);
  return h.digest('hex');
}

const cacheFolder = (dir: string | false | undefined) => (dir === false ? undefined : (dir ?? join(tmpdir(), 'vehicle-rules-mdd')));

/**
 * Cache file: one JSON header line (order, pos, sizes, or the reason the model did not compile
 * within the bounds it was tried with), then the four Int32 arrays as raw little-endian bytes,
 * so a large diagram loads without parsing.
 */
type CacheEntry = { mdd: CompiledMdd } | { failed: string; edgeBound: number; timeBoundMs: number };

function readCache(dir: string | false | undefined, key: string): CacheEntry | undefined {
  const folder = cacheFolder(dir);
  if (!folder) return undefined;
  try {
    const buf = readFileSync(join(folder, `${key}.mdd`));
    const nl = buf.indexOf(10);
    const head = JSON.parse(buf.subarray(0, nl).toString('utf8'));
    if (head.version !== CACHE_VERSION) return undefined;
    if (head.failed) return { failed: head.failed, edgeBound: head.edgeBound, timeBoundMs: head.timeBoundMs };
    const body = buf.subarray(nl + 1);
    const ints = new Int32Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
    const sizes = [head.levels, head.nodes + 1, head.edges, head.edges];
    if (ints.length !== sizes.reduce((a, b) => a + b, 0)) return undefined; // truncated: compile again
    let at = 0;
    const take = (k: number) => ints.subarray(at, (at += k));
    return { mdd: { order: head.order, pos: head.pos, nodes: head.nodes, empty: head.empty, levelStart: take(sizes[0]), first: take(sizes[1]), vals: take(sizes[2]), kids: take(sizes[3]) } };
  } catch {
    return undefined; // missing or unreadable cache: compile again
  }
}

function writeCache(dir: string | false | undefined, key: string, entry: CacheEntry): void {
  const folder = cacheFolder(dir);
  if (!folder) return;
  try {
    mkdirSync(folder, { recursive: true });
    let body: Buffer;
    if ('failed' in entry) body = Buffer.from(`${JSON.stringify({ version: CACHE_VERSION, ...entry })}\n`);
    else {
      const d = entry.mdd;
      const head = { version: CACHE_VERSION, order: d.order, pos: d.pos, nodes: d.nodes, empty: d.empty, levels: d.levelStart.length, edges: d.vals.length };
      body = Buffer.concat([Buffer.from(`${JSON.stringify(head)}\n`), ...[d.levelStart, d.first, d.vals, d.kids].map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength))]);
    }
    // Write then rename, so a concurrent reader never sees half a file.
    const tmp = join(folder, `${key}.${process.pid}.tmp`);
    writeFileSync(tmp, body);
    renameSync(tmp, join(folder, `${key}.mdd`));
  } catch {
    // A cache that cannot be written only costs the next start a recompile.
  }
}
