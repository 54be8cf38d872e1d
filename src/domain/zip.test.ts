import fc from 'fast-check';
import type { DealerLookupResult } from './entities';
import {
  canSubmitZip,
  FOCUS_SELECT_DELAY_MS,
  isRegionSetForPaymentEstimator,
  isZipKeyAllowed,
  isZipValid,
  KEY_LISTENER_DELAY_MS,
  regionFromLookup,
  sanitizeZipInput,
  ZIP_LENGTH,
  ZIP_MESSAGE_MS,
  ZIP_MESSAGE_IDS,
  zipMessageFor,
} from './zip';
import { dealerLookupResult } from './test-support/dealer-lookup.fixture';
import en from '../../locales/en.json';
import es from '../../locales/es.json';

const dealer = dealerLookupResult;

describe('constants (spec 9)', () => {
  it('match the spec', () => {
    expect([ZIP_LENGTH, ZIP_MESSAGE_MS, KEY_LISTENER_DELAY_MS, FOCUS_SELECT_DELAY_MS]).toEqual([5, 3000, 500, 1000]);
  });
});

describe('sanitizeZipInput (digits only, max 5)', () => {
  it.each([
    ['90210', '90210'],
    ['9021', '9021'],
    ['902101', '90210'],
    ['90-210', '90210'],
    ['abc', ''],
    [' 9 0 2 1 0 7 ', '90210'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['９０２１０', ''],
  ])('%p -> %p', (input, expected) => {
    expect(sanitizeZipInput(input)).toBe(expected);
  });

  it('property: output is always at most 5 ASCII digits and a prefix of the input digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = sanitizeZipInput(s);
        expect(out).toMatch(/^\d{0,5}$/);
        expect(s.replace(/\D/g, '').startsWith(out)).toBe(true);
      }),
    );
  });
});

describe('isZipKeyAllowed', () => {
  it.each([
    ['0', true],
    ['9', true],
    ['Backspace', true],
    ['Delete', true],
    ['Tab', true],
    ['ArrowLeft', true],
    ['Enter', true],
    ['a', false],
    ['-', false],
    [' ', false],
    ['e', false],
    ['+', false],
    ['.', false],
    ['', false],
    ['Unidentified', false],
  ])('%p -> %p', (key, allowed) => {
    expect(isZipKeyAllowed(key)).toBe(allowed);
  });
});

describe('canSubmitZip (enabled at 5 digits, also at 4 on keypress)', () => {
  it.each<[string, boolean | undefined, boolean]>([
    ['', undefined, false],
    ['123', undefined, false],
    ['1234', undefined, false],
    ['1234', false, false],
    ['1234', true, true],
    ['12345', undefined, true],
    ['12345', true, true],
    ['123', true, false],
    ['123456', undefined, false],
    ['1234a', undefined, false],
  ])('%p (keypress %p) -> %p', (value, onKeypress, expected) => {
    expect(canSubmitZip(value, { onKeypress })).toBe(expected);
  });
  it('handles a non-string value', () => {
    expect(canSubmitZip(12345 as never)).toBe(false);
  });
});

describe('isZipValid', () => {
  it.each<[string, Partial<DealerLookupResult> | null, boolean]>([
    ['a successful lookup', dealer(), true],
    ['a failed lookup', dealer({ success: false }), false],
    ['a successful lookup of 00000', dealer({ searchZipCode: '00000' }), false],
    ['result code 2 even when the lookup failed', dealer({ success: false, code: 2 }), true],
    ['result code 2 for 00000', dealer({ searchZipCode: '00000', code: 2 }), true],
    ['no result', null, false],
  ])('%s', (_label, result, expected) => {
    expect(isZipValid(result)).toBe(expected);
  });
  it('checks the entered ZIP when given', () => {
    expect(isZipValid(dealer({ searchZipCode: '' }), '00000')).toBe(false);
    expect(isZipValid(dealer({ searchZipCode: '' }), '90210')).toBe(true);
  });
});

