import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { costTable, type CostModel } from './cost-model';
import { booleanModelWithAssignmentArb, modelWithAssignmentArb } from '../tests/model-arbitraries';
import type { Restriction } from './mdd-queries';
import type { RuleModel } from './rule-model';
import { RulesEngine } from './rules-engine';
import { enumerateBuilds } from '../tests/sat-checker';

type Build = number[];

/** Every valid build as value indices, by brute force (independent of the engine). */
function validBuilds(model: RuleModel): Build[] {
  return enumerateBuilds(model).map((b) => model.variables.map((v) => v.values.indexOf(b[v.name])));
}

const restrictionOf = (model: RuleModel, assign: (number | undefined)[]): Restriction =>
  assign.map((a, v) => (a === undefined ? undefined : model.variables[v].values.map((_, j) => j === a)));

const matches = (b: Build, assign: (number | undefined)[], except = -1) => assign.every((a, v) => v === except || a === undefined || b[v] === a);

type Arb = typeof modelWithAssignmentArb;
// Each exact method on models it takes: the d-DNNF on Boolean clause models (feature-model
// shaped), the diagram and the SAT fallback on models with tables and up to three values.
const engines: [string, Arb, (m: RuleModel) => RulesEngine][] = [
  ['decision diagram', modelWithAssignmentArb, (m) => RulesEngine.fromModel(m, 'generated', { cacheDir: false, method: 'mdd' })],
  ['search fallback', modelWithAssignmentArb, (m) => RulesEngine.fromModel(m, 'generated', { cacheDir: false, method: 'sat' })],
  ['d-DNNF', booleanModelWithAssignmentArb, (m) => RulesEngine.fromModel(m, 'generated', { cacheDir: false, method: 'ddnnf' })],
];

