import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { importDimacs } from '../importers/import-dimacs';
import { modelWithAssignmentArb, smallModelArb } from '../tests/model-arbitraries';
import { enumerateBuilds } from '../tests/sat-checker';
import { compileMdd } from './mdd-compile';
import { mddCount } from './mdd-queries';
import { type RuleModel, indexModel } from './rule-model';
import { RulesEngine, defaultTimeBoundMs, inputCells } from './rules-engine';
import { candidateOrders, mcsOrder, minDegreeOrder } from './variable-order';

const chainModel: RuleModel = {
  format: 'rule-model/1',
  name: 'chain',
  variables: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['0', '1'] })),
  constraints: [
    { kind: 'table', scope: ['A', 'B'], tuples: [['0', '0'], ['1', '1']] },
    { kind: 'table', scope: ['B', 'C'], tuples: [['0', '1'], ['1', '0']] },
  ],
};

describe('variable orders', () => {
  it('gives every candidate as a permutation of the variables', () => {
    fc.assert(
      fc.property(smallModelArb(8), (model) => {
        const m = indexModel(model, 'generated');
        const names = candidateOrders(m).map((c) => c.name);
        expect(names).toEqual(['mcs', 'force', 'min-degree']);
        for (const c of candidateOrders(m)) expect([...c.order].sort((a, b) => a - b)).toEqual([...m.names.keys()]);
      }),
      { numRuns: 60 },
    );
  });

  it('eliminates by fewest remaining neighbours, ties by index (min-degree)', () => {
    // D has no neighbour; A and C one each (A first by index); after A, B has one (C) and goes
    // before C by index.
    expect(minDegreeOrder(indexModel(chainModel, 'chain'))).toEqual([3, 0, 1, 2]);
  });

  it('compiles the same builds under every candidate order (brute-force oracle)', () => {
    fc.assert(
      fc.property(modelWithAssignmentArb(6), ({ model, assign }) => {
        const m = indexModel(model, 'generated');
        const builds = enumerateBuilds(model).map((b) => model.variables.map((v) => v.values.indexOf(b[v.name])));
        const restriction = assign.map((a, v) => (a === undefined ? undefined : model.variables[v].values.map((_, j) => j === a)));
        const expected = builds.filter((b) => assign.every((a, v) => a === undefined || b[v] === a)).length;
        for (const c of candidateOrders(m)) {
          const mdd = compileMdd(m, { order: c.order });
          expect(mddCount(mdd)).toBe(BigInt(builds.length));
          expect(mddCount(mdd, restriction)).toBe(BigInt(expected));
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe('default compile time bound', () => {
  it('grows by 10 ms of CPU per 1,000 input cells over a 10 s base', () => {
    // 3,000 tuples of arity 3 (9,000 cells) and one clause of 2 literals: 9,002 cells.
    const values = [...Array(30).keys()].map(String);
    const tuples: string[][] = [];
    for (let i = 0; i < 3000; i++) tuples.push([values[i % 30], values[Math.floor(i / 30) % 30], values[Math.floor(i / 900)]]);
    const model: RuleModel = {
      format: 'rule-model/1',
      name: 'cells',
      variables: ['X', 'Y', 'Z'].map((name) => ({ name, values })),
      constraints: [
        { kind: 'table', scope: ['X', 'Y', 'Z'], tuples },
        { kind: 'clause', literals: [{ variable: 'X', in: ['0'] }, { variable: 'Y', in: ['1'] }] },
      ],
    };
    const m = indexModel(model, 'cells');
    expect(inputCells(m)).toBe(9002);
    expect(defaultTimeBoundMs(m)).toBe(10090);
    expect(RulesEngine.fromModel(model, 'cells', { cacheDir: false }).timeBoundMs).toBe(10090);
    expect(RulesEngine.fromModel(model, 'cells', { cacheDir: false, timeBoundMs: 5 }).timeBoundMs).toBe(5);
  });
});

describe('order race', () => {
  it('keeps the smallest diagram of the candidates (small models: every candidate finishes)', () => {
    fc.assert(
      fc.property(smallModelArb(8), (model) => {
        const m = indexModel(model, 'generated');
        const sizes = candidateOrders(m).map((c) => compileMdd(m, { order: c.order }).vals.length);
        const raced = compileMdd(m);
        expect(raced.vals.length).toBe(Math.min(...sizes));
        expect(raced.info.attempts.filter((a) => a.outcome === 'won').map((a) => a.name)).toEqual([raced.info.order]);
      }),
      { numRuns: 60 },
    );
  });
});

describe('compile time bound', () => {
  it('stops a lone attempt at its time bound instead of running it to the end', () => {
    // The PC feature model (MIT, committed) under the MCS order takes seconds and ~0.5M nodes.
    const file = join(__dirname, '..', 'tests', 'fixtures', 'feature-models', 'pc-richmond_Sprey2020.dimacs');
    const m = indexModel(importDimacs(readFileSync(file, 'utf8'), file), file);
    const t0 = performance.now();
    expect(() => compileMdd(m, { order: mcsOrder(m), timeBoundMs: 1 })).toThrow(/time bound \(1 ms of CPU\)/);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});
