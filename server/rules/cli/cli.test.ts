import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './cli';
import { importXcsp21 } from '../importers/import-xcsp21';
import { scaleModel } from '../bench/model-scale';
import { enumerateBuilds } from '../tests/sat-checker';

/** Public feature model (MIT, see the LICENSE file beside it), committed as a test fixture. */
const ESHOP = join(__dirname, '..', 'tests', 'fixtures', 'feature-models', 'eshop_Lau2006.dimacs');

// A small XCSP 2.1 model with supports and conflicts relations; its counts are checked against
// brute-force enumeration (sat-checker's enumerateBuilds), which shares no code with the engine.
const XCSP_TEXT = `<instance>
 <presentation name="four" format="XCSP 2.1"/>
 <domains nbDomains="3">
  <domain name="D3" nbValues="3">0..2</domain>
  <domain name="D2" nbValues="2">0 1</domain>
  <domain name="D4" nbValues="4">0..3</domain>
 </domains>
 <variables nbVariables="4">
  <variable name="a" domain="D3"/>
  <variable name="b" domain="D2"/>
  <variable name="c" domain="D4"/>
  <variable name="d" domain="D2"/>
 </variables>
 <relations nbRelations="3">
  <relation name="R1" arity="2" nbTuples="4" semantics="supports">0 0|0 1|1 1|2 0</relation>
  <relation name="R2" arity="2" nbTuples="5" semantics="supports">0 0|0 3|1 1|1 2|1 3</relation>
  <relation name="R3" arity="2" nbTuples="1" semantics="conflicts">3 1</relation>
 </relations>
 <constraints nbConstraints="3">
  <constraint name="c1" arity="2" scope="a b" reference="R1"/>
  <constraint name="c2" arity="2" scope="b c" reference="R2"/>
  <constraint name="c3" arity="2" scope="c d" reference="R3"/>
 </constraints>
</instance>
`;
const XCSP = join(mkdtempSync(join(tmpdir(), 'xcsp-')), 'four.xml');
writeFileSync(XCSP, XCSP_TEXT);
const brute = (scale: number, connect = false) => enumerateBuilds(scaleModel(importXcsp21(XCSP_TEXT, 'four.xml'), scale, connect)).length.toString();

