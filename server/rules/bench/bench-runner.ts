import { type CostModel, costTable, unitCosts } from '../engine/cost-model';
import { latencyStats, seededRandom, timed } from './latency-stats';
import type { Restriction } from '../engine/mdd-queries';
import type { RuleModel } from '../engine/rule-model';
import type { RulesEngine } from '../engine/rules-engine';
import type { SalesStats } from '../importers/sales-history';
import { type NamedAssignment, SatChecker } from '../tests/sat-checker';
import { checkDomains, restrictionOf } from './domain-check';

/** Checks one SatChecker answers before it is replaced by a fresh one (see BenchRun.check). */
const CHECKER_RENEWAL = 20;

export interface BenchOptions {
  queries: number;
  /** How many queries to cross-check against the SAT checker (the rest are timed only). */
  checks: number;
  seed: number;
  sales?: SalesStats;
  costs?: CostModel;
}

export interface BenchReport {
  queries: number;
  domains: ReturnType<typeof latencyStats>;
  resolve: ReturnType<typeof latencyStats>;
  /** Why the conflicting value is out: a minimal set of current picks (RulesEngine.explain). */
  explain: ReturnType<typeof latencyStats>;
  /** The same latencies in CPU time of this process (robust to a loaded machine). */
  cpu: { domains: ReturnType<typeof latencyStats>; resolve: ReturnType<typeof latencyStats>; explain: ReturnType<typeof latencyStats> };
  sessions: number;
  conflicts: number;
  /** Conflicts whose resolutions the fallback could only make minimal, not cheapest. */
  resolveNotOptimal?: number;
  crossChecked: { domains: number; resolve: number; explain: number };
  mismatches: number;
  mismatchExamples: string[];
}

/**
 * Simulated shoppers: each session picks variables one at a time (random values, or the values
 * of a replayed sale), asking for valid domains before each pick and for resolve steps when the
 * pick conflicts; the best step is applied and the session goes on. Every answer up to
 * `checks` is verified independently as soon as it is given (streamed: no answer is kept):
 * domains against SAT and verified witness builds (domain-check.ts), resolve steps for validity (SAT), minimality (dropping any one change
 * breaks it) and optimality (no cheaper build, SAT with a weighted-sum bound; skipped for an
 * answer the engine itself flags as not optimal). A conflicting pick is also explained (which of
 * the current picks rule the value out, minimal) and the explanation checked: dropping the named
 * picks frees the value, and putting back any one of them rules it out again.
 *
 * `step()` runs one query, so a caller can stop between queries (time limit, signal) and still
 * read a consistent partial `report()`.
 */
export class BenchRun {
  private readonly m: RulesEngine['model'];
  private readonly rnd: () => number;
  private readonly costs: CostModel;
  private checker?: SatChecker;
  private checkerUses = 0;
  private readonly model: RuleModel;
  private readonly domMs: number[] = [];
  private readonly resMs: number[] = [];
  private readonly domCpu: number[] = [];
  private readonly resCpu: number[] = [];
  private readonly expMs: number[] = [];
  private readonly expCpu: number[] = [];
  private checkedExplain = 0;
  private checkedDomains = 0;
  private checkedResolve = 0;
  private mismatches = 0;
  private readonly examples: string[] = [];
  private sessions = 0;
  private conflicts = 0;
  private notOptimal = 0;
  queries = 0;
  private current: (number | undefined)[] = [];
  private sale?: SalesStats['sessions'][number];
  private picks: number[] = [];
  /** The variables picked so far in this session, oldest first (explanations keep those first). */
  private picked: number[] = [];

  constructor(
    private readonly engine: RulesEngine,
    model: RuleModel,
    private readonly opts: BenchOptions,
  ) {
    this.m = engine.model;
    this.rnd = seededRandom(opts.seed);
    this.costs = opts.costs ?? unitCosts;
    this.model = model;
    this.checker = opts.checks > 0 ? new SatChecker(model) : undefined;
  }

  /**
   * The checker, renewed every CHECKER_RENEWAL checks: MiniSat in logic-solver keeps every
   * assumption and bound formula it was given, so one instance grows with the number of checks
   * (1.9 GB after 255 checked queries on BR4CP medium); a fresh one keeps memory flat.
   */
  private check(): SatChecker | undefined {
    if (this.checker && ++this.checkerUses > CHECKER_RENEWAL) {
      this.checker = new SatChecker(this.model);
      this.checkerUses = 1;
    }
    return this.checker;
  }

  private miss(what: string): void {
    this.mismatches++;
    if (this.examples.length < 5) this.examples.push(what);
  }

  private named(cur: (number | undefined)[]): NamedAssignment {
    const a: NamedAssignment = {};
    cur.forEach((x, v) => {
      if (x !== undefined) a[this.m.names[v]] = this.m.domains[v][x];
    });
    return a;
  }

  private newSession(): void {
    const { m, rnd, opts } = this;
    this.sessions++;
    this.current = m.names.map(() => undefined);
    this.picked = [];
    this.sale = opts.sales?.sessions.length ? opts.sales.sessions[Math.floor(rnd() * opts.sales.sessions.length)] : undefined;
    const sale = this.sale;
    const vars = [...m.names.keys()].filter((v) => !sale || sale.values[v] !== undefined);
    for (let i = vars.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [vars[i], vars[j]] = [vars[j], vars[i]];
    }
    this.picks = sale ? vars : vars.slice(0, 1 + Math.floor(rnd() * Math.min(vars.length, 20)));
  }

