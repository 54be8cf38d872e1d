import { remembered } from './index-memo';

describe('remembered', () => {
  it('makes a value once per owner and key', () => {
    const owner = {};
    let made = 0;
    const make = () => ({ n: ++made });
    const first = remembered(owner, 'a', make);
    expect(remembered(owner, 'a', make)).toBe(first);
    expect(remembered(owner, 'b', make)).not.toBe(first);
    expect(remembered({}, 'a', make)).not.toBe(first);
    expect(made).toBe(3);
  });

  it('remembers undefined results too', () => {
    const owner = {};
    let made = 0;
    remembered(owner, 'x', () => void made++);
    remembered(owner, 'x', () => void made++);
    expect(made).toBe(1);
  });
});
