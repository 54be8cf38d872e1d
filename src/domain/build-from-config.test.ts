import { buildFromConfiguration } from './build-from-config';
import { type Accessory, type ExteriorColor, FREELY_COMPATIBLE, type FullConfiguration, type InteriorColor, type Package, type Trim, type TrimOption } from './entities';

const ok = FREELY_COMPATIBLE;
const price = (value: number, disclaimer = '') => ({ value, disclaimer });
const option = (code: string, value: string): TrimOption => ({ code, value, description: '', disclaimer: '', icon: '', compatibility: ok });
const mileage = { category: 'Gas', city: 21, combined: 23, highway: 26, isAvailable: true, mpge: null, range: null };

const exterior = (id: string, code: string, value: number): ExteriorColor => ({
  id,
  code,
  title: `Colour ${code}`,
  hexCode: '#000',
  colorFamilies: [],
  images: [],
  isExtraCostColor: value > 0,
  msrp: price(value),
  compatibility: ok,
});
const interior = (id: string, code: string, value: number): InteriorColor => ({ ...exterior(id, code, value), material: 'Cloth', name: code });
const pkg = (id: string, code: string, value: number): Package => ({
  id,
  code,
  title: `Package ${code}`,
  description: '',
  type: 'PACKAGE',
  availability: 'available',
  category: '',
  subCategories: [],
  installPoint: 'PIO',
  images: [],
  packageFeatures: [],
  includedAccessoryCodes: [],
  compatibility: ok,
  msrp: price(value),
});
const accessory = (id: string, code: string, value: number, installPoint: string): Accessory => ({
  id,
  code,
  title: `Accessory ${code}`,
  type: 'accessory',
  description: '',
  disclaimer: '',
  warranty: '',
  installPoint,
  includedAccessoryIds: [],
  category: '',
  subsection: '',
  isPopularAccessory: false,
  images: [],
  compatibility: ok,
  msrp: price(value),
});

const trim = {
  code: '7594',
  fuelType: 'Gas',
  engine: option('L4', '2.4L 4-Cyl. Turbo'),
  drive: option('4X4', '4WD'),
  transmission: option('AT8', '8-Speed Automatic'),
  horsepower: option('HP', '278 hp'),
  seating: null,
  cabBed: { label: 'Double Cab with 5-ft Bed' },
} as unknown as Trim;

const config = (): FullConfiguration => ({
  aLaCartePricing: { trims: [] },
  accessories: [accessory('a1', 'MG', 129.5, 'PPO'), accessory('a2', 'RR', 300, 'DIO')],
  categories: [{ id: 'trucks', value: 'Trucks' }],
  configImages: {
    exterior: [{ alias: 'ext', disclaimer: '', isHero: true, url: '/img/ext.png', angle: '1', background: '/img/bg.png' }],
    interior: [],
    background: null,
  },
  defaultConfig: { accessoryIds: ['a1'], exteriorColorId: 'e1', interiorColorId: 'i1', packageIds: ['p1'], trimId: '7594', wheelsId: 'W1' },
  dph: price(1495, 'DPH disclaimer'),
  exteriorColors: [exterior('e1', '040', 0), exterior('e2', '3U5', 425)],
  interiorColors: [interior('i1', 'FB20', 0), interior('i2', 'LA40', 100)],
  grade: { gradeName: 'SR5', asShownPrice: price(0), baseMsrp: price(36000), hasSeatingOptions: false, image: { alias: '', disclaimer: '', isHero: false, url: '', angle: null, background: null, time: null, backgrounds: null, timesOfDay: null }, exteriorColorIds: [], interiorColorIds: [], mileage },
  mileage,
  msrp: price(36000, 'MSRP disclaimer'),
  packages: [pkg('p1', 'FE', 0), pkg('p2', 'TRD', 1200)],
  seating: [],
  seriesId: 'tacoma',
  seriesName: 'Tacoma',
  trim,
  warranties: [],
  wheels: [],
  year: 2024,
  keyFeatures: [],
});

describe('buildFromConfiguration', () => {
  it('uses the default config when there is no selection', () => {
    const build = buildFromConfiguration(config());
    expect(build).toMatchObject({
      trimId: '7594',
      baseMsrp: 36000,
      seriesId: 'tacoma',
      year: 2024,
      gradeName: 'SR5',
      category: 'Trucks',
      mpg: 23,
      exteriorColor: { code: '040' },
      interiorColor: { code: 'FB20' },
      engine: '2.4L 4-Cyl. Turbo',
      engineCode: 'L4',
      drive: '4WD',
      driveCode: '4X4',
      cabBed: 'Double Cab with 5-ft Bed',
      seating: null,
      dph: 1495,
      jelly: '/img/ext.png?width=768&format=webp-alpha',
      disclaimers: ['MSRP disclaimer', 'DPH disclaimer'],
    });
    expect(build.packages.map((p) => p.code)).toEqual(['FE']);
    expect(build.accessories.map((a) => a.code)).toEqual(['MG']);
    // 36000 + 1495 + 0 + 0 + 0 + ceil(129.5)
    expect([build.totalSRP, build.totalCost]).toEqual([37625, 37625]);
  });

  it('applies the selection by code and computes totals', () => {
    const build = buildFromConfiguration(config(), {
      exteriorColorCode: '3U5',
      interiorColorCode: 'LA40',
      packageCodes: ['TRD', 'NOPE'],
      accessoryCodes: ['MG', 'RR'],
    });
    expect(build.exteriorColor?.code).toBe('3U5');
    expect(build.packages.map((p) => p.code)).toEqual(['TRD']);
    expect(build.totalSRP).toBe(36000 + 1495 + 425 + 100 + 1200 + 130);
    expect(build.totalCost).toBe(build.totalSRP + 300);
  });

  it('gives null colours when the selected code is not offered', () => {
    const build = buildFromConfiguration(config(), { exteriorColorCode: 'XXX' });
    expect(build.exteriorColor).toBeNull();
  });

  it('has an empty jelly without exterior images', () => {
    const c = config();
    c.configImages.exterior = [];
    expect(buildFromConfiguration(c).jelly).toBe('');
  });
});