describe('rules CLI', () => {
  it('counts the solutions of an XCSP model', () => {
    expect(brute(1)).toBe('16');
    expect(runCli(['count', '--model', XCSP, '--format', 'xcsp21', '--no-cache'])).toMatchObject({ method: 'mdd', count: '16' });
  });

  it('prints the valid domains of every variable for an assignment', () => {
    const out = runCli(['domains', '--model', XCSP, '--format', 'xcsp21', '--assign', 'a=1', '--no-cache']) as Record<string, unknown>;
    expect(out.consistent).toBe(true);
    expect(out.domains).toEqual({ a: ['1'], b: ['1'], c: ['1', '2', '3'], d: ['0', '1'] });
    expect(out.alternatives).toEqual({ a: ['0', '1', '2'] });
  });

  it('prints resolve steps that keep the pick', () => {
    const out = runCli(['resolve', '--model', XCSP, '--format', 'xcsp21', '--assign', 'a=2,b=0', '--pick', 'b=1', '--no-cache']) as {
      isConfigValid: boolean;
      resolveSteps: { weight: number; requiredChanges: { variable: string }[] }[];
    };
    expect(out.isConfigValid).toBe(false);
    expect(out.resolveSteps[0].requiredChanges.map((c) => c.variable)).toEqual(['a']);
    for (const s of out.resolveSteps) expect(s.requiredChanges.some((c) => c.variable === 'b')).toBe(false);
  });

  it('explains which picks rule a value out', () => {
    // a=2 allows only b=0 (R1), so only c in {0, 3} (R2); d=1 forbids c=3 (R3).
    const explain = (value: string) => runCli(['explain', '--model', XCSP, '--format', 'xcsp21', '--assign', 'a=2,d=1', '--value', value, '--no-cache']);
    expect(explain('c=1')).toMatchObject({ available: false, excludedBy: [{ variable: 'a', value: '2' }] });
    expect(explain('c=3')).toMatchObject({ available: false, excludedBy: [{ variable: 'd', value: '1' }] });
    expect(explain('c=0')).toMatchObject({ available: true, excludedBy: [] });
    expect(() => runCli(['explain', '--model', XCSP, '--format', 'xcsp21', '--no-cache'])).toThrow(/--value/);
  });

  it('runs a bounded bench with every answer cross-checked and no mismatch', () => {
    const out = runCli(['bench', '--model', ESHOP, '--format', 'dimacs', '--queries', '20', '--no-cache']) as Record<string, unknown>;
    expect(out).toMatchObject({ method: 'ddnnf', count: '247496437923840', queries: 20, mismatches: 0 });
    const checked = out.crossChecked as { domains: number; resolve: number; explain: number };
    expect(checked.domains).toBe(20);
    expect(checked.explain).toBe(checked.resolve);
  });

  it('sets the heap policy for cross-checks once, after the engine is built, and reports it', () => {
    const events: string[] = [];
    const io = {
      progress: (l: string) => events.push(/^(d-DNNF|diagram) ready/.test(l) ? 'engine built' : 'progress'),
      heapPolicyForChecks: () => {
        events.push('policy');
        return 'test-policy';
      },
    };
    const checked = runCli(['bench', '--model', ESHOP, '--format', 'dimacs', '--queries', '5', '--no-cache'], io);
    expect(checked.heapPolicy).toBe('test-policy');
    expect(events.filter((e) => e === 'policy')).toHaveLength(1);
    expect(events.indexOf('policy')).toBeGreaterThan(events.indexOf('engine built'));
    events.length = 0;
    const unchecked = runCli(['bench', '--model', ESHOP, '--format', 'dimacs', '--queries', '5', '--checks', '0', '--no-cache'], io);
    expect(unchecked.heapPolicy).toBeUndefined();
    expect(events).not.toContain('policy');
  });

  it('stops a bench when told to and prints the partial results', () => {
    let calls = 0;
    const out = runCli(['bench', '--model', ESHOP, '--format', 'dimacs', '--queries', '500', '--checks', '0', '--no-cache'], {
      stopReason: () => (++calls > 10 ? 'time limit of 1 s reached' : undefined),
    });
    expect(out).toMatchObject({ stopped: 'time limit of 1 s reached', partial: true, mismatches: 0 });
    expect(out.queries).toBeLessThan(500);
  });

  it('reports progress lines while it works', () => {
    const lines: string[] = [];
    runCli(['count', '--model', ESHOP, '--format', 'dimacs', '--no-cache'], { progress: (l) => lines.push(l) });
    expect(lines[0]).toMatch(/^imported 173 variables, \d+ constraints in \d+ ms$/);
    expect(lines.some((l) => /^d-DNNF ready \(compiled\)/.test(l))).toBe(true);
  });

  it('says why it does not count a model answered by the SAT fallback', () => {
    const out = runCli(['count', '--model', ESHOP, '--format', 'dimacs', '--edge-bound', '1', '--no-cache']);
    expect(out).toMatchObject({ method: 'sat', count: 'not counted' });
    expect(out.reason).toMatch(/^not counted: exact counting needs a compiled form, and d-DNNF exceeds 1 edges/);
  });

  it('runs any command on N renamed copies with --scale (count is the N-th power), or one connected block with --connect', () => {
    expect(runCli(['count', '--model', XCSP, '--format', 'xcsp21', '--scale', '3', '--no-cache'])).toMatchObject({ method: 'mdd', scale: 3, count: (16n ** 3n).toString() });
    const linked = runCli(['count', '--model', XCSP, '--format', 'xcsp21', '--scale', '2', '--connect', '--no-cache']);
    expect(linked.count).toBe(brute(2, true));
    expect(Number(linked.count)).toBeLessThan(16 * 16);
    const out = runCli(['domains', '--model', XCSP, '--format', 'xcsp21', '--scale', '2', '--assign', 'a@2=1', '--no-cache']) as { domains: Record<string, string[]> };
    expect(out.domains['b@2']).toEqual(['1']);
    expect(Object.keys(out.domains)).toHaveLength(8);
    expect(() => runCli(['count', '--model', XCSP, '--format', 'xcsp21', '--scale', '0'])).toThrow('--scale must be a positive integer');
    expect(() => runCli(['count', '--model', XCSP, '--format', 'xcsp21', '--connect'])).toThrow('--connect needs --scale 2 or more');
  });

  it('generates an automotive-like feature model that the DIMACS importer reads back', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'fm-')), 'fm.dimacs');
    expect(runCli(['generate', '--out', out, '--features', '60', '--cross-tree', '40', '--seed', '2'])).toMatchObject({ generated: out, variables: 60 });
    expect(runCli(['count', '--model', out, '--format', 'dimacs', '--no-cache']).count).toMatch(/^[1-9]\d*$/);
  });

  it('rejects unknown names, formats and files with clear errors', () => {
    expect(() => runCli(['domains', '--model', XCSP, '--format', 'xcsp21', '--assign', 'a=99'])).toThrow('unknown value: a=99');
    expect(() => runCli(['domains', '--model', XCSP, '--format', 'xcsp21', '--assign', 'nope=1'])).toThrow('unknown variable: nope');
    expect(() => runCli(['count', '--model', XCSP, '--format', 'bogus'])).toThrow(/--format must be one of/);
    expect(() => runCli(['count', '--model', '/no/such/file.xml', '--format', 'xcsp21'])).toThrow(/^\/no\/such\/file\.xml: cannot read the model: ENOENT/);
    expect(() => runCli(['explode', '--model', XCSP])).toThrow('unknown command explode');
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
