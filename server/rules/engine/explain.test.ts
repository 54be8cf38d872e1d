import fc from 'fast-check';
import { modelWithAssignmentArb } from '../tests/model-arbitraries';
import { enumerateBuilds } from '../tests/sat-checker';
import type { Assignment } from './explain';
import type { RuleModel } from './rule-model';
import { RulesEngine } from './rules-engine';

type Build = number[];

/** Every valid build as value indices, by brute force (independent of the engine). */
const validBuilds = (model: RuleModel): Build[] => enumerateBuilds(model).map((b) => model.variables.map((v) => v.values.indexOf(b[v.name])));

/** Whether the target extends to a valid build with exactly the kept picks held (brute force). */
const availableWith = (builds: Build[], kept: readonly Assignment[], target: Assignment) =>
  builds.some((b) => b[target.v] === target.value && kept.every((p) => p.v === target.v || b[p.v] === p.value));

const engines: [string, (m: RuleModel) => RulesEngine][] = [
  ['decision diagram', (m) => RulesEngine.fromModel(m, 'generated', { cacheDir: false })],
  ['search fallback', (m) => RulesEngine.fromModel(m, 'generated', { cacheDir: false, edgeBound: 1 })],
];

describe.each(engines)('explanations (%s): minimal correction sets of the current picks', (_label, make) => {
  it('names picks whose removal frees the value, and no proper subset of them does', () => {
    const arb = modelWithAssignmentArb(6).chain(({ model, assign }) =>
      fc.record({ model: fc.constant(model), assign: fc.constant(assign), targetVar: fc.nat({ max: model.variables.length - 1 }), seed: fc.nat() }),
    );
    fc.assert(
      fc.property(arb, ({ model, assign, targetVar, seed }) => {
        const engine = make(model);
        const builds = validBuilds(model);
        const picks: Assignment[] = assign.flatMap((value, v) => (value === undefined ? [] : [{ v, value }]));
        const target = { v: targetVar, value: seed % model.variables[targetVar].values.length };
        const [set] = engine.explain([], picks, [target]);
        if (!availableWith(builds, [], target)) {
          expect(set).toBeNull();
          return;
        }
        expect(set).not.toBeNull();
        const named = new Set(set!);
        const kept = picks.filter((_, i) => !named.has(i));
        // Removing what is named makes the value available ...
        expect(availableWith(builds, kept, target)).toBe(true);
        // ... and putting back any one of them rules it out again (so no proper subset would do).
        for (const i of set!) expect(availableWith(builds, [...kept, picks[i]], target)).toBe(false);
        // Available as things stand: nothing to name.
        if (availableWith(builds, picks, target)) expect(set).toEqual([]);
        // A pick on the target's own variable is what the target replaces, never a reason.
        for (const i of set!) expect(picks[i].v).not.toBe(target.v);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the picks listed first when a later one alone explains the value', () => {
    // A excludes C=1; B is unrelated. With both picked, C's reason is A, not B.
    const model: RuleModel = {
      format: 'rule-model/1',
      name: 'order',
      variables: ['A', 'B', 'C'].map((name) => ({ name, values: ['0', '1'] })),
      constraints: [{ kind: 'clause', literals: [{ variable: 'A', in: ['0'] }, { variable: 'C', in: ['0'] }] }],
    };
    const engine = make(model);
    const picks = [{ v: 1, value: 1 }, { v: 0, value: 1 }];
    expect(engine.explain([], picks, [{ v: 2, value: 1 }, { v: 2, value: 0 }])).toEqual([[1], []]);
  });
});
