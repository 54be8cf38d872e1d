import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { miniTruckCatalog } from '../../catalog/test-support/catalog-fixture';
import { runCli } from '../../rules/cli/cli';
import { CATALOG_FORMAT } from './vehicle-rules-cli';

const REPO = join(__dirname, '..', '..', '..');
const run = (argv: string[]) => runCli(argv, {}, [CATALOG_FORMAT]);

describe('rules CLI on a catalog vehicle (the catalog format the CLI is given)', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'minitruck-2025.json');
  writeFileSync(file, JSON.stringify(miniTruckCatalog()));

  it('benchmarks the vehicle API with cross-checks', () => {
    const out = run(['bench', '--model', file, '--format', 'catalog', '--queries', '60', '--checks', '20']);
    expect(out).toMatchObject({ vehicle: 'toyota/minitruck-2025', queries: 60, crossChecked: 20, mismatches: 0 });
    expect(out.count).toMatch(/^[1-9]\d*$/);
  });

  it('answers domains with catalog variable names', () => {
    const out = run(['domains', '--model', file, '--format', 'catalog', '--assign', 'TRIM=T1']) as { domains: Record<string, string[]> };
    expect(out.domains['PACKAGE:PREM']).toEqual(['0']);
    expect(out.domains.ENGINE).toEqual(['E1']);
  });

  it('reports a catalog file that fails validation, or cannot be read, with its path', () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'broken-2025.json');
    writeFileSync(bad, '{"formatVersion": 1}');
    expect(() => run(['count', '--model', bad, '--format', 'catalog'])).toThrow(bad);
    expect(() => run(['count', '--model', '/no/such/tacoma-2024.json', '--format', 'catalog'])).toThrow(/^\/no\/such\/tacoma-2024\.json: cannot read the model: ENOENT/);
  });

  it('knows the catalog only when given it: the engine CLI alone refuses the format', () => {
    expect(() => runCli(['count', '--model', file, '--format', 'catalog'])).toThrow(/--format must be one of xcsp21, clib, dimacs, json$/);
    expect(() => run(['count', '--model', file, '--format', 'catalog', '--scale', '2'])).toThrow(/--scale applies to/);
  });

  it('is what `npm run rules` runs: the launcher builds this entry and answers a catalog count', () => {
    // The package.json script, run as npm runs it (from the repository root), on a fresh cache.
    // The cache stays inside the repository, as the default one: the build requires zod from node_modules.
    const [command, ...args] = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: { rules: string } }).scripts.rules.split(' ');
    expect(command).toBe('node');
    mkdirSync(join(REPO, 'node_modules', '.cache'), { recursive: true });
    const cache = mkdtempSync(join(REPO, 'node_modules', '.cache', 'rules-cli-test-'));
    const out = spawnSync(process.execPath, [...args, 'count', '--model', file, '--format', 'catalog', '--quiet'], { cwd: REPO, env: { ...process.env, RULES_CLI_CACHE: cache }, encoding: 'utf8' });
    rmSync(cache, { recursive: true, force: true });
    expect(out.stderr).toBe('');
    expect(JSON.parse(out.stdout)).toMatchObject({ format: 'catalog', count: expect.stringMatching(/^[1-9]\d*$/) });
  }, 120_000);
});
