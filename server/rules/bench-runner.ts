import { type CostModel, costTable, unitCosts } from './cost-model';
import { latencyStats, seededRandom, timed } from './latency-stats';
import type { Restriction } from './mdd-queries';
import type { RuleModel } from './rule-model';
import type { RulesEngine } from './rules-engine';
import type { SalesStats } from './sales-history';
import { type NamedAssignment, SatChecker } from './sat-checker';

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
  /** The same latencies in CPU time of this process (robust to a loaded machine). */
  cpu: { domains: ReturnType<typeof latencyStats>; resolve: ReturnType<typeof latencyStats> };
  sessions: number;
  conflicts: number;
  crossChecked: { domains: number; resolve: number };
  mismatches: number;
  mismatchExamples: string[];
}

/**
 * Simulated shoppers: each session picks variables one at a time (random values, or the values
 * of a replayed sale), asking for valid domains before each pick and for resolve steps when the
 * pick conflicts; the best step is applied and the session goes on. Every answer up to
 * `checks` is verified independently: domains against SAT, resolve steps for validity (SAT),
 * minimality (dropping any one change breaks it) and optimality (no cheaper build, SAT with a
 * weighted-sum bound).
 */
export function runBench(engine: RulesEngine, model: RuleModel, opts: BenchOptions): BenchReport {
  const m = engine.model;
  const rnd = seededRandom(opts.seed);
  const costs = opts.costs ?? unitCosts;
  const checker = opts.checks > 0 ? new SatChecker(model) : undefined;
  const domMs: number[] = [];
  const resMs: number[] = [];
  const domCpu: number[] = [];
  const resCpu: number[] = [];
  let checkedDomains = 0;
  let checkedResolve = 0;
  let mismatches = 0;
  const examples: string[] = [];
  const miss = (what: string) => {
    mismatches++;
    if (examples.length < 5) examples.push(what);
  };
  let sessions = 0;
  let conflicts = 0;
  let queries = 0;
  const named = (cur: (number | undefined)[]): NamedAssignment => {
    const a: NamedAssignment = {};
    cur.forEach((x, v) => {
      if (x !== undefined) a[m.names[v]] = m.domains[v][x];
    });
    return a;
  };
  while (queries < opts.queries) {
    sessions++;
    const current: (number | undefined)[] = m.names.map(() => undefined);
    const sale = opts.sales?.sessions.length ? opts.sales.sessions[Math.floor(rnd() * opts.sales.sessions.length)] : undefined;
    const vars = [...m.names.keys()].filter((v) => !sale || sale.values[v] !== undefined);
    for (let i = vars.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [vars[i], vars[j]] = [vars[j], vars[i]];
    }
    const picks = sale ? vars : vars.slice(0, 1 + Math.floor(rnd() * Math.min(vars.length, 20)));
    for (const v of picks) {
      if (queries >= opts.queries) break;
      queries++;
      const restriction: Restriction = current.map((c, w) => (c === undefined ? undefined : m.domains[w].map((_, j) => j === c)));
      const dom = timed(() => engine.domains(restriction), domMs, domCpu);
      if (checker && checkedDomains < opts.checks) {
        checkedDomains++;
        const expect = checker.domains(named(current));
        m.names.forEach((name, w) => {
          m.domains[w].forEach((val, j) => {
            if (dom.supported[w][j] !== expect[name].has(val)) miss(`domains: ${name}=${val} engine ${dom.supported[w][j]} checker ${!dom.supported[w][j]}`);
          });
        });
      }
      const value = sale ? sale.values[v]! : Math.floor(rnd() * m.domains[v].length);
      if (dom.supported[v][value]) {
        current[v] = value;
        continue;
      }
      conflicts++;
      const pick = { v, value };
      const withPick = [...current];
      withPick[v] = value;
      const table = costTable(m, withPick, pick, costs);
      const steps = timed(() => engine.resolve(table, withPick, 3), resMs, resCpu);
      if (checker && checkedResolve < opts.checks) {
        checkedResolve++;
        checkResolve(checker, m, named, withPick, pick, steps, table, miss);
      }
      if (steps.length === 0) continue; // the value is in no valid build: the shopper stays put
      for (const c of steps[0].changes) current[c.v] = c.to;
      current[v] = value;
    }
  }
  return {
    queries,
    domains: latencyStats(domMs),
    resolve: latencyStats(resMs),
    cpu: { domains: latencyStats(domCpu), resolve: latencyStats(resCpu) },
    sessions,
    conflicts,
    crossChecked: { domains: checkedDomains, resolve: checkedResolve },
    mismatches,
    mismatchExamples: examples,
  };
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
  if (checker.cheaperExists(fixed, others, (name, val) => table[m.varIndex.get(name)!][m.valueIndex[m.varIndex.get(name)!].get(val)!], steps[0].cost)) {
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
