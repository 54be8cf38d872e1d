import fc from 'fast-check';
import { cleanAnalyticsTitle, formatNumber, formatPrice, stripHtml, withWwwHost } from './format';

describe('formatNumber (comma thousands separators)', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [1234.5, '1,234.5'],
    ['1234', '1,234'],
    ['1,234', '1,234'],
    [null, ''],
    [undefined, ''],
  ])('%p -> %p', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
  it.each([['abc'], [''], [NaN], [Infinity]])('rejects %p', (value) => {
    expect(() => formatNumber(value as never)).toThrow(RangeError);
  });
  it('property: removing commas gives the integer back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(Number(formatNumber(n).replace(/,/g, ''))).toBe(n);
        expect(formatNumber(n)).toMatch(/^-?\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('formatPrice', () => {
  it.each<[number | string | null, string]>([
    [31820, '$31,820'],
    [0, '$0'],
    [-500, '-$500'],
    ['1395', '$1,395'],
    [null, ''],
  ])('%p -> %p', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });
});

describe('stripHtml', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['No tags', 'No tags'],
    ['a < b and c > d', 'a < b and c > d'],
    ['<script>alert(1)</script>Text', 'Text'],
    ['<br/>Line<br />', 'Line'],
    ['<a href="x">link</a>', 'link'],
    ['<!-- c -->x', 'x'],
    [null, ''],
  ])('%p -> %p', (input, expected) => {
    expect(stripHtml(input)).toBe(expected);
  });
});

describe('cleanAnalyticsTitle (bracketed text removed, repeated spaces collapsed)', () => {
  it.each([
    ['Camry LE [1]', 'Camry LE'],
    ['Premium  Audio [DISCLAIMER:abc]  Package', 'Premium Audio Package'],
    ['  XSE   (V6)  ', 'XSE (V6)'],
    ['<b>Bold</b>   title', 'Bold title'],
    ['[only]', ''],
    [undefined, ''],
  ])('%p -> %p', (input, expected) => {
    expect(cleanAnalyticsTitle(input)).toBe(expected);
  });
});

describe('withWwwHost', () => {
  it.each([
    ['https://toyota.com/configurator/', 'https://www.toyota.com/configurator/'],
    ['https://www.toyota.com/x', 'https://www.toyota.com/x'],
    ['http://Toyota.com', 'http://www.Toyota.com'],
    ['//toyota.com/a?b=c', '//www.toyota.com/a?b=c'],
    ['https://toyota.com:8443/a', 'https://www.toyota.com:8443/a'],
    ['/configurator/', '/configurator/'],
    ['configurator/x', 'configurator/x'],
    ['http://localhost:8080/', 'http://localhost:8080/'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/'],
    ['', ''],
  ])('%p -> %p', (input, expected) => {
    expect(withWwwHost(input)).toBe(expected);
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(withWwwHost(withWwwHost(url))).toBe(withWwwHost(url));
      }),
    );
  });
});
