import { readFileSync } from 'node:fs';
import { type CliFormat, main as rulesCli } from '../../rules/cli/cli';
import { ModelError } from '../../rules';

/*
 * `npm run rules`: the rules engine's CLI (server/rules/cli) given the one format whose models live
 * outside the engine package, the vehicle catalog (ADR 0190). The catalog loader (with zod) and the
 * vehicle bench (with the SAT checker) take ~150 ms to load, more than a cached query costs: only a
 * catalog model loads them (ADR 0147), hence the requires inside the functions.
 */
/* eslint-disable @typescript-eslint/no-require-imports */

function readCatalog(path: string) {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ModelError(path, undefined, `cannot read the model: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const { compileCatalogFile }: typeof import('../../catalog/catalog-rule-model') = require('../../catalog/catalog-rule-model');
  return compileCatalogFile(path, text);
}

function benchVehicle(path: string, options: { queries: number; checks: number; seed: number; warmup: number }) {
  const { runVehicleBench }: typeof import('./vehicle-bench') = require('./vehicle-bench');
  return runVehicleBench(readCatalog(path).file, options);
}
/* eslint-enable @typescript-eslint/no-require-imports */

/** One catalog series-year file; its bench times the vehicle API the data endpoint calls. */
export const CATALOG_FORMAT: CliFormat = {
  name: 'catalog',
  usage: '(catalog: times the vehicle API, domains and recommendations, 200 cross-checks by default; --warmup N untimed queries first)',
  load: (path) => readCatalog(path).model,
  bench: benchVehicle,
  defaultChecks: 200,
  isInputError: (e) => (e as Error | undefined)?.name === 'CatalogError',
};

/** Runs the rules CLI with the catalog format (the launcher, server/rules/cli/launch.cjs, calls this). */
export function main(argv: string[]): Promise<void> {
  return rulesCli(argv, [CATALOG_FORMAT]);
}

if (require.main === module) void main(process.argv.slice(2));