describe.each(engines)('rules engine (%s) on generated models', (label, modelWithAssignmentArb, make) => {
  it('marks a value compatible exactly when it extends to a full valid build', () => {
    fc.assert(
      fc.property(modelWithAssignmentArb(), ({ model, assign }) => {
        const engine = make(model);
        expect(engine.method).toBe(label === 'd-DNNF' ? 'ddnnf' : label === 'decision diagram' ? 'mdd' : 'sat');
        const builds = validBuilds(model);
        const d = engine.domains(restrictionOf(model, assign));
        expect(d.consistent).toBe(builds.some((b) => matches(b, assign)));
        model.variables.forEach((v, i) => {
          v.values.forEach((_, j) => {
            const expected = builds.some((b) => b[i] === j && matches(b, assign, i));
            expect(d.supported[i][j]).toBe(expected);
          });
        });
      }),
      { numRuns: 150 },
    );
  });

  it('says which target values are available under a selection, each with its own variable lifted', () => {
    // Explanations ask this many times per query; the diagram answers it from the targets' levels
    // only, so it is checked on its own against the brute-force list of builds.
    const arb = modelWithAssignmentArb().chain(({ model, assign }) => {
      const target = fc.integer({ min: 0, max: model.variables.length - 1 }).chain((v) => fc.record({ v: fc.constant(v), value: fc.integer({ min: 0, max: model.variables[v].values.length - 1 }) }));
      return fc.record({ model: fc.constant(model), assign: fc.constant(assign), targets: fc.array(target, { minLength: 1, maxLength: 5 }) });
    });
    fc.assert(
      fc.property(arb, ({ model, assign, targets }) => {
        const builds = validBuilds(model);
        const expected = targets.map((t) => builds.some((b) => b[t.v] === t.value && matches(b, assign, t.v)));
        expect(make(model).available(restrictionOf(model, assign), targets)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('returns resolve steps that are valid, minimal, and cheapest first', () => {
    const arb = modelWithAssignmentArb().chain(({ model, assign }) =>
      fc.record({
        model: fc.constant(model),
        assign: fc.constant(assign),
        pickVar: fc.integer({ min: 0, max: model.variables.length - 1 }),
        pickSeed: fc.nat(),
        weights: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: model.variables.length, maxLength: model.variables.length }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ model, assign, pickVar, pickSeed, weights }) => {
        const engine = make(model);
        const m = engine.model;
        const value = pickSeed % model.variables[pickVar].values.length;
        const current = [...assign];
        current[pickVar] = value;
        const costs: CostModel = { changeCost: (v) => weights[v] };
        const steps = engine.resolve(costTable(m, current, { v: pickVar, value }, costs), current, 3);
        const builds = validBuilds(model).filter((b) => b[pickVar] === value);
        const costOf = (b: Build) => current.reduce<number>((s, c, v) => s + (c !== undefined && c !== b[v] ? weights[v] : 0), 0);
        const changeKeys = (b: Build) => current.flatMap((c, v) => (c !== undefined && c !== b[v] ? [`${v}=${b[v]}`] : []));
        if (builds.length === 0) {
          expect(steps).toEqual([]);
          return;
        }
        const best = Math.min(...builds.map(costOf));
        expect(steps[0].cost).toBe(best);
        if (best === 0) {
          expect(steps).toHaveLength(1);
          expect(steps[0].changes).toEqual([]);
          return;
        }
        const seen: string[][] = [];
        steps.forEach((s, i) => {
          if (i > 0) expect(s.cost).toBeGreaterThanOrEqual(steps[i - 1].cost);
          const after = [...current];
          for (const c of s.changes) {
            expect(c.v).not.toBe(pickVar);
            expect(c.from).toBe(current[c.v]);
            after[c.v] = c.to;
          }
          expect(s.cost).toBe(s.changes.reduce((t, c) => t + weights[c.v], 0));
          // Valid: the changed selection extends to a full valid build.
          expect(builds.some((b) => matches(b, after))).toBe(true);
          const keys = s.changes.map((c) => `${c.v}=${c.to}`);
          // Minimal: no valid build makes a proper subset of these changes.
          for (const b of builds) {
            const bk = changeKeys(b);
            const isProperSubset = bk.length < keys.length && bk.every((k) => keys.includes(k));
            expect(isProperSubset).toBe(false);
          }
          // Distinct and not containing an earlier alternative.
          for (const prev of seen) expect(prev.every((k) => keys.includes(k))).toBe(false);
          // Cheapest among builds that do not contain an earlier alternative's changes.
          const admissible = builds.filter((b) => seen.every((prev) => !prev.every((k) => changeKeys(b).includes(k))));
          expect(s.cost).toBe(Math.min(...admissible.map(costOf)));
          seen.push(keys);
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('rules engine counts', () => {
  it.each([
    ['decision diagram', modelWithAssignmentArb],
    ['d-DNNF', booleanModelWithAssignmentArb],
  ])('counts exactly the valid complete builds (%s)', (_label, arb) => {
    fc.assert(
      fc.property(arb(), ({ model, assign }) => {
        const engine = RulesEngine.fromModel(model, 'generated', { cacheDir: false });
        expect(engine.count()).toBe(BigInt(validBuilds(model).length));
        expect(engine.count(restrictionOf(model, assign))).toBe(BigInt(validBuilds(model).filter((b) => matches(b, assign)).length));
      }),
      { numRuns: 150 },
    );
  });

  it('falls back to the SAT method when the diagram exceeds its bound, and says so', () => {
    const model: RuleModel = {
      format: 'rule-model/1',
      name: 'm',
      variables: [
        { name: 'A', values: ['x', 'y'] },
        { name: 'B', values: ['x', 'y'] },
      ],
      constraints: [{ kind: 'table', scope: ['A', 'B'], tuples: [['x', 'y']] }],
    };
    const engine = RulesEngine.fromModel(model, 'm', { cacheDir: false, edgeBound: 1 });
    expect(engine.method).toBe('sat');
    expect(engine.fallbackReason).toMatch(/exceeds 1 edges/);
    expect(engine.count()).toBeUndefined();
    expect(engine.domains([]).supported).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('reports an inconsistent model as having no valid build', () => {
    const model: RuleModel = {
      format: 'rule-model/1',
      name: 'm',
      variables: [{ name: 'A', values: ['x', 'y'] }],
      constraints: [
        { kind: 'clause', literals: [{ variable: 'A', in: ['x'] }] },
        { kind: 'clause', literals: [{ variable: 'A', in: ['y'] }] },
      ],
    };
    const engine = RulesEngine.fromModel(model, 'm', { cacheDir: false });
    expect(engine.domains([]).consistent).toBe(false);
    expect(engine.count()).toBe(0n);
  });
});

describe('compiled diagram cache', () => {
  const model: RuleModel = {
    format: 'rule-model/1',
    name: 'cached',
    variables: [
      { name: 'A', values: ['x', 'y', 'z'] },
      { name: 'B', values: ['x', 'y'] },
    ],
    constraints: [{ kind: 'table', scope: ['A', 'B'], tuples: [['x', 'y'], ['z', 'x'], ['z', 'y']] }],
  };

  it('reuses a compiled diagram from disk and recompiles when the file is damaged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mdd-cache-'));
    const first = RulesEngine.fromModel(model, 'cached', { cacheDir: dir, cacheMinCompileMs: 0 });
    expect(first.fromCache).toBe(false);
    expect(readdirSync(dir)).toHaveLength(1);
    const second = RulesEngine.fromModel(model, 'cached', { cacheDir: dir, cacheMinCompileMs: 0 });
    expect(second.fromCache).toBe(true);
    expect(second.count()).toBe(3n);
    expect(second.domains([])).toEqual(first.domains([]));
    writeFileSync(join(dir, readdirSync(dir)[0]), '{"order": [0');
    const third = RulesEngine.fromModel(model, 'cached', { cacheDir: dir, cacheMinCompileMs: 0 });
    expect(third.fromCache).toBe(false);
    expect(third.count()).toBe(3n);
  });

  it('rejects a truncated cache file and compiles again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mdd-cache-'));
    RulesEngine.fromModel(model, 'cached', { cacheDir: dir, cacheMinCompileMs: 0 });
    const file = join(dir, readdirSync(dir)[0]);
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 4));
    const again = RulesEngine.fromModel(model, 'cached', { cacheDir: dir, cacheMinCompileMs: 0 });
    expect(again.fromCache).toBe(false);
    expect(again.count()).toBe(3n);
  });

  it('remembers a model that did not compile within its bounds, and retries under larger ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mdd-cache-'));
    const first = RulesEngine.fromModel(model, 'cached', { cacheDir: dir, cacheMinCompileMs: 0, edgeBound: 1 });
    expect([first.method, first.fromCache]).toEqual(['sat', false]);
    const second = RulesEngine.fromModel(model, 'cached', { cacheDir: dir, cacheMinCompileMs: 0, edgeBound: 1 });
    expect([second.method, second.fromCache]).toEqual(['sat', true]);
    expect(second.fallbackReason).toMatch(/remembered/);
    expect(second.notCountedReason).toMatch(/^not counted: /);
    const larger = RulesEngine.fromModel(model, 'cached', { cacheDir: dir, cacheMinCompileMs: 0, edgeBound: 1000 });
    expect([larger.method, larger.count()]).toEqual(['mdd', 3n]);
  });
});
