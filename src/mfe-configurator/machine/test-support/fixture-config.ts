/**
 * Test support only (imported by *.test.ts): a tiny deterministic truck catalog and the full
 * configuration the data endpoint would answer for a selection on it.
 */
import { type Accessory, type ExteriorColor, FREELY_COMPATIBLE, type InteriorColor, type Package, type RequiredItem, type Series, type Trim, type TrimOption, type Wheels } from '../../../domain/entities';
import type { ResolvedConfiguration, SelectedConfig } from '../../data/configurator-api';

const compat = (isCompatible = true, requiredItems: RequiredItem[] = []) => ({ ...FREELY_COMPATIBLE, isCompatible, requiredItems });
const price = (value: number) => ({ value, disclaimer: '' });
const option = (code: string, value: string): TrimOption => ({ code, value, description: '', disclaimer: '', icon: '', compatibility: compat() });

export interface FixtureTrim {
  code: string;
  gradeName: string;
  msrp: number;
  engine: string;
  hasSeating: boolean;
}

export const TRIMS: Record<string, FixtureTrim> = {
  T1: { code: 'T1', gradeName: 'SR', msrp: 30000, engine: 'E1', hasSeating: false },
  T2: { code: 'T2', gradeName: 'SR', msrp: 32000, engine: 'E2', hasSeating: false },
  T3: { code: 'T3', gradeName: 'Limited', msrp: 40000, engine: 'E3', hasSeating: true },
};

export const DEFAULT_SELECTION = (trimId = 'T1'): SelectedConfig => ({
  trimId,
  exteriorColorCode: '040',
  interiorColorCode: 'LB20',
  wheelsCode: 'W1',
  packageCodes: ['FE', 'QD'],
  accessoryCodes: [],
});

const color = (code: string, msrp: number, isCompatible = true): ExteriorColor => ({
  code,
  id: `ext-${code}`,
  title: `Color ${code}`,
  hexCode: '#000000',
  colorFamilies: [],
  images: [],
  isExtraCostColor: msrp > 0,
  msrp: price(msrp),
  compatibility: compat(isCompatible),
});

const interior = (code: string, isCompatible = true): InteriorColor => ({ ...color(code, 0, isCompatible), id: `int-${code}`, material: 'Cloth', name: code });

const pkg = (code: string, msrp: number, isCompatible = true, requires: string[] = []): Package => ({
  id: `pkg-${code}`,
  code,
  title: `Package ${code}`,
  description: '',
  type: 'PACKAGE',
  availability: 'available',
  category: '',
  subCategories: [],
  installPoint: 'FIO',
  images: [],
  packageFeatures: [],
  includedAccessoryCodes: [],
  compatibility: compat(isCompatible, requires.map((itemCode) => ({ itemCode, itemType: 'PACKAGE' as const }))),
  msrp: price(msrp),
});

/** A chosen package the chosen `dependants` need: the engine marks its removal as needing changes. */
const heldBy = (p: Package, dependants: string[]): Package =>
  dependants.length ? { ...p, compatibility: { ...p.compatibility, isRemovable: false, requiredBy: dependants.map((itemCode) => ({ itemCode, itemType: 'PACKAGE' as const })) } } : p;

const accessory = (code: string, msrp: number, installPoint: string): Accessory => ({
  id: `acc-${code}`,
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
  compatibility: compat(),
  msrp: price(msrp),
});

const wheels = (code: string, msrp: number | null, isCompatible = true): Wheels => ({
  code,
  title: `Wheels ${code}`,
  type: msrp === null ? 'standard' : 'optional',
  image: { alias: code, disclaimer: '', isHero: false, url: `https://img.test/wheels/${code}.png`, angle: null, background: null, time: null, backgrounds: null, timesOfDay: null },
  compatibility: compat(isCompatible),
  ...(msrp === null ? {} : { msrp: price(msrp) }),
});

