import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The launcher behind `npm run rules` (launch.cjs): it runs the CLI from a JavaScript build kept
 * in a cache folder and rebuilds only when a source the build was made from changed. Loaded by
 * Node's own require (it is plain CommonJS that the CLI process runs without jest).
 */
const launcher = createRequire(__filename)('./launch.cjs') as { isFresh: (dir: string) => boolean };
const LAUNCH = join(__dirname, 'launch.cjs');

// Two variables, three allowed pairs: three builds (counted by hand).
const MODEL = {
  format: 'rule-model/1',
  name: 'three',
  variables: [
    { name: 'A', values: ['0', '1'] },
    { name: 'B', values: ['x', 'y'] },
  ],
  constraints: [{ kind: 'table', scope: ['A', 'B'], tuples: [['0', 'x'], ['0', 'y'], ['1', 'y']] }],
};

describe('rules CLI launcher', () => {
  const cache = mkdtempSync(join(tmpdir(), 'rules-cli-'));
  const modelFile = join(cache, 'three.json');
  writeFileSync(modelFile, JSON.stringify(MODEL));
  const run = () => spawnSync(process.execPath, [LAUNCH, 'count', '--model', modelFile, '--format', 'json'], { env: { ...process.env, RULES_CLI_CACHE: cache }, encoding: 'utf8' });

  it('builds once, answers from the build, and reuses it while the sources are unchanged', () => {
    const first = run();
    expect(first.status).toBe(0);
    expect(first.stderr).toContain('building the CLI');
    expect(JSON.parse(first.stdout)).toMatchObject({ count: '3', method: 'mdd' });
    const second = run();
    expect(second.status).toBe(0);
    expect(second.stderr).not.toContain('building the CLI');
    expect(JSON.parse(second.stdout).count).toBe('3');
    expect(launcher.isFresh(join(cache, 'build'))).toBe(true);
  }, 120_000);

  it('sees a changed, removed or foreign source as stale', () => {
    const dir = join(cache, 'build');
    // The first test left a build here; make one when this test runs alone.
    if (!launcher.isFresh(dir)) execFileSync(process.execPath, [LAUNCH, 'count', '--model', modelFile, '--format', 'json', '--quiet'], { env: { ...process.env, RULES_CLI_CACHE: cache } });
    const manifestFile = join(dir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    expect(manifest.sources.map((s: { file: string }) => s.file)).toEqual(expect.arrayContaining([join(__dirname, 'cli.ts'), join(__dirname, '..', 'engine', 'rules-engine.ts')]));
    // Point the manifest at a scratch source we may change, with its real size and time.
    const scratch = join(cache, 'scratch.ts');
    writeFileSync(scratch, 'export const x = 1;\n');
    const st = statSync(scratch);
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, sources: [...manifest.sources, { file: scratch, size: st.size, mtimeMs: st.mtimeMs }] }));
    expect(launcher.isFresh(dir)).toBe(true);
    appendFileSync(scratch, 'export const y = 2;\n');
    expect(launcher.isFresh(dir)).toBe(false);
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, sources: [...manifest.sources, { file: join(cache, 'gone.ts'), size: 1, mtimeMs: 1 }] }));
    expect(launcher.isFresh(dir)).toBe(false);
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, version: 'older' }));
    expect(launcher.isFresh(dir)).toBe(false);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(launcher.isFresh(dir)).toBe(true);
  }, 120_000);
});
