/**
 * Test data for the model, trim and simulator scenes: a small series list in the shape GetSeries
 * answers (the visualizer shape adds key features). Not used by product code.
 */
import { type Compatibility, FREELY_COMPATIBLE, type Grade, type ImageVariant, type KeyFeature, type Mileage, type Series, type SeriesYearData, type Trim, type TrimOption } from '../../../domain/entities';

const compatible: Compatibility = FREELY_COMPATIBLE;
const price = (value: number) => ({ value, disclaimer: 'MSRP excludes the fee.' });
const option = (code: string, value: string): TrimOption => ({ code, value, description: value, disclaimer: '', icon: '', compatibility: compatible });
const gas = (city: number, highway: number, combined: number): Mileage => ({ category: 'Gas', city, highway, combined, isAvailable: true, mpge: null, range: null });
const image = (alias: string): ImageVariant => ({
  alias,
  disclaimer: 'Vehicle shown with optional equipment.',
  isHero: true,
  url: `/images/render/exterior/toyota/${alias}/2?width=480&format=webp-alpha`,
  angle: '2',
  background: '',
});

export const KEY_FEATURES: KeyFeature[] = [
  { id: 'kf-tss', title: 'Toyota Safety Sense 3.0', category: 'Safety' },
  { id: 'kf-screen', title: '14-in. touchscreen', category: 'Technology' },
  { id: 'kf-crawl', title: 'Crawl Control', category: 'Off-Road' },
];

interface TrimSpec {
  code: string;
  title: string;
  msrp: number;
  drive: string;
  engine?: string;
  hp?: string;
  features?: Array<[string, 'standard' | 'available']>;
  mileage?: Mileage;
  isDefault?: boolean;
}

export function makeTrim(spec: TrimSpec): Trim {
  const engine = option('T24', spec.engine ?? 'i-FORCE 2.4L 4-Cyl. Turbo');
  const drive = option(spec.drive.toUpperCase(), spec.drive);
  const transmission = option('AT8', '8-Speed Automatic');
  const horsepower = option('HP', spec.hp ?? '278');
  return {
    code: spec.code,
    title: spec.title,
    description: `${spec.title} description`,
    shortDescription: spec.title,
    fuelType: 'Gas',
    isDefaultTrim: spec.isDefault ?? false,
    defaultColorId: 'ext-040',
    msrp: price(spec.msrp),
    defaultConfig: { accessoryIds: [], exteriorColorId: 'ext-040', interiorColorId: 'int-FB20', packageIds: [], trimId: spec.code, wheelsId: 'W1', msrp: price(spec.msrp) },
    horsepower,
    images: [],
    mileage: spec.mileage ?? gas(21, 26, 23),
    exteriorColorIds: [],
    interiorColorIds: [],
    warrantyIds: [],
    wheelCodes: [],
    accessoryIds: [],
    packageIds: [],
    keyFeatureIds: (spec.features ?? []).map(([id, availability]) => ({ id, availability })),
    featureIds: [],
    drive,
    engine,
    transmission,
    seating: null,
    powertrain: { drive, engine, horsepower, transmission },
    cabBed: null,
  };
}

function makeGrade(gradeName: string, msrp: number, trims: Trim[], mileage = gas(21, 26, 23)): Grade {
  return {
    gradeName,
    asShownPrice: price(msrp + 1200),
    baseMsrp: price(msrp),
    hasSeatingOptions: false,
    image: { ...image(`grade-${gradeName.toLowerCase().replace(/\W+/g, '-')}`), angle: null, background: null, time: null, backgrounds: null, timesOfDay: null },
    exteriorColorIds: [],
    interiorColorIds: [],
    mileage,
    trims,
  };
}

