import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseCatalogFile } from '../../catalog/catalog-loader';
import { compileCatalog } from '../../catalog/catalog-rule-model';
import { loadRuleModel } from '../importers/load-model';
import { miniTruckCatalog } from '../../catalog/test-support/catalog-fixture';
import { type NamedAssignment, SatChecker } from '../tests/sat-checker';
import type { Assignment } from './explain';
import type { RuleModel } from './rule-model';
import { RulesEngine } from './rules-engine';

const FIXTURES = join(__dirname, '..', 'tests', 'fixtures', 'feature-models');
const TACOMA = join(__dirname, '..', '..', 'catalog', 'content', 'live', 'toyota', 'tacoma-2024.json');

// The catalog (a hand-written series-year and the largest shipped one, compiled to a decision
// diagram) and the small public feature models (compiled to a d-DNNF).
const models: [string, () => RuleModel][] = [
  ['catalog fixture', () => compileCatalog(parseCatalogFile('mini.json', JSON.stringify(miniTruckCatalog())), 'mini')],
  ['catalog Tacoma 2024', () => compileCatalog(parseCatalogFile(TACOMA, readFileSync(TACOMA, 'utf8')), TACOMA)],
  ['e-shop', () => loadRuleModel(join(FIXTURES, 'eshop_Lau2006.dimacs'), 'dimacs')],
  ['printer', () => loadRuleModel(join(FIXTURES, 'printer_Mendonca2009.dimacs'), 'dimacs')],
  ['PC', () => loadRuleModel(join(FIXTURES, 'pc-richmond_Sprey2020.dimacs'), 'dimacs')],
];

describe.each(models)('explanations on %s (checked by the independent SAT checker)', (_name, load) => {
  const model = load();
  const engine = RulesEngine.fromModel(model, 'model', { cacheDir: false, timeBoundMs: 120_000 });
  const checker = new SatChecker(model);
  const m = engine.model;
  const n = m.names.length;
  /** Is the target in a valid build with exactly these picks held (the target's own variable free)? */
  const availableWith = (kept: readonly Assignment[], target: Assignment) => {
    const a: NamedAssignment = {};
    for (const p of kept) if (p.v !== target.v) a[m.names[p.v]] = m.domains[p.v][p.value];
    a[m.names[target.v]] = m.domains[target.v][target.value];
    return checker.consistent(a);
  };

  it('names a set of current picks whose removal frees the value, and no proper subset of it does', () => {
    const arb = fc.record({
      picks: fc.array(fc.tuple(fc.nat(n - 1), fc.nat()), { minLength: 1, maxLength: 8 }),
      targetSeed: fc.nat(),
    });
    let explained = 0;
    fc.assert(
      fc.property(arb, ({ picks: seeds, targetSeed }) => {
        // Distinct variables, each at a value of its domain (the picks may clash with each other).
        const picks: Assignment[] = [];
        for (const [v, s] of seeds) if (!picks.some((p) => p.v === v)) picks.push({ v, value: s % m.domains[v].length });
        const r = m.names.map((_, v) => {
          const p = picks.find((x) => x.v === v);
          return p ? m.domains[v].map((_, j) => j === p.value) : undefined;
        });
        const d = engine.domains(r);
        const out: Assignment[] = [];
        m.domains.forEach((vals, v) => vals.forEach((_, value) => d.supported[v][value] || out.push({ v, value })));
        if (out.length === 0) return;
        const target = out[targetSeed % out.length];
        const [set] = engine.explain([], picks, [target]);
        if (set === null) {
          expect(availableWith([], target)).toBe(false);
          return;
        }
        const named = new Set(set);
        const kept = picks.filter((_, i) => !named.has(i));
        expect(set.length).toBeGreaterThan(0);
        explained++;
        // Dropping the named picks frees the value ...
        expect(availableWith(kept, target)).toBe(true);
        // ... and putting any one of them back rules it out again: no proper subset frees it.
        for (const i of set) expect(availableWith([...kept, picks[i]], target)).toBe(false);
      }),
      { numRuns: 40, seed: 31 },
    );
    // Most runs explain something (the rest found no value out, or one nothing frees).
    expect(explained).toBeGreaterThanOrEqual(10);
  });
});
