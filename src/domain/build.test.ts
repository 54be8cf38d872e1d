import { apiConfigOf, applicableSteps, emptyBuild, JELLY_FORMAT, JELLY_WIDTH, jellyUrl, pricingAttributeNames } from './build';
import { computeTotals } from './pricing';

describe('emptyBuild', () => {
  it('has nothing chosen and zero totals', () => {
    const build = emptyBuild();
    expect(build.packages).toEqual([]);
    expect(build.accessories).toEqual([]);
    expect(build.exteriorColor).toBeNull();
    expect(computeTotals(build)).toEqual({ totalSRP: 0, totalCost: 0 });
  });
  it('returns a fresh object each time', () => {
    const a = emptyBuild();
    a.packages.push({ code: 'X', title: 'X', type: 'OPTION', msrp: { value: 1 } });
    expect(emptyBuild().packages).toEqual([]);
  });
});

describe('apiConfigOf', () => {
  const selection = { trimCode: '2532', exteriorColorCode: '3U5', interiorColorCode: 'FB20', wheelsCode: null, packageCodes: ['P1'], accessoryCodes: ['A1', 'A1'] };
  const answer = { seriesId: 'camry', year: 2024, grade: { gradeName: 'LE' } } as Parameters<typeof apiConfigOf>[1];
  it('maps the selection on its answer and always includes FE and QD', () => {
    expect(apiConfigOf(selection, answer, 'toyota')).toEqual({
      brand: 'toyota',
      year: 2024,
      seriesId: 'camry',
      trim: '2532',
      grade: 'LE',
      exteriorColorCode: '3U5',
      interiorColorCode: 'FB20',
      packageCodes: ['P1', 'FE', 'QD'],
      accessoryCodes: ['A1'],
    });
  });
  it('sends empty colour codes when none is chosen', () => {
    const config = apiConfigOf({ ...selection, exteriorColorCode: null, interiorColorCode: null }, answer, 'lexus');
    expect(config.exteriorColorCode).toBe('');
    expect(config.interiorColorCode).toBe('');
    expect(config.brand).toBe('lexus');
  });
  it('sends the wheels code when the selection has one, and no wheels field otherwise', () => {
    expect(apiConfigOf({ ...selection, wheelsCode: 'W18' }, answer, 'toyota').wheelsCode).toBe('W18');
    expect('wheelsCode' in apiConfigOf(selection, answer, 'toyota')).toBe(false);
  });
  it('throws a clear error without a series, year or trim', () => {
    expect(() => apiConfigOf({ ...selection, trimCode: '' }, answer, 'toyota')).toThrow(/needs seriesId, year and a trim/);
    expect(() => apiConfigOf(selection, { ...answer, year: 0 }, 'toyota')).toThrow(/needs seriesId, year and a trim/);
  });
});

describe('jellyUrl (exterior image at width 768 in webp-alpha)', () => {
  it('exports the constants', () => {
    expect([JELLY_WIDTH, JELLY_FORMAT]).toEqual([768, 'webp-alpha']);
  });
  it.each([
    ['https://img.example.com/car.png', 'https://img.example.com/car.png?width=768&format=webp-alpha'],
    ['/images/car.png', '/images/car.png?width=768&format=webp-alpha'],
    ['/images/car.png?angle=2&width=1024', '/images/car.png?angle=2&width=768&format=webp-alpha'],
    ['/images/car.png?format=jpg#x', '/images/car.png?format=webp-alpha&width=768#x'],
    ['', ''],
    [null, ''],
  ])('%p -> %p', (input, expected) => {
    expect(jellyUrl(input)).toBe(expected);
  });
  it('is idempotent', () => {
    const once = jellyUrl('/images/car.png?a=1');
    expect(jellyUrl(once)).toBe(once);
  });
});

describe('applicableSteps', () => {
  it.each([
    [{ isTruck: true, hasSeatingOptions: true }, ['cab', 'seating', 'color', 'powertrain', 'packages', 'options', 'accessories']],
    [{ isTruck: true, hasSeatingOptions: false }, ['cab', 'color', 'powertrain', 'packages', 'options', 'accessories']],
    [{ isTruck: false, hasSeatingOptions: true }, ['seating', 'color', 'powertrain', 'packages', 'options', 'accessories']],
    [{ isTruck: false, hasSeatingOptions: false }, ['color', 'powertrain', 'packages', 'options', 'accessories']],
  ])('%p -> %p', (vehicle, steps) => {
    expect(applicableSteps(vehicle)).toEqual(steps);
  });
});

describe('pricingAttributeNames (sienna adds seating, trucks add cab/bed)', () => {
  it.each([
    [{ seriesId: 'camry', isTruck: false }, ['drive', 'engine', 'transmission']],
    [{ seriesId: 'sienna', isTruck: false }, ['drive', 'engine', 'transmission', 'seating']],
    [{ seriesId: 'Sienna', isTruck: false }, ['drive', 'engine', 'transmission', 'seating']],
    [{ seriesId: 'tacoma', isTruck: true }, ['drive', 'engine', 'transmission', 'cabBed']],
  ])('%p -> %p', (vehicle, names) => {
    expect(pricingAttributeNames(vehicle)).toEqual(names);
  });
});
