import type { BuildPackage } from './entities';
import { buildInventoryUrl, inventorySeriesId, inventoryTrimName, splitCabBed, type InventoryLinkBuild } from './inventory-link';

const pkg = (code: string): BuildPackage => ({ code, title: code, type: 'PACKAGE', msrp: { value: 0 } });

const tacoma = (over: Partial<InventoryLinkBuild> = {}): InventoryLinkBuild => ({
  seriesId: 'tacoma',
  seriesName: 'Tacoma',
  gradeName: 'SR5',
  year: 2024,
  cabBed: 'Double Cab with 5-ft Bed',
  exteriorColor: { title: 'Ice Cap', code: '0070', msrp: { value: 0 } },
  interiorColor: { title: 'Black', code: 'FB20', msrp: { value: 0 } },
  packages: [pkg('P1'), pkg('P2')],
  engineCode: 'L4',
  driveCode: '4WD',
  ...over,
});

const query = (url: string) => new URL(url, 'https://www.example.com').searchParams;
const pathOf = (url: string) => new URL(url, 'https://www.example.com').pathname;

describe('buildInventoryUrl', () => {
  it('builds the full English link with every parameter', () => {
    const url = buildInventoryUrl(tacoma(), { lang: 'en', zipcode: '90210' });
    expect(url).toBe(
      '/search-inventory/model/tacoma/?zipcode=90210&trim=Tacoma+SR5&year=2024&drivetrain=4WD&engine=L4' +
        '&cab=Double+Cab&bed=5-ft+Bed&extColorCode=0070&intColorCode=FB20&options=P1&options=P2',
    );
  });

  it('prefixes Spanish links and splits the cab/bed label on " con "', () => {
    const url = buildInventoryUrl(tacoma({ cabBed: 'Cabina doble con caja de 5 pies' }), { lang: 'es', zipcode: '90210' });
    expect(pathOf(url)).toBe('/espanol/search-inventory/model/tacoma/');
    expect(query(url).get('cab')).toBe('Cabina doble');
    expect(query(url).get('bed')).toBe('caja de 5 pies');
  });

  it('does not split an English label in Spanish', () => {
    const url = buildInventoryUrl(tacoma(), { lang: 'es' });
    expect(query(url).get('cab')).toBe('Double Cab with 5-ft Bed');
    expect(query(url).has('bed')).toBe(false);
  });

  it('repeats options once per package code', () => {
    expect(query(buildInventoryUrl(tacoma({ packages: [pkg('A'), pkg('B'), pkg('C')] }), { lang: 'en' })).getAll('options')).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('omits empty values', () => {
    const url = buildInventoryUrl(
      tacoma({ cabBed: null, exteriorColor: null, interiorColor: null, packages: [], engineCode: null, driveCode: '' }),
      { lang: 'en', zipcode: '' },
    );
    expect(url).toBe('/search-inventory/model/tacoma/?trim=Tacoma+SR5&year=2024');
  });

  it('leaves out the query string when nothing remains', () => {
    const url = buildInventoryUrl(
      {
        seriesId: 'camry',
        seriesName: '',
        gradeName: '',
        year: null as never,
        cabBed: null,
        exteriorColor: null,
        interiorColor: null,
        packages: [],
      },
      { lang: 'en' },
    );
    expect(url).toBe('/search-inventory/model/camry/');
  });

  it('uses the series id given by the caller', () => {
    expect(pathOf(buildInventoryUrl(tacoma(), { lang: 'en', seriesId: 'tundra' }))).toBe('/search-inventory/model/tundra/');
  });

  it('strips Hybrid and i-FORCE MAX from the trim and the hybrid series id', () => {
    const url = buildInventoryUrl(
      tacoma({ seriesId: 'tacomahybrid', seriesName: 'Tacoma Hybrid', gradeName: 'TRD Sport i-FORCE MAX' }),
      { lang: 'en' },
    );
    expect(pathOf(url)).toBe('/search-inventory/model/tacoma/');
    expect(query(url).get('trim')).toBe('Tacoma TRD Sport');
  });

  it('throws a clear error without a series id', () => {
    expect(() => buildInventoryUrl(tacoma({ seriesId: '' }), { lang: 'en' })).toThrow(/needs a series id/);
  });
});

describe('inventorySeriesId (hybrid removed for Hybrid, i-FORCE, TRD Pro, Trailhunter grades)', () => {
  it.each([
    ['camryhybrid', 'LE Hybrid', 'camry'],
    ['tacomahybrid', 'TRD Pro', 'tacoma'],
    ['tacomahybrid', 'Trailhunter', 'tacoma'],
    ['tacomahybrid', 'Limited i-FORCE MAX', 'tacoma'],
    ['tundrahybrid', 'Platinum i-FORCE MAX', 'tundra'],
    ['tacomahybrid', 'SR5', 'tacomahybrid'],
    ['camryhybrid', null, 'camryhybrid'],
    ['camry', 'LE Hybrid', 'camry'],
    ['tacoma', 'TRD Pro', 'tacoma'],
  ])('%p with grade %p -> %p', (id, grade, expected) => {
    expect(inventorySeriesId(id, grade)).toBe(expected);
  });
});

describe('inventoryTrimName', () => {
  it.each([
    ['Camry Hybrid', 'LE Hybrid', 'Camry LE'],
    ['Tacoma', 'TRD Pro i-FORCE MAX', 'Tacoma TRD Pro'],
    ['Camry', 'XSE', 'Camry XSE'],
    [null, 'XSE', 'XSE'],
    ['', '', ''],
  ])('%p + %p -> %p', (series, grade, expected) => {
    expect(inventoryTrimName(series, grade)).toBe(expected);
  });
});

describe('splitCabBed', () => {
  it.each<[string | null, 'en' | 'es', { cab: string; bed: string }]>([
    ['CrewMax with 5.5-ft Bed', 'en', { cab: 'CrewMax', bed: '5.5-ft Bed' }],
    ['Access Cab', 'en', { cab: 'Access Cab', bed: '' }],
    ['CrewMax con caja de 6.5 pies', 'es', { cab: 'CrewMax', bed: 'caja de 6.5 pies' }],
    [null, 'en', { cab: '', bed: '' }],
  ])('%p (%p)', (label, lang, expected) => {
    expect(splitCabBed(label, lang)).toEqual(expected);
  });
});
