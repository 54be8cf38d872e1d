import { join } from 'node:path';
import { loadRuleModel } from '../importers/load-model';
import { RulesEngine } from '../engine/rules-engine';
import { SatChecker } from '../tests/sat-checker';
import { checkDomains, restrictionOf } from './domain-check';

const ESHOP = join(__dirname, '..', 'tests', 'fixtures', 'feature-models', 'eshop_Lau2006.dimacs');

describe('bench valid-domains check', () => {
  const model = loadRuleModel(ESHOP, 'dimacs');
  const engine = RulesEngine.fromModel(model, 'eshop', { cacheDir: false });
  const checker = new SatChecker(model);
  const m = engine.model;
  // Three variables the model leaves free, set to 1, and one of them lifted by domains.
  const free = engine.domains([]).supported.flatMap((s, v) => (s[0] && s[1] ? [v] : [])).slice(0, 3);
  const current = m.names.map((_, v) => (free.includes(v) ? 1 : undefined));

  it('accepts the engine answer, and agrees with the checker value by value', () => {
    const dom = engine.domains(restrictionOf(m, current));
    expect(checkDomains(checker, model, engine, current, dom)).toEqual([]);
    const full = checker.domains(Object.fromEntries(free.map((v) => [m.names[v], m.domains[v][1]])));
    m.names.forEach((name, v) => m.domains[v].forEach((val, j) => expect(dom.supported[v][j]).toBe(full[name].has(val))));
  });

  it('finds a value wrongly ruled out and one wrongly kept, free or assigned', () => {
    const dom = engine.domains(restrictionOf(m, current));
    const inV = dom.supported.findIndex((s, v) => current[v] === undefined && s[0] && s[1]);
    const outV = dom.supported.findIndex((s) => s.some((x) => !x));
    const outJ = dom.supported[outV].indexOf(false);
    const lies = dom.supported.map((s) => [...s]);
    lies[inV][1] = false;
    lies[outV][outJ] = true;
    lies[free[0]][0] = !lies[free[0]][0];
    const found = checkDomains(checker, model, engine, current, { consistent: dom.consistent, supported: lies });
    expect(found).toEqual(
      expect.arrayContaining([
        `domains: ${m.names[inV]}=1 engine false, a build has it`,
        `domains: ${m.names[outV]}=${m.domains[outV][outJ]} engine true, no build has it`,
      ]),
    );
    expect(found.some((w) => w.startsWith(`domains: ${m.names[free[0]]}=0 `))).toBe(true);
  });
});