function yearData(year: number, fuelType: string, categories: string[], msrp: number, grades: Grade[], mileage: Mileage, alias: string): SeriesYearData {
  const names: Record<string, string> = { cars: 'Cars & Minivan', electrified: 'Electrified', trucks: 'Trucks' };
  return {
    year,
    categories: categories.map((id) => ({ id, value: names[id] ?? id })),
    currentVersion: '1',
    date: '2024-01-01',
    fuelType,
    grades,
    images: [image(alias)],
    mileage,
    seating: '5',
    startingMsrp: price(msrp),
    status: 'active',
    trims: grades.flatMap((g) => g.trims),
  };
}

export const TACOMA_GRADES = (): Grade[] => [
  makeGrade('SR', 31500, [
    makeTrim({ code: '7101', title: 'SR XtraCab with 6-ft Bed', msrp: 31500, drive: '4x2', hp: '228', isDefault: true, features: [['kf-tss', 'standard']], mileage: gas(20, 26, 23) }),
    makeTrim({ code: '7103', title: 'SR Double Cab with 5-ft Bed', msrp: 36300, drive: '4x4', hp: '228', features: [['kf-tss', 'standard']], mileage: gas(19, 24, 21) }),
  ], gas(20, 26, 23)),
  makeGrade('SR5', 36600, [
    makeTrim({ code: '7111', title: 'SR5 Double Cab with 5-ft Bed', msrp: 36600, drive: '4x2', isDefault: true, features: [['kf-tss', 'standard'], ['kf-screen', 'available']] }),
    makeTrim({ code: '7112', title: 'SR5 Double Cab with 5-ft Bed', msrp: 39900, drive: '4x4', features: [['kf-tss', 'standard'], ['kf-screen', 'available']] }),
  ]),
  makeGrade('TRD Off-Road', 41900, [
    makeTrim({ code: '7141', title: 'TRD Off-Road Double Cab with 5-ft Bed', msrp: 41900, drive: '4x4', isDefault: true, features: [['kf-tss', 'standard'], ['kf-screen', 'standard'], ['kf-crawl', 'standard']] }),
  ], gas(19, 24, 21)),
];

/** Prius (two years), Tacoma, Tacoma i-FORCE MAX and Mirai (MPGe). */
export function sampleSeries(): Series[] {
  const hybrid: Mileage = { category: 'Hybrid', city: 57, highway: 56, combined: 57, isAvailable: true, mpge: null, range: null };
  const fuelCell: Mileage = { category: 'Fuel Cell', city: null, highway: null, combined: null, isAvailable: true, mpge: 74, range: 402 };
  const le = (msrp: number) => [makeGrade('LE', msrp, [makeTrim({ code: `P${msrp}`, title: 'LE', msrp, drive: 'FWD', isDefault: true })], hybrid)];
  return [
    {
      id: 'prius',
      name: 'Prius',
      shortName: 'Prius',
      yearSpecificData: [
        yearData(2024, 'Hybrid', ['cars', 'electrified'], 27950, le(27950), hybrid, 'prius/2024'),
        yearData(2025, 'Hybrid', ['cars', 'electrified'], 28350, le(28350), hybrid, 'prius/2025'),
      ],
    },
    { id: 'tacoma', name: 'Tacoma', shortName: 'Tacoma', keyFeatures: KEY_FEATURES, yearSpecificData: [yearData(2024, 'Gas', ['trucks'], 31500, TACOMA_GRADES(), gas(20, 26, 23), 'tacoma/2024')] },
    {
      id: 'tacomahybrid',
      name: 'Tacoma Hybrid',
      shortName: 'Tacoma i-FORCE MAX',
      yearSpecificData: [
        yearData(2024, 'Hybrid', ['trucks', 'electrified'], 48400, [makeGrade('TRD Sport i-FORCE MAX', 48400, [makeTrim({ code: '7501', title: 'TRD Sport i-FORCE MAX Double Cab', msrp: 48400, drive: '4x4', isDefault: true })])], gas(22, 24, 23), 'tacomahybrid/2024'),
      ],
    },
    { id: 'mirai', name: 'Mirai', shortName: 'Mirai', yearSpecificData: [yearData(2025, 'Fuel Cell', ['cars', 'electrified'], 51795, le(51795), fuelCell, 'mirai/2025')] },
  ];
}
