import { join } from 'node:path';
import fc from 'fast-check';
import { splitComponents } from './component-split';
import { loadRuleModel } from '../importers/load-model';
import { modelWithAssignmentArb } from '../tests/model-arbitraries';
import { scaleModel } from '../bench/model-scale';
import { namedDomains, namedResolve } from '../cli/model-queries';
import { type RuleModel, indexModel } from './rule-model';
import { RulesEngine } from './rules-engine';

/** Public feature model (MIT, LICENSE beside it), committed as a test fixture. */
const ESHOP = join(__dirname, '..', 'tests', 'fixtures', 'feature-models', 'eshop_Lau2006.dimacs');

describe('independent components', () => {
  it('splits a model along its constraint graph and keeps each part self-contained', () => {
    const base: RuleModel = {
      format: 'rule-model/1',
      name: 'm',
      variables: [
        { name: 'A', values: ['x', 'y'] },
        { name: 'B', values: ['x', 'y'] },
        { name: 'C', values: ['1'] },
      ],
      constraints: [{ kind: 'table', scope: ['A', 'B'], tuples: [['x', 'y']] }],
    };
    const m = indexModel(scaleModel(base, 2), 'm');
    const parts = splitComponents(m);
    expect(parts.map((p) => p.vars)).toEqual([[0, 1], [2], [3, 4], [5]]);
    expect(parts[2].model.names).toEqual(['A@2', 'B@2']);
    expect(parts[2].model.tables).toEqual([{ scope: [0, 1], tuples: [[0, 1]] }]);
  });

  it.each([
    ['decision diagram', {}],
    ['search fallback', { edgeBound: 1 }],
  ])('a 3x renamed model (%s) answers exactly what each copy answers alone', (_label, bounds) => {
    fc.assert(
      fc.property(modelWithAssignmentArb(4), ({ model, assign }) => {
        const one = RulesEngine.fromModel(model, 'one', { cacheDir: false, ...bounds });
        const three = RulesEngine.fromModel(scaleModel(model, 3), 'three', { cacheDir: false, ...bounds });
        const n = model.variables.length;
        // The same selection on copy 2, the other copies free.
        const r1 = assign.map((a, v) => (a === undefined ? undefined : model.variables[v].values.map((_, j) => j === a)));
        const r3 = [...new Array(n).fill(undefined), ...r1, ...new Array(n).fill(undefined)];
        const d1 = one.domains(r1);
        const free = one.domains([]);
        const d3 = three.domains(r3);
        const modelOk = free.consistent;
        expect(d3.consistent).toBe(d1.consistent && modelOk);
        // Copies 1 and 3 are free: their values are valid when copy 2's selection and the model are.
        const ok = d1.consistent && modelOk;
        expect(d3.supported.slice(0, n)).toEqual(free.supported.map((s) => s.map((x) => x && ok)));
        expect(d3.supported.slice(n, 2 * n)).toEqual(d1.supported.map((s) => s.map((x) => x && modelOk)));
        if (one.count() !== undefined) expect(three.count(r3)).toBe(one.count()! ** 2n * one.count(r1)!);
      }),
      { numRuns: 60 },
    );
  });

  it('a 3x public feature model answers domains and resolve within a bound, matching the 1x answers per copy', () => {
    const model = loadRuleModel(ESHOP, 'dimacs');
    const t0 = performance.now();
    const three = RulesEngine.fromModel(scaleModel(model, 3), 'eshop x3', { cacheDir: false });
    const one = RulesEngine.fromModel(model, 'eshop', { cacheDir: false });
    expect(three.method).toBe('ddnnf');
    expect(three.components).toBeGreaterThanOrEqual(3);
    // Two variables that are free in the model, set to their second valid value.
    const free = namedDomains(one, '').domains;
    const [x, y] = Object.keys(free).filter((name) => free[name].length > 1);
    const assign = `${x}=${free[x][1]},${y}=${free[y][1]}`;
    const d1 = namedDomains(one, assign);
    const d3 = namedDomains(three, `${x}@2=${free[x][1]},${y}@2=${free[y][1]}`);
    const elapsed = performance.now() - t0;
    expect(d3.consistent).toBe(d1.consistent);
    for (const name of Object.keys(d1.domains)) {
      expect(d3.domains[`${name}@2`]).toEqual(d1.domains[name]);
      expect(d3.domains[`${name}@3`]).toEqual(namedDomains(one, '').domains[name]);
    }
    expect(three.count()).toBe(one.count()! ** 3n);
    const pick = Object.keys(d1.domains).find((name) => d1.domains[name].length < one.model.domains[one.model.varIndex.get(name)!].length);
    expect(pick).toBeDefined();
    if (pick) {
      const bad = one.model.domains[one.model.varIndex.get(pick)!].find((v) => !d1.domains[pick].includes(v))!;
      const s1 = namedResolve(one, assign, `${pick}=${bad}`);
      const s3 = namedResolve(three, `${x}@2=${free[x][1]},${y}@2=${free[y][1]}`, `${pick}@2=${bad}`);
      expect(JSON.stringify(s3).replaceAll('@2', '')).toEqual(JSON.stringify(s1));
    }
    // Bound on this shared 2-core machine (the 1x compile is ~1-3 s of CPU): generous but finite.
    expect(elapsed).toBeLessThan(60_000);
  }, 120_000);
});