/** Codes the fixture knows (anything else is "unknown" to the fake server). */
export const KNOWN = {
  EXTERIOR_COLOR: ['040', '1G3', '3T3'],
  INTERIOR_COLOR: ['LB20', 'LA40'],
  WHEELS: ['W1', 'W2', 'W3'],
  PACKAGE: ['FE', 'QD', 'PKG1', 'PKG2', 'PKG3'],
  ACCESSORY: ['ACC1', 'ACC2'],
} as const;

/**
 * The configuration for a selection. Compatibility: 3T3, LA40, W3 and PKG2 are incompatible (they
 * need a recommendation); PKG3 requires PKG1, so removing PKG1 while PKG3 is chosen is not direct.
 */
export function fixtureConfig(selection: SelectedConfig): ResolvedConfiguration {
  const t = TRIMS[selection.trimId] ?? TRIMS.T1;
  const trim = {
    code: t.code,
    title: `${t.gradeName} ${t.code}`,
    fuelType: 'Gas',
    msrp: price(t.msrp),
    engine: option(t.engine, `Engine ${t.engine}`),
    drive: option('4X2', '4x2'),
    transmission: option('AT', 'Automatic'),
    horsepower: option('HP', '278 hp'),
    seating: t.hasSeating ? option('S7', '7 seats') : null,
    cabBed: { code: 'DC5', id: 'cb1', label: 'Double Cab with 5-ft Bed', description: '' },
    images: [],
  } as unknown as Trim;
  const img = (view: string) => ({ alias: view, disclaimer: '', isHero: false, url: `https://img.test/${t.code}/${selection.exteriorColorCode}/${view}.png`, angle: '0', background: '' });
  return {
    accessories: [accessory('ACC1', 300, 'FIO'), accessory('ACC2', 99.5, 'DIO')],
    categories: [{ id: 'trucks', value: 'Trucks' }],
    configImages: { exterior: [img('ext')], interior: [img('int')], background: null },
    defaultConfig: { accessoryIds: [], exteriorColorId: 'ext-040', interiorColorId: 'int-LB20', packageIds: ['pkg-FE', 'pkg-QD'], trimId: t.code, wheelsId: 'W1' },
    dph: price(1395),
    exteriorColors: [color('040', 0), color('1G3', 425), color('3T3', 500, false)],
    interiorColors: [interior('LB20'), interior('LA40', false)],
    grade: { gradeName: t.gradeName, hasSeatingOptions: t.hasSeating } as ResolvedConfiguration['grade'],
    mileage: { category: 'gas', city: 20, combined: 22, highway: 25, isAvailable: true, mpge: null, range: null },
    msrp: price(t.msrp),
    packages: [pkg('FE', 0), pkg('QD', 0), heldBy(pkg('PKG1', 1000), selection.packageCodes.includes('PKG3') ? ['PKG3'] : []), pkg('PKG2', 2000, false), pkg('PKG3', 500, true, ['PKG1'])],
    seating: [],
    seriesId: 'tacoma',
    seriesName: 'Tacoma',
    trim,
    warranties: [],
    wheels: [wheels('W1', null), wheels('W2', 800), wheels('W3', 1200, false)],
    year: 2024,
    keyFeatures: [],
    aLaCartePricing: { trims: [] },
    currentConfig: selection,
  };
}

/** The visualizer series list for tacoma 2024: grade SR (T1, T2) and Limited (T3), trims as in the configurations. */
export function fixtureSeries(): Series[] {
  const trimsOf = (gradeName: string) =>
    Object.values(TRIMS)
      .filter((t) => t.gradeName === gradeName)
      .map((t) => fixtureConfig(DEFAULT_SELECTION(t.code)).trim);
  return [
    {
      id: 'tacoma',
      name: 'Tacoma',
      shortName: 'Tacoma',
      yearSpecificData: [{ year: 2024, grades: [{ gradeName: 'SR', trims: trimsOf('SR') }, { gradeName: 'Limited', trims: trimsOf('Limited') }] }],
    },
  ] as unknown as Series[];
}
