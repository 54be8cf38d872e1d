import { readFileSync } from 'node:fs';
import { runBench } from './bench-runner';
import { compileCatalogFile } from './catalog-compiler';
import { runVehicleBench } from './vehicle-bench';
import { type ModelFormat, MODEL_FORMATS, loadRuleModel } from './load-model';
import { namedDomains, namedResolve } from './model-queries';
import { ModelError, UnknownItemError } from './model-error';
import type { RuleModel } from './rule-model';
import { RulesEngine } from './rules-engine';
import { scaleModel } from './model-scale';
import { parseSalesCsv, salesCosts } from './sales-history';

const USAGE = `usage: npm run rules -- <bench|domains|resolve|count> --model <path> --format ${MODEL_FORMATS.join('|')}
  [--edge-bound N] [--time-bound-ms N]   diagram bounds before falling back to search
  [--scale N]   use N renamed copies of the model (copy i >= 2 names variables Var@i): a scale test
  bench   [--queries N] [--checks N] [--sessions <sales.csv>] [--seed N] [--no-cache]
          (catalog: times the vehicle API, vehicleDomains and vehicleRecommendation)
  domains --assign "Var=val,..."
  resolve --assign "Var=val,..." --pick "Var=val" [--sessions <sales.csv>]
  count`;

/** Thrown for a bad command line; printed with the usage. */
class UsageError extends Error {}

function parseArgs(argv: string[]): { command: string; flags: Map<string, string> } {
  const [command, ...rest] = argv;
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (!a.startsWith('--')) throw new UsageError(`unexpected argument ${a}`);
    const name = a.slice(2);
    if (name === 'no-cache' || name === 'json') flags.set(name, 'true');
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

/** Runs one CLI command and returns the JSON object it prints. */
export function runCli(argv: string[]): Record<string, unknown> {
  const { command, flags } = parseArgs(argv);
  if (!['bench', 'domains', 'resolve', 'count'].includes(command)) throw new UsageError(`unknown command ${command}`);
  const path = flags.get('model');
  if (!path) throw new UsageError('--model is required');
  const format = (flags.get('format') ?? (path.endsWith('.xml') ? 'xcsp21' : path.endsWith('.dimacs') || path.endsWith('.cnf') ? 'dimacs' : undefined)) as ModelFormat | undefined;
  if (!format || !MODEL_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${MODEL_FORMATS.join(', ')}`);
  let t = performance.now();
  const scale = intFlag(flags, 'scale', 1);
  if (scale < 1) throw new UsageError('--scale must be a positive integer');
  if (scale > 1 && format === 'catalog') throw new UsageError('--scale applies to xcsp21, clib and dimacs models');
  const loaded: RuleModel = loadRuleModel(path, format);
  const model: RuleModel = scale > 1 ? scaleModel(loaded, scale) : loaded;
  const importMs = performance.now() - t;
  const engine = RulesEngine.fromModel(model, path, {
    cacheDir: flags.has('no-cache') ? false : undefined,
    edgeBound: flags.has('edge-bound') ? intFlag(flags, 'edge-bound', 0) : undefined,
    timeBoundMs: flags.has('time-bound-ms') ? intFlag(flags, 'time-bound-ms', 0) : undefined,
  });
  const m = engine.model;
  const modelConsistent = engine.domains([]).consistent;
  const head = {
    model: path,
    format,
    ...(scale > 1 ? { scale } : {}),
    method: engine.method,
    ...(engine.fallbackReason ? { fallback: engine.fallbackReason } : {}),
    ...(modelConsistent ? {} : { inconsistentModel: true, note: 'the model is inconsistent: it has no valid build at all' }),
  };
  const salesPath = flags.get('sessions');
  const sales = salesPath ? parseSalesCsv(readText(salesPath), salesPath, m) : undefined;
  const costs = sales ? salesCosts(m, sales) : undefined;
  if (command === 'count') {
    const count = engine.count();
    return { ...head, count: count === undefined ? null : count.toString(), ...(count === undefined ? { note: 'exact count needs the compiled diagram; this model fell back to search' } : {}) };
  }
  if (command === 'domains') {
    const r = namedDomains(engine, flags.get('assign') ?? '');
    return { ...head, ...r, ...(r.consistent || !modelConsistent ? {} : { note: 'the selection has no valid build' }) };
  }
  if (command === 'resolve') {
    const pick = flags.get('pick');
    if (!pick || !pick.includes('=')) throw new UsageError('--pick "Var=value" is required');
    return { ...head, ...namedResolve(engine, flags.get('assign') ?? '', pick, costs) };
  }
  if (format === 'catalog') {
    // Catalog vehicles are benchmarked through the API the data endpoint calls.
    const file = compileCatalogFile(path, readText(path)).file;
    return { ...head, ...runVehicleBench(file, { queries: intFlag(flags, 'queries', 1000), checks: intFlag(flags, 'checks', 200), seed: intFlag(flags, 'seed', 1) }) };
  }
  t = performance.now();
  const count = engine.count();
  const countMs = performance.now() - t;
  const report = runBench(engine, model, {
    queries: intFlag(flags, 'queries', 1000),
    checks: intFlag(flags, 'checks', Number.MAX_SAFE_INTEGER),
    seed: intFlag(flags, 'seed', 1),
    sales,
    costs,
  });
  return {
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
    compileMs: Math.round(engine.compileMs),
    compiledFromCache: engine.fromCache,
    count: count === undefined ? null : count.toString(),
    countMs: Math.round(countMs * 1000) / 1000,
    costModel: sales ? 'sales history' : 'unit (fewest changes)',
    ...report,
  };
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new ModelError(path, undefined, 'cannot read the file');
  }
}

if (require.main === module) {
  try {
    process.stdout.write(`${JSON.stringify(runCli(process.argv.slice(2)), null, 2)}\n`);
  } catch (e) {
    const known = e instanceof ModelError || e instanceof UnknownItemError || e instanceof UsageError || (e as Error).name === 'CatalogError';
    process.stdout.write(`${JSON.stringify({ error: (e as Error).message, ...(e instanceof UsageError ? { usage: USAGE } : {}) }, null, 2)}\n`);
    if (!known) process.stderr.write(`${(e as Error).stack}\n`);
    process.exitCode = 1;
  }
}
