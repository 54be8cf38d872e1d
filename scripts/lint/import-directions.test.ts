import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Each import direction of architecture.md section 2 (ADR 0120, ADR 0190, ADR 0191) is an ESLint
 * rule; here each is shown to fail on a reintroduced import: a small text linted as a file at the
 * path where the import is forbidden, beside the same path importing what is allowed (so the rule,
 * not some other problem, is what fires).
 */
interface Probe {
  /** What the probe reintroduces. */
  name: string;
  filePath: string;
  code: string;
  /** The rule expected to fire, or null: allowed. */
  rule: 'no-restricted-imports' | 'import-x/no-cycle' | null;
}

const use = (from: string, name = 'x') => `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

const probes: Probe[] = [
  // server/rules imports nothing outside itself (the catalog compiles itself to the engine's model).
  { name: 'rules engine -> catalog', filePath: 'server/rules/engine/probe.ts', code: use('../../catalog/catalog-loader'), rule: 'no-restricted-imports' },
  { name: 'rules importer -> catalog schema', filePath: 'server/rules/importers/probe.ts', code: use('../../catalog/catalog.schema'), rule: 'no-restricted-imports' },
  { name: 'rules CLI -> configuration', filePath: 'server/rules/cli/probe.ts', code: use('../../configuration/vehicle-rules/vehicle-rules'), rule: 'no-restricted-imports' },
  { name: 'rules bench -> graphql', filePath: 'server/rules/bench/probe.ts', code: use('../../graphql/client-errors'), rule: 'no-restricted-imports' },
  { name: 'rules tests -> http', filePath: 'server/rules/tests/probe.ts', code: use('../../http/errors'), rule: 'no-restricted-imports' },
  { name: 'rules entry -> src/domain', filePath: 'server/rules/probe.ts', code: use('../../src/domain/entities'), rule: 'no-restricted-imports' },
  { name: 'rules CLI -> its own engine (allowed)', filePath: 'server/rules/cli/probe.ts', code: use('../engine/rules-engine'), rule: null },
  // The rest of the server uses the rules package through its entries only.
  { name: 'server -> rules internals', filePath: 'server/next-steps/probe.ts', code: use('../rules/engine/rules-engine'), rule: 'no-restricted-imports' },
  { name: 'server -> rules entry (allowed)', filePath: 'server/next-steps/probe.ts', code: use('../rules'), rule: null },
  // Configuration throws its own errors; the GraphQL layer maps them.
  { name: 'configuration -> transport errors', filePath: 'server/configuration/probe.ts', code: use('../http/errors', 'badUserInput'), rule: 'no-restricted-imports' },
  { name: 'configuration -> GraphQL', filePath: 'server/configuration/probe.ts', code: use('../graphql/client-errors'), rule: 'no-restricted-imports' },
  { name: 'configuration -> its own errors (allowed)', filePath: 'server/configuration/probe.ts', code: use('./configuration-errors', 'NotFoundError'), rule: null },
  { name: 'transport -> GraphQL', filePath: 'server/http/probe.ts', code: use('../graphql/client-errors'), rule: 'no-restricted-imports' },
  // The server imports nothing from src/root or scripts.
  { name: 'server -> src/root', filePath: 'server/http/probe.ts', code: use('../../src/root/deferred-slots'), rule: 'no-restricted-imports' },
  { name: 'server -> scripts', filePath: 'server/http/probe.ts', code: use('../../scripts/webpack/chunk-groups-plugin'), rule: 'no-restricted-imports' },
  { name: 'server -> src/domain (allowed)', filePath: 'server/http/probe.ts', code: use('../../src/domain/sleeping-slots', 'SLOTS_THAT_MAY_SLEEP'), rule: null },
  { name: 'server -> React code', filePath: 'server/services/probe.ts', code: use('../../src/platform/env'), rule: 'no-restricted-imports' },
  // The root config imports each parcel only through its public entry.
  { name: 'root -> parcel internals', filePath: 'src/root/probe.ts', code: use('../mfe-zip-modal/zip-modal-rules'), rule: 'no-restricted-imports' },
  { name: 'root-config.ts -> parcel internals', filePath: 'src/root-config.ts', code: use('./mfe-configurator/page/use-page-behaviour'), rule: 'no-restricted-imports' },
  { name: 'root -> parcel public entry (allowed)', filePath: 'src/root/probe.ts', code: use('../mfe-zip-modal/zip-modal.lifecycles', 'mount'), rule: null },
  // domain <- platform <- mfe-*; no parcel imports another.
  { name: 'domain -> React', filePath: 'src/domain/probe.ts', code: use('react', 'useState'), rule: 'no-restricted-imports' },
  { name: 'platform -> a parcel', filePath: 'src/platform/probe.ts', code: use('../mfe-no-inventory/no-inventory-services'), rule: 'no-restricted-imports' },
  { name: 'parcel -> another parcel', filePath: 'src/mfe-no-inventory/probe.ts', code: use('../mfe-zip-modal/zip-modal-rules'), rule: 'no-restricted-imports' },
  // No cycles: mount-slots.ts imports slot-downloads.ts, so slot-downloads.ts must not import it back.
  { name: 'a cycle', filePath: 'src/root/slot-downloads.ts', code: use('./mount-slots', 'startRootConfig'), rule: 'import-x/no-cycle' },
];

function lint(texts: Array<Pick<Probe, 'filePath' | 'code'>>): Array<Array<{ rule: string | null; message: string }>> {
  const run = spawnSync(process.execPath, [join(__dirname, 'lint-text.mjs')], { input: JSON.stringify(texts), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`lint-text.mjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

describe('import directions (eslint.config.mjs)', () => {
  let results: ReturnType<typeof lint>;
  beforeAll(() => {
    results = lint(probes);
  }, 180_000);

  it.each(probes.map((p, i) => [p.name, i] as const))('%s', (_name, i) => {
    const { rule } = probes[i];
    const fired = results[i].map((m) => m.rule);
    if (rule) expect(fired).toContain(rule);
    else expect(results[i]).toEqual([]);
  });
});
