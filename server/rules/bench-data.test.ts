import { join } from 'node:path';
import { runBench } from './bench-runner';
import { loadRuleModel, type ModelFormat } from './load-model';
import { RulesEngine } from './rules-engine';
import { parseSalesCsv, salesCosts } from './sales-history';
import { readFileSync } from 'node:fs';

/** The public benchmark models (never copied into the project): ../shared/bench-data from the repo. */
const BENCH = join(__dirname, '..', '..', '..', 'shared', 'bench-data');

// [name, path, format, answers cross-checked, expected count]. Each session runs 300 random
// queries; the first N answers are verified by SAT (the slow part; the bench CLI checks more).
const models: [string, string, ModelFormat, number, string | undefined][] = [
  ['XCSP 2.1 Renault small', 'renault-br4cp-small/small_constraints.xcsp21.xml', 'xcsp21', 6, '172056'],
  ['DIMACS e-shop', 'feature-models/eshop_Lau2006.dimacs', 'dimacs', 6, '247496437923840'],
  ['DIMACS printer', 'feature-models/printer_Mendonca2009.dimacs', 'dimacs', 5, undefined],
  ['DIMACS PC', 'feature-models/pc-richmond_Sprey2020.dimacs', 'dimacs', 2, undefined],
  ['CLib Renault Megane', 'renault-megane-clib', 'clib', 2, '7445949334016'],
];

describe('rules engine on the public benchmark models (bounded cross-check against SAT)', () => {
  it.each(models)('%s: answers of random sessions agree with the SAT checker', (_name, path, format, checks, count) => {
    const model = loadRuleModel(join(BENCH, path), format);
    const engine = RulesEngine.fromModel(model, path);
    expect(engine.method).toBe('mdd');
    if (count) expect(engine.count()!.toString()).toBe(count);
    const report = runBench(engine, model, { queries: 300, checks, seed: 7 });
    expect(report.queries).toBe(300);
    expect(report.crossChecked.domains).toBe(checks);
    expect(report.mismatchExamples).toEqual([]);
    expect(report.mismatches).toBe(0);
  });

  it('replays real sales sessions with sales-history weights and agrees with SAT', () => {
    const xml = join(BENCH, 'renault-br4cp-small/small_constraints.xcsp21.xml');
    const model = loadRuleModel(xml, 'xcsp21');
    const engine = RulesEngine.fromModel(model, xml);
    const csv = join(BENCH, 'renault-br4cp-small/small_sales_history.csv');
    const sales = parseSalesCsv(readFileSync(csv, 'utf8'), csv, engine.model);
    expect(sales.sessions.length).toBeGreaterThan(1000);
    const report = runBench(engine, model, { queries: 200, checks: 5, seed: 3, sales, costs: salesCosts(engine.model, sales) });
    expect(report.mismatches).toBe(0);
    expect(report.conflicts).toBeGreaterThan(0);
  });

  it('answers exactly by search when a real model is over its diagram bound', () => {
    const xml = join(BENCH, 'renault-br4cp-small/small_constraints.xcsp21.xml');
    const model = loadRuleModel(xml, 'xcsp21');
    const exact = RulesEngine.fromModel(model, xml);
    const fallback = RulesEngine.fromModel(model, xml, { edgeBound: 200, cacheDir: false });
    expect(fallback.method).toBe('sat');
    const m = exact.model;
    const assign = (pairs: [string, string][]) => m.names.map((n) => {
      const hit = pairs.find(([k]) => k === n);
      return hit ? m.domains[m.varIndex.get(n)!].map((v) => v === hit[1]) : undefined;
    });
    for (const r of [assign([]), assign([['v0', '1'], ['v1', '0']]), assign([['v19', '3'], ['v2', '2']])]) {
      expect(fallback.domains(r)).toEqual(exact.domains(r));
    }
  });
});
