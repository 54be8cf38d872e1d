import type { RuleModel } from '../engine/rule-model';
import { SatChecker } from './sat-checker';

const model: RuleModel = {
  format: 'rule-model/1',
  name: 'two switches',
  variables: [
    { name: 'a', values: ['on', 'off'] },
    { name: 'b', values: ['on', 'off'] },
  ],
  constraints: [{ kind: 'table', scope: ['a', 'b'], tuples: [['on', 'off'], ['off', 'on']] }],
} as RuleModel;

describe('SatChecker', () => {
  it('leaves no process listener behind per instance (each one held a 64 MB MiniSat heap for good)', () => {
    const before = process.listenerCount('uncaughtException');
    const checkers = Array.from({ length: 5 }, () => new SatChecker(model));
    expect(process.listenerCount('uncaughtException')).toBe(before);
    // Still a working solver: a=on forces b=off.
    expect([...checkers[4].domains({ a: 'on' }).b]).toEqual(['off']);
  });
});
