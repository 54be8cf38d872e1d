import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { type Ddnnf, KIND_AND, KIND_FREE, KIND_LIT, KIND_OR } from './ddnnf';
import { compileDdnnf } from './ddnnf-compile';
import { ddnnfCount, ddnnfDomains } from './ddnnf-queries';
import type { RuleModel } from './rule-model';
import { RulesEngine } from './rules-engine';
import { booleanModelWithAssignmentArb } from '../tests/model-arbitraries';
import { withLittleStack } from '../tests/little-stack';

/** The variables each node mentions, computed independently of the compiler. */
function varsOf(d: Ddnnf): Set<number>[] {
  const out: Set<number>[] = [];
  for (let u = 0; u < d.nodes; u++) {
    const s = new Set<number>();
    if (d.kind[u] === KIND_LIT) s.add(d.a[u] >> 1);
    else if (d.kind[u] === KIND_FREE) s.add(d.a[u]);
    else if (d.kind[u] === KIND_AND || d.kind[u] === KIND_OR) {
      for (let e = d.a[u]; e < d.a[u] + d.b[u]; e++) {
        expect(d.kids[e]).toBeLessThan(u); // children first: one loop is a bottom-up pass
        for (const v of out[d.kids[e]]) s.add(v);
      }
    }
    out.push(s);
  }
  return out;
}

const clausesOf = (model: RuleModel) =>
  model.constraints.map((c) => (c.kind === 'clause' ? c.literals.flatMap((l) => l.in.map((val) => 2 * Number(l.variable.slice(1)) + (val === 'yes' ? 1 : 0))) : []));

describe('d-DNNF compiler', () => {
  it('builds a smooth, decomposable circuit whose root mentions every variable', () => {
    fc.assert(
      fc.property(booleanModelWithAssignmentArb(), ({ model }) => {
        const n = model.variables.length;
        const d = compileDdnnf(n, clausesOf(model));
        if (ddnnfCount(d) === 0n) return;
        const vars = varsOf(d);
        expect(vars[d.root].size).toBe(n);
        for (let u = 0; u < d.nodes; u++) {
          const kids = Array.from(d.kids.subarray(d.a[u], d.a[u] + d.b[u]));
          if (d.kind[u] === KIND_AND) {
            // Decomposable: the children's variables are disjoint.
            const total = kids.reduce((s, c) => s + vars[c].size, 0);
            expect(total).toBe(vars[u].size);
          } else if (d.kind[u] === KIND_OR) {
            // Smooth: every child mentions the same variables.
            for (const c of kids) expect([...vars[c]].sort()).toEqual([...vars[u]].sort());
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('compiles and queries a chain whose decision path is as long as the model, without recursion', () => {
    // (x_i or x_i+1): no two neighbours both false. Each decision leaves the rest of the chain
    // as one component, so decisions nest about n / 2 deep; run with about a thousand call
    // frames of stack left, a compiler recursing per decision would overflow. Models: a
    // Fibonacci number of them, counted here by a simple loop.
    const n = 3_000;
    const d = withLittleStack(() => compileDdnnf(n, Array.from({ length: n - 1 }, (_, i) => [2 * i + 1, 2 * (i + 1) + 1])), 1000);
    let [endsTrue, endsFalse] = [1n, 1n];
    for (let i = 1; i < n; i++) [endsTrue, endsFalse] = [endsTrue + endsFalse, endsTrue];
    expect(ddnnfCount(d)).toBe(endsTrue + endsFalse);
    // x0 false forces x1 true; everything else stays open.
    const dom = withLittleStack(() => ddnnfDomains(d, [[true, false]]), 1000);
    expect(dom.supported.slice(0, 3)).toEqual([
      [true, true],
      [false, true],
      [true, true],
    ]);
  });
});

describe('d-DNNF in the engine', () => {
  const model: RuleModel = {
    format: 'rule-model/1',
    name: 'boolean',
    variables: ['A', 'B', 'C'].map((name) => ({ name, values: ['0', '1'] })),
    constraints: [
      { kind: 'clause', literals: [{ variable: 'A', in: ['0'] }, { variable: 'B', in: ['1'] }] },
      { kind: 'clause', literals: [{ variable: 'B', in: ['0'] }, { variable: 'C', in: ['1'] }] },
    ],
  };

  it('is the default for Boolean clause models, reuses its compile from disk and ignores a damaged file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ddnnf-cache-'));
    const first = RulesEngine.fromModel(model, 'boolean', { cacheDir: dir, cacheMinCompileMs: 0 });
    expect([first.method, first.fromCache, first.count()]).toEqual(['ddnnf', false, 4n]);
    const second = RulesEngine.fromModel(model, 'boolean', { cacheDir: dir, cacheMinCompileMs: 0 });
    expect([second.method, second.fromCache, second.count()]).toEqual(['ddnnf', true, 4n]);
    expect(second.domains([[false, true], undefined, undefined])).toEqual(first.domains([[false, true], undefined, undefined]));
    const file = join(dir, readdirSync(dir)[0]);
    writeFileSync(file, readFileSync(file).subarray(0, -4));
    const third = RulesEngine.fromModel(model, 'boolean', { cacheDir: dir, cacheMinCompileMs: 0 });
    expect([third.method, third.fromCache, third.count()]).toEqual(['ddnnf', false, 4n]);
  });

  it('answers by SAT when asked for a d-DNNF of a model with tables, and says why', () => {
    const withTable: RuleModel = { ...model, constraints: [{ kind: 'table', scope: ['A', 'B'], tuples: [['0', '1']] }] };
    const engine = RulesEngine.fromModel(withTable, 'table', { cacheDir: false, method: 'ddnnf' });
    expect(engine.method).toBe('sat');
    expect(engine.fallbackReason).toMatch(/Boolean clause models only/);
    expect(engine.domains([]).supported).toEqual([
      [true, false],
      [false, true],
      [true, true],
    ]);
  });
});
