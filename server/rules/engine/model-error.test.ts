import fc from 'fast-check';
import { lineIndex, lineOf } from './model-error';

describe('line numbers of model errors', () => {
  it('lineIndex (binary search over the newlines) agrees with lineOf (a plain count) at every offset', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '\n', ' ', '\r'), { maxLength: 200 }), fc.nat({ max: 250 }), (chars, offset) => {
        const text = chars.join('');
        expect(lineIndex(text)(offset)).toBe(lineOf(text, offset));
      }),
    );
  });

  it('counts lines from one', () => {
    expect([lineOf('a\nb\nc', 0), lineOf('a\nb\nc', 2), lineOf('a\nb\nc', 4)]).toEqual([1, 2, 3]);
    expect([lineIndex('a\nb\nc')(0), lineIndex('a\nb\nc')(2), lineIndex('a\nb\nc')(4)]).toEqual([1, 2, 3]);
  });
});