describe('zipMessageFor', () => {
  it.each<[Partial<DealerLookupResult> | null, string]>([
    [dealer(), 'zip.updated'],
    [dealer({ success: false, code: 2 }), 'zip.updated'],
    [dealer({ success: false, statusCode: 1 }), 'zip.invalid400'],
    [dealer({ success: false, statusCode: 500 }), 'zip.serverError'],
    [dealer({ success: false, statusCode: 404 }), 'zip.invalid'],
    [dealer({ searchZipCode: '00000' }), 'zip.invalid'],
    [null, 'zip.invalid'],
    [{}, 'zip.invalid'],
  ])('%p -> %p', (result, id) => {
    expect(zipMessageFor(result)).toBe(id);
  });
});

describe('regionFromLookup', () => {
  it.each([
    [{ redirectUrl: 'https://www.toyotahawaii.com/', regionCode: 1 }, 'HI'],
    [{ redirectUrl: 'https://www.toyota.com/hawaii/build/', regionCode: null }, 'HI'],
    [{ redirectUrl: 'https://www.toyota.com/pr/', regionCode: null }, 'PR'],
    [{ redirectUrl: 'https://pr.toyota.com', regionCode: null }, 'PR'],
    [{ redirectUrl: 'https://www.toyota.com/vi/', regionCode: null }, 'VI'],
    // The regional sites the local region service answers with.
    [{ redirectUrl: 'https://www.toyotapr.com/', regionCode: 81 }, 'PR'],
    [{ redirectUrl: 'https://www.toyotavi.com/', regionCode: null }, 'VI'],
    [{ redirectUrl: 'https://www.example.com/toyotapr/', regionCode: null }, null],
    [{ redirectUrl: '', regionCode: 82 }, 'VI'],
    [{ redirectUrl: '', regionCode: '82' }, 'VI'],
    [{ redirectUrl: 'https://www.toyota.com/pr/', regionCode: 82 }, 'VI'],
    // Whole tokens only: these contain 'pr' or 'vi' as substrings.
    [{ redirectUrl: 'https://www.toyota.com/preview/', regionCode: null }, null],
    [{ redirectUrl: 'https://provider.example.com/', regionCode: null }, null],
    [{ redirectUrl: 'https://www.toyota.com/vehicles/vision/', regionCode: null }, null],
    [{ redirectUrl: 'https://www.toyota.com/dealers/', regionCode: 50 }, null],
    [{ redirectUrl: '', regionCode: null }, null],
    [{}, null],
    [null, null],
  ])('%p -> %p', (lookup, expected) => {
    expect(regionFromLookup(lookup)).toBe(expected);
  });
});

describe('isRegionSetForPaymentEstimator (50 and 82, or a redirect URL, count as set)', () => {
  it.each([
    [{ regionCode: 50, redirectUrl: '' }, true],
    [{ regionCode: 82, redirectUrl: '' }, true],
    [{ regionCode: '50', redirectUrl: '' }, true],
    [{ regionCode: 10, redirectUrl: 'https://www.toyotahawaii.com/' }, true],
    [{ regionCode: 10, redirectUrl: '' }, false],
    [{ regionCode: null, redirectUrl: '   ' }, false],
    [{ regionCode: '', redirectUrl: '' }, false],
    [{}, false],
    [null, false],
  ])('%p -> %p', (lookup, expected) => {
    expect(isRegionSetForPaymentEstimator(lookup)).toBe(expected);
  });
});

describe('ZIP messages in the locales', () => {
  it('has the spec English wording for every message id', () => {
    expect(ZIP_MESSAGE_IDS.map((id) => (en as Record<string, string>)[id])).toEqual([
      'Please enter a valid ZIP Code.',
      'Invalid ZIP. Please verify the ZIP code and try again.',
      'Server issue. Please try again later.',
      'Your zip has been updated!',
    ]);
  });
  it.each(ZIP_MESSAGE_IDS)('has a Spanish text for %s', (id) => {
    const text = (es as Record<string, string>)[id];
    expect(typeof text).toBe('string');
    expect(text).not.toBe((en as Record<string, string>)[id]);
  });
});
