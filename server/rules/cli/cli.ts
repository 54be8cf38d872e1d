import { readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import type { BenchRun } from '../bench/bench-runner';
import { generateFeatureModelDimacs } from '../bench/feature-model-generator';
import { type ModelFormat, MODEL_FORMATS, loadRuleModel } from '../importers/load-model';
import { namedDomains, namedExplain, namedResolve } from './model-queries';
import { ModelError, UnknownItemError } from '../engine/model-error';
import type { RuleModel } from '../engine/rule-model';
import { type EngineOptions, RulesEngine } from '../engine/rules-engine';
import { scaleModel } from '../bench/model-scale';
import { parseSalesCsv, salesCosts } from '../importers/sales-history';

/**
 * A model format the CLI is given by its caller, for models that come from outside this package: the
 * vehicle catalog (server/configuration/vehicle-rules/vehicle-rules-cli.ts) compiles itself to the rule
 * model and benchmarks the vehicle API built on the engine (ADR 0190).
 */
export interface CliFormat {
  readonly name: string;
  /** Reads the model at `path` into the rule model. */
  load(path: string): RuleModel;
  /** Its own bench instead of the engine bench (e.g. through an API built on the engine). */
  bench?(path: string, options: { queries: number; checks: number; seed: number; warmup: number }): Record<string, unknown>;
  /** `--checks` of its bench when not given (the engine bench checks every query). */
  readonly defaultChecks?: number;
  /** A line for the usage text. */
  readonly usage?: string;
  /** True for an error of its loader that is the input's fault: printed without a stack. */
  isInputError?(error: unknown): boolean;
}

const usage = (formats: readonly CliFormat[]) => `usage: npm run rules -- <bench|domains|resolve|explain|count> --model <path> --format ${[...MODEL_FORMATS, ...formats.map((f) => f.name)].join('|')}
  [--edge-bound N] [--time-bound-ms N]   compile bounds before falling back to the exact SAT method
          (defaults: 2,000,000 edges; 10 s of CPU + 10 ms per 1,000 tuple values and clause literals)
  [--method auto|mdd|ddnnf|sat]   force the exact method (default auto: d-DNNF for Boolean clause
          models such as DIMACS feature models, decision diagram for the others)
  [--scale N] [--connect]   use N renamed copies of the model (copy i >= 2 names variables Var@i);
          --connect adds cross-copy constraints so the copies form one connected block
  [--quiet]   no progress on stderr
  bench   [--queries N] [--checks N] [--sessions <sales.csv>] [--seed N] [--warmup N] [--no-cache] [--time-limit S]
${formats.flatMap((f) => (f.usage ? [`          ${f.usage}\n`] : [])).join('')}          SIGINT/SIGTERM or --time-limit stop it between queries and print the partial results
  generate --out <file.dimacs> [--features N] [--cross-tree N] [--seed N]
          writes an automotive-like feature model in DIMACS (for the fallback bench)
  domains --assign "Var=val,..."
  resolve --assign "Var=val,..." --pick "Var=val" [--sessions <sales.csv>]
  explain --assign "Var=val,..." --value "Var=val"   which picks rule the value out (a minimal set;
          picks listed first are kept first)
  count`;

/*
 * The bench (with its SAT checker) takes ~150 ms to load, more than a cached query costs: only
 * the command that uses it loads it (ADR 0147).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const benchRunner = (): typeof import('../bench/bench-runner') => require('../bench/bench-runner');

/** Thrown for a bad command line; printed with the usage. */
class UsageError extends Error {}

function parseArgs(argv: string[]): { command: string; flags: Map<string, string> } {
  const [command, ...rest] = argv;
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (!a.startsWith('--')) throw new UsageError(`unexpected argument ${a}`);
    const name = a.slice(2);
    if (name === 'no-cache' || name === 'json' || name === 'connect' || name === 'quiet') flags.set(name, 'true');
    else {
      if (i + 1 >= rest.length) throw new UsageError(`--${name} needs a value`);
      flags.set(name, rest[++i]);
    }
  }
  if (!command) throw new UsageError('missing command');
  return { command, flags };
}

