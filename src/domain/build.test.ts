import { applicableSteps, buildToApiConfig, emptyBuild, JELLY_FORMAT, JELLY_WIDTH, jellyUrl, pricingAttributeNames } from './build';
import type { BuildConfiguration } from './entities';
import { computeTotals } from './pricing';

const camry = (): BuildConfiguration => ({
  ...emptyBuild(),
  trimId: '2532',
  seriesId: 'camry',
  seriesName: 'Camry',
  year: 2024,
  gradeName: 'LE',
  exteriorColor: { title: 'Red', code: '3U5', msrp: { value: 425 } },
  interiorColor: { title: 'Black', code: 'FB20', msrp: { value: 0 } },
  packages: [{ code: 'P1', title: 'P1', type: 'PACKAGE', msrp: { value: 100 } }],
  accessories: [
    { code: 'A1', title: 'A1', installPoint: 'PPO', msrp: { value: 50 } },
    { code: 'A1', title: 'A1', installPoint: 'PPO', msrp: { value: 50 } },
  ],
});

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

describe('buildToApiConfig', () => {
  it('maps the selection and always includes FE and QD', () => {
    expect(buildToApiConfig(camry(), 'toyota')).toEqual({
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
    const config = buildToApiConfig({ ...camry(), exteriorColor: null, interiorColor: null }, 'lexus');
    expect(config.exteriorColorCode).toBe('');
    expect(config.interiorColorCode).toBe('');
    expect(config.brand).toBe('lexus');
  });
  it('sends the wheels code when the build has one, and no wheels field otherwise', () => {
    expect(buildToApiConfig({ ...camry(), wheelsCode: 'W18' }, 'toyota').wheelsCode).toBe('W18');
    expect('wheelsCode' in buildToApiConfig({ ...camry(), wheelsCode: null }, 'toyota')).toBe(false);
  });
  it.each(['seriesId', 'year', 'trimId'] as const)('throws a clear error without %s', (field) => {
    expect(() => buildToApiConfig({ ...camry(), [field]: field === 'year' ? 0 : '' }, 'toyota')).toThrow(/needs seriesId, year and trimId/);
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
