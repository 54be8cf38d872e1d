import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { miniTruckCatalog } from './catalog-fixture';
import { runCli } from './cli';

const BENCH = join(__dirname, '..', '..', '..', 'shared', 'bench-data');
const XCSP = join(BENCH, 'renault-br4cp-small', 'small_constraints.xcsp21.xml');
const ESHOP = join(BENCH, 'feature-models', 'eshop_Lau2006.dimacs');

describe('rules CLI', () => {
  it('counts the solutions of the XCSP Renault model', () => {
    expect(runCli(['count', '--model', XCSP, '--format', 'xcsp21'])).toMatchObject({ method: 'mdd', count: '172056' });
  });

  it('prints the valid domains of every variable for an assignment', () => {
    const out = runCli(['domains', '--model', XCSP, '--format', 'xcsp21', '--assign', 'v0=1,v1=0']) as { consistent: boolean; domains: Record<string, string[]> };
    expect(out.consistent).toBe(true);
    expect(out.domains.v0).toEqual(['1']);
    expect(Object.keys(out.domains)).toHaveLength(139);
  });

  it('prints resolve steps that keep the pick', () => {
    const out = runCli(['resolve', '--model', XCSP, '--format', 'xcsp21', '--assign', 'v0=0,v1=0', '--pick', 'v1=2']) as {
      isConfigValid: boolean;
      resolveSteps: { weight: number; requiredChanges: { variable: string }[] }[];
    };
    expect(out.isConfigValid).toBe(false);
    expect(out.resolveSteps.length).toBeGreaterThan(0);
    expect(out.resolveSteps[0].requiredChanges.map((c) => c.variable)).toEqual(['v0']);
    for (const s of out.resolveSteps) expect(s.requiredChanges.some((c) => c.variable === 'v1')).toBe(false);
  });

  it('runs a bounded bench with every answer cross-checked and no mismatch', () => {
    const out = runCli(['bench', '--model', ESHOP, '--format', 'dimacs', '--queries', '20', '--no-cache']) as Record<string, unknown>;
    expect(out).toMatchObject({ method: 'mdd', count: '247496437923840', queries: 20, mismatches: 0 });
    expect((out.crossChecked as { domains: number }).domains).toBe(20);
  });

  it('runs any command on N renamed copies with --scale (count is the N-th power)', () => {
    expect(runCli(['count', '--model', XCSP, '--format', 'xcsp21', '--scale', '3'])).toMatchObject({ method: 'mdd', scale: 3, count: (172056n ** 3n).toString() });
    const out = runCli(['domains', '--model', XCSP, '--format', 'xcsp21', '--scale', '2', '--assign', 'v0@2=1']) as { domains: Record<string, string[]> };
    expect(out.domains['v0@2']).toEqual(['1']);
    expect(Object.keys(out.domains)).toHaveLength(278);
    expect(() => runCli(['count', '--model', XCSP, '--format', 'xcsp21', '--scale', '0'])).toThrow('--scale must be a positive integer');
  });

  it('rejects unknown names, formats and files with clear errors', () => {
    expect(() => runCli(['domains', '--model', XCSP, '--format', 'xcsp21', '--assign', 'v0=99'])).toThrow('unknown value: v0=99');
    expect(() => runCli(['domains', '--model', XCSP, '--format', 'xcsp21', '--assign', 'nope=1'])).toThrow('unknown variable: nope');
    expect(() => runCli(['count', '--model', XCSP, '--format', 'bogus'])).toThrow(/--format must be one of/);
    expect(() => runCli(['count', '--model', '/no/such/file.xml', '--format', 'xcsp21'])).toThrow(/^\/no\/such\/file\.xml: cannot read the model: ENOENT/);
    expect(() => runCli(['explode', '--model', XCSP])).toThrow('unknown command explode');
  });
});

describe('rules CLI on a catalog vehicle', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'minitruck-2025.json');
  writeFileSync(file, JSON.stringify(miniTruckCatalog()));

  it('benchmarks the vehicle API with cross-checks', () => {
    const out = runCli(['bench', '--model', file, '--format', 'catalog', '--queries', '60', '--checks', '20']) as Record<string, unknown>;
    expect(out).toMatchObject({ vehicle: 'toyota/minitruck-2025', queries: 60, crossChecked: 20, mismatches: 0 });
    expect(out.count).toMatch(/^[1-9]\d*$/);
  });

  it('answers domains with catalog variable names', () => {
    const out = runCli(['domains', '--model', file, '--format', 'catalog', '--assign', 'TRIM=T1']) as { domains: Record<string, string[]> };
    expect(out.domains['PACKAGE:PREM']).toEqual(['0']);
    expect(out.domains.ENGINE).toEqual(['E1']);
  });

  it('reports a catalog file that fails validation with its path', () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'broken-2025.json');
    writeFileSync(bad, '{"formatVersion": 1}');
    expect(() => runCli(['count', '--model', bad, '--format', 'catalog'])).toThrow(bad);
  });
});

describe('rules CLI on an inconsistent model', () => {
  it('reports that the model has no valid build at all', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'model-')), 'none.cnf');
    writeFileSync(path, 'p cnf 1 2\n1 0\n-1 0\n');
    expect(runCli(['count', '--model', path, '--format', 'dimacs'])).toMatchObject({ inconsistentModel: true, count: '0' });
    expect(runCli(['domains', '--model', path, '--format', 'dimacs'])).toMatchObject({ inconsistentModel: true, consistent: false, domains: { '1': [] } });
  });
});