  /** Runs one query; false once all queries are done. */
  step(): boolean {
    if (this.queries >= this.opts.queries) return false;
    while (this.picks.length === 0) this.newSession();
    const { m, engine, opts, current } = this;
    const v = this.picks.shift()!;
    this.queries++;
    const restriction: Restriction = restrictionOf(m, current);
    const dom = timed(() => engine.domains(restriction), this.domMs, this.domCpu);
    if (this.checker && this.checkedDomains < opts.checks) {
      this.checkedDomains++;
      for (const w of checkDomains(this.check()!, this.model, engine, current, dom)) this.miss(w);
    }
    const value = this.sale ? this.sale.values[v]! : Math.floor(this.rnd() * m.domains[v].length);
    if (dom.supported[v][value]) {
      this.pick(v, value);
      return this.queries < opts.queries;
    }
    this.conflicts++;
    const held = this.picked.filter((w) => w !== v).map((w) => ({ v: w, value: current[w]! }));
    const [why] = timed(() => engine.explain([], held, [{ v, value }]), this.expMs, this.expCpu);
    if (this.checker && this.checkedExplain < opts.checks) {
      this.checkedExplain++;
      checkExplanation(this.check()!, (c) => this.named(c), m.names.length, held, { v, value }, why, (w) => this.miss(w));
    }
    const pick = { v, value };
    const withPick = [...current];
    withPick[v] = value;
    const table = costTable(m, withPick, pick, this.costs);
    const steps = timed(() => engine.resolve(table, withPick, 3), this.resMs, this.resCpu);
    if (steps.some((s) => s.optimal === false)) this.notOptimal++;
    if (this.checker && this.checkedResolve < opts.checks) {
      this.checkedResolve++;
      checkResolve(this.check()!, m, (c) => this.named(c), withPick, pick, steps, table, (w) => this.miss(w));
    }
    if (steps.length > 0) {
      for (const c of steps[0].changes) current[c.v] = c.to;
      this.pick(v, value);
    } // else the value is in no valid build: the shopper stays put
    return this.queries < opts.queries;
  }

  private pick(v: number, value: number): void {
    if (this.current[v] === undefined) this.picked.push(v);
    this.current[v] = value;
  }

  report(): BenchReport {
    return {
      queries: this.queries,
      domains: latencyStats(this.domMs),
      resolve: latencyStats(this.resMs),
      explain: latencyStats(this.expMs),
      cpu: { domains: latencyStats(this.domCpu), resolve: latencyStats(this.resCpu), explain: latencyStats(this.expCpu) },
      sessions: this.sessions,
      conflicts: this.conflicts,
      ...(this.notOptimal ? { resolveNotOptimal: this.notOptimal } : {}),
      crossChecked: { domains: this.checkedDomains, resolve: this.checkedResolve, explain: this.checkedExplain },
      mismatches: this.mismatches,
      mismatchExamples: this.examples,
    };
  }
}

/** Runs every query of a bench to the end (see BenchRun). */
export function runBench(engine: RulesEngine, model: RuleModel, opts: BenchOptions): BenchReport {
  const run = new BenchRun(engine, model, opts);
  while (run.step());
  return run.report();
}

function checkResolve(
  checker: SatChecker,
  m: RulesEngine['model'],
  named: (cur: (number | undefined)[]) => NamedAssignment,
  withPick: (number | undefined)[],
  pick: { v: number; value: number },
  steps: ReturnType<RulesEngine['resolve']>,
  table: number[][],
  miss: (what: string) => void,
): void {
  const pickName = m.names[pick.v];
  const fixed = { [pickName]: m.domains[pick.v][pick.value] };
  const cur = named(withPick);
  if (steps.length === 0) {
    if (checker.consistent(fixed)) miss(`resolve: engine found no step for ${pickName} but a build exists`);
    return;
  }
  const others = { ...cur };
  delete others[pickName];
  if (steps[0].optimal !== false && checker.cheaperExists(fixed, others, (name, val) => table[m.varIndex.get(name)!][m.valueIndex[m.varIndex.get(name)!].get(val)!], steps[0].cost)) {
    miss(`resolve: a cheaper build than ${steps[0].cost} exists`);
  }
  for (const s of steps) {
    const after = [...withPick];
    for (const c of s.changes) after[c.v] = c.to;
    if (!checker.consistent(named(after))) miss(`resolve: step of cost ${s.cost} is not a valid build`);
    for (const c of s.changes) {
      const undo = [...after];
      undo[c.v] = c.from;
      if (checker.consistent(named(undo))) miss(`resolve: change ${m.names[c.v]} can be dropped from step of cost ${s.cost}`);
    }
  }
}

/**
 * An explanation of why `target` is out is right when dropping the named picks makes it
 * available (the checker finds a build with the target and every other pick) and putting back
 * any single named pick rules it out again (so no proper subset would do); null means nothing
 * frees it, which the checker confirms with every pick dropped.
 */
function checkExplanation(
  checker: SatChecker,
  named: (cur: (number | undefined)[]) => NamedAssignment,
  n: number,
  held: { v: number; value: number }[],
  target: { v: number; value: number },
  why: number[] | null,
  miss: (what: string) => void,
): void {
  const withPicks = (keep: { v: number; value: number }[]) => {
    const cur: (number | undefined)[] = new Array(n).fill(undefined);
    for (const p of keep) cur[p.v] = p.value;
    cur[target.v] = target.value;
    return checker.consistent(named(cur));
  };
  if (why === null) {
    if (withPicks([])) miss('explain: engine says nothing frees the value but it is in a valid build');
    return;
  }
  const dropped = new Set(why);
  const kept = held.filter((_, i) => !dropped.has(i));
  if (!withPicks(kept)) miss(`explain: dropping picks ${why.join(',')} does not free the value`);
  for (const i of why) if (withPicks([...kept, held[i]])) miss(`explain: pick ${i} is named but not needed`);
}