const intFlag = (flags: Map<string, string>, name: string, dflt: number) => {
  const raw = flags.get(name);
  if (raw === undefined) return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a non-negative integer`);
  return n;
};

/** Where the CLI reports progress and how a bench is stopped early. */
export interface CliIo {
  progress?: (line: string) => void;
  /** Checked between bench queries: a reason (signal, time limit) stops the bench there. */
  stopReason?: () => string | undefined;
  /**
   * Called once before a bench with cross-checks, after the engine is built: sets the process's
   * heap policy for the checker's garbage and returns its name for the report (ADR 0148). Only
   * the CLI process sets one; in-process callers (tests) keep their own heap as it is.
   */
  heapPolicyForChecks?: () => string;
}

/** Runs one CLI command and returns the JSON object it prints (the bench to its end or its stop). */
export function runCli(argv: string[], io: CliIo = {}, formats: readonly CliFormat[] = []): Record<string, unknown> {
  const prepared = prepareCli(argv, io, formats);
  if (!prepared.bench) return prepared.result;
  const { run, finish } = prepared.bench;
  while (!io.stopReason?.() && run.step());
  return finish(io.stopReason?.());
}

type Prepared = { result: Record<string, unknown>; bench?: undefined } | { result?: undefined; bench: { run: BenchRun; finish: (stopped?: string) => Record<string, unknown> } };

function prepareCli(argv: string[], io: CliIo, formats: readonly CliFormat[]): Prepared {
  const { command, flags } = parseArgs(argv);
  if (command === 'generate') return { result: generate(flags) };
  if (!['bench', 'domains', 'resolve', 'explain', 'count'].includes(command)) throw new UsageError(`unknown command ${command}`);
  const path = flags.get('model');
  if (!path) throw new UsageError('--model is required');
  const format = flags.get('format') ?? (path.endsWith('.xml') ? 'xcsp21' : path.endsWith('.dimacs') || path.endsWith('.cnf') ? 'dimacs' : undefined);
  const given = formats.find((f) => f.name === format);
  const builtIn = MODEL_FORMATS.find((f) => f === format);
  if (!format || (!given && !builtIn)) throw new UsageError(`--format must be one of ${[...MODEL_FORMATS, ...formats.map((f) => f.name)].join(', ')}`);
  let t = performance.now();
  const cpu0 = process.cpuUsage();
  const scale = intFlag(flags, 'scale', 1);
  if (scale < 1) throw new UsageError('--scale must be a positive integer');
  if (scale > 1 && given) throw new UsageError(`--scale applies to ${MODEL_FORMATS.join(', ')} models`);
  const loaded: RuleModel = given ? given.load(path) : loadRuleModel(path, builtIn as ModelFormat);
  if (flags.has('connect') && scale < 2) throw new UsageError('--connect needs --scale 2 or more');
  const model: RuleModel = scale > 1 ? scaleModel(loaded, scale, flags.has('connect')) : loaded;
  const importMs = performance.now() - t;
  const importCpu = process.cpuUsage(cpu0);
  const importCpuMs = (importCpu.user + importCpu.system) / 1000;
  io.progress?.(`imported ${model.variables.length} variables, ${model.constraints.length} constraints in ${Math.round(importMs)} ms`);
  const engine = RulesEngine.fromModel(model, path, {
    onProgress:
      io.progress &&
      ((p) => io.progress!(p.steps ? `compile: order ${p.attempt}, constraint ${p.step}/${p.steps}, ${p.edges} edges in the working store` : `compile: ${p.attempt}, ${p.step} decisions, ${p.edges} edges`)),
    cacheDir: flags.has('no-cache') ? false : undefined,
    edgeBound: flags.has('edge-bound') ? intFlag(flags, 'edge-bound', 0) : undefined,
    timeBoundMs: flags.has('time-bound-ms') ? intFlag(flags, 'time-bound-ms', 0) : undefined,
    method: methodFlag(flags),
  });
  const m = engine.model;
  const formName = engine.method === 'ddnnf' ? 'd-DNNF' : 'diagram';
  io.progress?.(engine.method !== 'sat' ? `${formName} ready (${engine.fromCache ? 'from the disk cache' : 'compiled'}) in ${Math.round(engine.compileMs)} ms` : `no compiled form: ${engine.fallbackReason}`);
  // One consistency check (a single solver call on the SAT method), not every valid domain.
  const modelConsistent = engine.consistent([]);
  const head = {
    model: path,
    format,
    ...(scale > 1 ? { scale } : {}),
    method: engine.method,
    ...(engine.orderName ? { order: engine.orderName } : {}),
    ...(engine.timeBoundMs !== undefined ? { compileBoundCpuMs: engine.timeBoundMs } : {}),
    ...(engine.fallbackReason ? { fallback: engine.fallbackReason } : {}),
    ...(modelConsistent ? {} : { inconsistentModel: true, note: 'the model is inconsistent: it has no valid build at all' }),
  };
  const salesPath = flags.get('sessions');
  const sales = salesPath ? parseSalesCsv(readText(salesPath), salesPath, m) : undefined;
  const costs = sales ? salesCosts(m, sales) : undefined;
  if (command === 'count') {
    const count = engine.count();
    const start = { importMs: Math.round(importMs), importCpuMs: Math.round(importCpuMs), engineMs: Math.round(engine.compileMs), engineCpuMs: Math.round(engine.compileCpuMs), fromCache: engine.fromCache };
    return { result: { ...head, count: count === undefined ? 'not counted' : count.toString(), ...(count === undefined ? { reason: engine.notCountedReason } : {}), start } };
  }
  if (command === 'domains') {
    const r = namedDomains(engine, flags.get('assign') ?? '');
    return { result: { ...head, ...r, ...(r.consistent || !modelConsistent ? {} : { note: 'the selection has no valid build' }) } };
  }
  if (command === 'resolve') {
    const pick = flags.get('pick');
    if (!pick || !pick.includes('=')) throw new UsageError('--pick "Var=value" is required');
    return { result: { ...head, ...namedResolve(engine, flags.get('assign') ?? '', pick, costs) } };
  }
  if (command === 'explain') {
    const value = flags.get('value');
    if (!value || !value.includes('=')) throw new UsageError('--value "Var=value" is required');
    const t0 = performance.now();
    const r = namedExplain(engine, flags.get('assign') ?? '', value);
    return { result: { ...head, ...r, explainMs: Math.round((performance.now() - t0) * 1000) / 1000 } };
  }
  const checks = intFlag(flags, 'checks', given?.defaultChecks ?? Number.MAX_SAFE_INTEGER);
  const heapPolicy = checks > 0 && io.heapPolicyForChecks ? { heapPolicy: io.heapPolicyForChecks() } : {};
  if (given?.bench) {
    return { result: { ...head, ...heapPolicy, ...given.bench(path, { queries: intFlag(flags, 'queries', 1000), checks, seed: intFlag(flags, 'seed', 1), warmup: intFlag(flags, 'warmup', 0) }) } };
  }
  t = performance.now();
  const count = engine.count();
  const countMs = performance.now() - t;
  const queries = intFlag(flags, 'queries', 1000);
  const run = new (benchRunner().BenchRun)(engine, model, {
    queries,
    checks,
    seed: intFlag(flags, 'seed', 1),
    sales,
    costs,
  });
  const started = performance.now();
  let lastReport = started;
  const step = run.step.bind(run);
  // Progress once a second: queries done and the time left at the current rate.
  run.step = () => {
    const more = step();
    const now = performance.now();
    if (io.progress && now - lastReport > 1000) {
      lastReport = now;
      const eta = ((now - started) / run.queries) * (queries - run.queries);
      io.progress(`bench: ${run.queries}/${queries} queries, ETA ${Math.round(eta / 1000)} s`);
    }
    return more;
  };
  const finish = (stopped?: string) => ({
    ...(stopped ? { stopped, partial: true } : {}),
    ...head,
    size: {
      variables: m.names.length,
      values: m.domains.reduce((s, d) => s + d.length, 0),
      tables: m.tables.length,
      tuples: m.tables.reduce((s, x) => s + x.tuples.length, 0),
      clauses: m.clauses.length,
      components: engine.components,
      diagram: engine.size ?? null,
    },
    importMs: Math.round(importMs),
    importCpuMs: Math.round(importCpuMs),
    compileMs: Math.round(engine.compileMs),
    compileCpuMs: Math.round(engine.compileCpuMs),
    compiledFromCache: engine.fromCache,
    count: count === undefined ? 'not counted' : count.toString(),
    ...(count === undefined ? { notCountedReason: engine.notCountedReason } : {}),
    countMs: Math.round(countMs * 1000) / 1000,
    costModel: sales ? 'sales history' : 'unit (fewest changes)',
    ...run.report(),
    ...heapPolicy,
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  });
  return { bench: { run, finish } };
}

/**
 * Cross-checks make garbage fast: every MiniSat answer comes back from logic-solver as a fresh
 * array with one entry per CNF variable (about 17,000 on CLib, 137 KB), too big for V8's young
 * generation, so it lands in large-object space and waits for a full collection. With V8's
 * default heap growth on this 24 GB machine that garbage piled up to 400 MB over the engine's
 * 225 MB. `--optimize-for-size` makes V8 grow the heap slowly and collect sooner (ADR 0148).
 * Set only once the engine is built, so the compile keeps V8's defaults.
 */
function keepHeapSmallForChecks(): string {
  setFlagsFromString('--optimize-for-size');
  return 'optimize-for-size';
}

const METHODS = ['auto', 'mdd', 'ddnnf', 'sat'] as const;

function methodFlag(flags: Map<string, string>): EngineOptions['method'] {
  const m = flags.get('method');
  if (m === undefined) return undefined;
  if (!(METHODS as readonly string[]).includes(m)) throw new UsageError(`--method must be one of ${METHODS.join(', ')}`);
  return m as EngineOptions['method'];
}

function generate(flags: Map<string, string>): Record<string, unknown> {
  const out = flags.get('out');
  if (!out) throw new UsageError('--out <file.dimacs> is required');
  const features = intFlag(flags, 'features', 2500);
  const crossTree = intFlag(flags, 'cross-tree', 5500);
  if (features < 2) throw new UsageError('--features must be at least 2');
  const text = generateFeatureModelDimacs({ features, crossTree, seed: intFlag(flags, 'seed', 1) });
  writeFileSync(out, text);
  const header = /^p cnf (\d+) (\d+)$/m.exec(text)!;
  return { generated: out, variables: Number(header[1]), clauses: Number(header[2]) };
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new ModelError(path, undefined, 'cannot read the file');
  }
}

/** Runs the CLI as a process: progress on stderr, the bench stoppable by signal or time limit. */
export async function main(argv: string[], formats: readonly CliFormat[] = []): Promise<void> {
  const print = (o: unknown): void => {
    process.stdout.write(`${JSON.stringify(o, null, 2)}\n`);
  };
  let signal: string | undefined;
  const onSignal = (name: string) => () => {
    if (signal) process.exit(130); // a second signal: stop now
    signal = `interrupted by ${name}`;
  };
  try {
    const quiet = argv.includes('--quiet');
    const limitAt = argv.indexOf('--time-limit');
    const limitS = limitAt >= 0 ? Number(argv[limitAt + 1]) : Infinity;
    if (limitAt >= 0 && !(limitS > 0)) throw new UsageError('--time-limit must be a positive number of seconds');
    const rest = limitAt >= 0 ? [...argv.slice(0, limitAt), ...argv.slice(limitAt + 2)] : argv;
    const deadline = performance.now() + limitS * 1000;
    const stopReason = () => signal ?? (performance.now() > deadline ? `time limit of ${limitS} s reached` : undefined);
    const io: CliIo = {
      progress: quiet ? undefined : (line) => process.stderr.write(`[rules] ${line}\n`),
      stopReason,
      heapPolicyForChecks: keepHeapSmallForChecks,
    };
    const prepared = prepareCli(rest, io, formats);
    if (!prepared.bench) return print(prepared.result);
    const { run, finish } = prepared.bench;
    // Handlers go in only now: JavaScript cannot see a signal during the synchronous import,
    // compile and checker set-up, so there a signal keeps its default effect (the process ends
    // at once, bounded work lost) instead of being deferred to the end of that work.
    process.on('SIGINT', onSignal('SIGINT'));
    process.on('SIGTERM', onSignal('SIGTERM'));
    // Run in slices and yield to the event loop between them, so a signal is seen promptly.
    for (;;) {
      if (stopReason()) break;
      const sliceEnd = performance.now() + 50;
      let more = true;
      while (more && performance.now() < sliceEnd && !stopReason()) more = run.step();
      if (!more) break;
      await new Promise((r) => setImmediate(r));
    }
    print(finish(stopReason()));
  } catch (e) {
    const known = e instanceof ModelError || e instanceof UnknownItemError || e instanceof UsageError || formats.some((f) => f.isInputError?.(e));
    print({ error: (e as Error).message, ...(e instanceof UsageError ? { usage: usage(formats) } : {}) });
    if (!known) process.stderr.write(`${(e as Error).stack}\n`);
    process.exitCode = 1;
  }
}

if (require.main === module) void main(process.argv.slice(2));
