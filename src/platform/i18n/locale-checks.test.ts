import { emptyMessages, missingKeys, placeholderMismatches, placeholders } from './locale-checks';

describe('locale checks', () => {
  it('finds keys missing from the other catalogue', () => {
    expect(missingKeys({ a: 'x', b: 'y' }, { a: 'x' })).toEqual(['b']);
    expect(missingKeys({ a: 'x' }, { a: 'x', c: 'z' })).toEqual([]);
  });

  it('finds empty, blank and non-string messages', () => {
    expect(emptyMessages({ ok: 'Close', empty: '', blank: '  ', nested: { a: 'b' }, num: 3 })).toEqual(['empty', 'blank', 'nested', 'num']);
  });

  it('lists arguments, formatted values, plural branches and tags', () => {
    expect(placeholders('{name} pays {price, number} <b>{count, plural, one {# {unit}} other {# units}}</b>')).toEqual([
      'b:tag',
      'count:plural',
      'name:argument',
      'price:number',
      'unit:argument',
    ]);
  });

  it('reports placeholders that differ between languages', () => {
    expect(placeholderMismatches({ total: 'Total {price}' }, { total: 'Total {precio}' })).toEqual([
      'total: en {price:argument} es {precio:argument}',
    ]);
    expect(placeholderMismatches({ n: '{count, plural, one {# car} other {# cars}}' }, { n: '{count, plural, one {# auto} other {# autos}}' })).toEqual([]);
    expect(placeholderMismatches({ p: '{price, number}' }, { p: '{price}' })).toEqual(['p: en {price:number} es {price:argument}']);
  });

  it('reports a message that is not valid ICU', () => {
    expect(placeholderMismatches({ bad: 'Total {price' }, { bad: 'Total {price}' })[0]).toMatch(/^bad: not a valid ICU message/);
  });
});
