import { composeVin, isValidVin, modelYearCode, vinCheckDigit } from './vin';

// Real, published VINs (not produced by our code): the worked example of the VIN article of
// Wikipedia, NHTSA vPIC's decode example, and VINs widely used as decoder examples.
const PUBLISHED_VALID = ['1M8GDM9AXKP042788', '1FTFW1CT5DFC10312', '1HGCM82633A004352', 'JH4KA7561PC008269', '11111111111111111'];

describe('VIN check digit (49 CFR 565.15(c))', () => {
  it.each(PUBLISHED_VALID)('accepts the published VIN %s', (vin) => {
    expect(isValidVin(vin)).toBe(true);
    expect(vinCheckDigit(vin)).toBe(vin[8]);
  });

  it('gives X for a remainder of ten', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('refuses a published VIN with one character changed', () => {
    expect(isValidVin('1M8GDM9AXKP042789')).toBe(false);
    expect(isValidVin('1HGCM82643A004352')).toBe(false);
  });

  it('refuses I, O, Q, lower case and wrong lengths', () => {
    for (const vin of ['1M8GDM9AXKP04278', '1M8GDM9AXKP0427888', '1M8GDM9AXKI042788', '1m8gdm9axkp042788', 'OM8GDM9AXKP042788', 'QM8GDM9AXKP042788']) {
      expect(isValidVin(vin)).toBe(false);
    }
    expect(() => vinCheckDigit('1M8GDM9AXKP04278')).toThrow('Not a VIN');
  });

  it('codes model years as table VI lists them', () => {
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2018)).toBe('J');
    expect(modelYearCode(2024)).toBe('R');
    expect(modelYearCode(2025)).toBe('S');
    expect(modelYearCode(2026)).toBe('T');
    expect(() => modelYearCode(2009)).toThrow();
  });

  it('composes a VIN whose check digit the published rule accepts', () => {
    // By hand: 4x8+T(3)x7+1x6+D(4)x5+A(1)x4+A(1)x3+C(3)x2+K(2)x10 + S(2)x9+K(2)x8+1x4+2x3+3x2 = 162; 162 mod 11 = 8.
    expect(composeVin({ wmi: '4T1', descriptor: 'DAACK', year: 2025, plant: 'K', serial: 123 })).toBe('4T1DAACK8SK000123');
  });
});
