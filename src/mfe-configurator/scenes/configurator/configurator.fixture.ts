/**
 * Test data for the configurator scene's component tests: a small truck configuration in the
 * shape the data endpoint answers (two cab/beds, two engines, colours, packages with a rule,
 * accessories with popular and dealer-installed ones). Not used by product code.
 */
import {
  type ALaCartePricing,
  type Accessory,
  type ExteriorColor,
  type ItemCompatibility,
  FREELY_COMPATIBLE,
  type InteriorColor,
  type Package,
  type Trim,
  type TrimOption,
} from '../../../domain/entities';
import type { ResolvedConfiguration } from '../../data/configurator-api';

export const compatible = FREELY_COMPATIBLE;
const price = (value: number) => ({ value, disclaimer: '' });
const option = (code: string, value: string): TrimOption => ({ code, value, description: value, disclaimer: '', icon: '', compatibility: compatible });
const mileage = { category: 'Gas', city: 20, combined: 23, highway: 26, isAvailable: true, mpge: null, range: null };

const exterior = (code: string, title: string, value: number, compatibility: ItemCompatibility = compatible): ExteriorColor => ({
  id: `ext-${code}`,
  code,
  title,
  hexCode: '#aa0000',
  colorFamilies: [],
  images: [],
  isExtraCostColor: value > 0,
  msrp: price(value),
  compatibility,
});
const interior = (code: string, title: string, value: number): InteriorColor => ({ ...exterior(code, title, value), id: `int-${code}`, material: 'Fabric', name: title });

const pkg = (code: string, title: string, value: number, type: 'PACKAGE' | 'OPTION', compatibility: ItemCompatibility = compatible): Package => ({
  id: `pkg-${code}`,
  code,
  title,
  description: `${title} description`,
  type,
  availability: 'available',
  category: '',
  subCategories: [],
  installPoint: 'FIO',
  images: [],
  packageFeatures: [{ category: '', disclaimer: '', subCategories: [], title: `${title} feature` }],
  includedAccessoryCodes: [],
  compatibility,
  msrp: price(value),
});

const accessory = (code: string, title: string, value: number, installPoint: string, subsection: string, popular = false): Accessory =>
  ({
    id: `acc-${code}`,
    code,
    title,
    type: 'ACCESSORY',
    description: `${title} description`,
    disclaimer: '',
    warranty: '12 months',
    installPoint,
    includedAccessoryIds: [],
    category: '',
    isPopularAccessory: popular,
    images: [],
    compatibility: compatible,
    msrp: price(value),
    subsection,
  });

function trim(code: string, title: string, cab: [string, string], engine: [string, string], msrp: number): Trim {
  return {
    code,
    title,
    description: title,
    shortDescription: title,
    fuelType: 'Gas',
    isDefaultTrim: code === '7102',
    defaultColorId: 'ext-040',
    msrp: price(msrp),
    defaultConfig: { accessoryIds: [], exteriorColorId: 'ext-040', interiorColorId: 'int-FB20', packageIds: ['pkg-FE', 'pkg-QD'], trimId: code, wheelsId: 'W16', msrp: price(msrp) },
    horsepower: option('HP', '228 hp'),
    images: [],
    mileage,
    exteriorColorIds: [],
    interiorColorIds: [],
    warrantyIds: [],
    wheelCodes: [],
    accessoryIds: [],
    packageIds: [],
    keyFeatureIds: [],
    featureIds: [],
    drive: option('4X2', '4x2'),
    engine: option(engine[0], engine[1]),
    transmission: option('AT8', '8-Speed Automatic'),
    seating: null,
    powertrain: { drive: option('4X2', '4x2'), engine: option(engine[0], engine[1]), horsepower: option('HP', '228 hp'), transmission: option('AT8', '8-Speed Automatic') },
    cabBed: {
      code: cab[0],
      id: cab[0],
      label: cab[1],
      description: cab[1],
      bedDepth: '',
      bedLength: '',
      bedWidth: '',
      betweenWheelWell: '',
      cabDetails: '',
      overallHeight: '',
      overallLength: '',
      overallWidth: '',
    },
  };
}

export const TRIMS = {
  doubleCab: trim('7102', 'SR Double Cab with 5-ft Bed', ['DC5', 'Double Cab with 5-ft Bed'], ['T24S', 'i-FORCE 2.4L Turbo'], 32900),
  xtraCab: trim('7101', 'SR XtraCab with 6-ft Bed', ['XC6', 'XtraCab with 6-ft Bed'], ['T24S', 'i-FORCE 2.4L Turbo'], 31500),
  doubleCabMax: trim('7109', 'SR Double Cab i-FORCE MAX', ['DC5', 'Double Cab with 5-ft Bed'], ['H24', 'i-FORCE MAX 2.4L Hybrid'], 36900),
};

const aLaCartePricing: ALaCartePricing = {
  trims: [
    { trimId: '7102', baseMsrp: 32900, attributes: { drive: { code: '4X2', msrpDifference: 0, conflict: false }, engine: { code: 'T24S', msrpDifference: 0, conflict: false }, transmission: { code: 'AT8', msrpDifference: 0, conflict: false }, seating: null, cabBed: { code: 'DC5', msrpDifference: 0, conflict: false } } },
    { trimId: '7101', baseMsrp: 31500, attributes: { drive: { code: '4X2', msrpDifference: 0, conflict: false }, engine: { code: 'T24S', msrpDifference: 0, conflict: false }, transmission: { code: 'AT8', msrpDifference: 0, conflict: false }, seating: null, cabBed: { code: 'XC6', msrpDifference: -1400, conflict: false } } },
    { trimId: '7109', baseMsrp: 36900, attributes: { drive: { code: '4X2', msrpDifference: 0, conflict: false }, engine: { code: 'H24', msrpDifference: 4000, conflict: false }, transmission: { code: 'AT8', msrpDifference: 0, conflict: false }, seating: null, cabBed: { code: 'DC5', msrpDifference: 0, conflict: false } } },
  ],
};

/** Requires the Technology Package (code TC). */
export const needsTechnology: ItemCompatibility = { ...FREELY_COMPATIBLE, isCompatible: false, requiredItems: [{ itemCode: 'TC', itemType: 'PACKAGE' }] };

/** The Double Cab SR configuration with defaults chosen (FE and QD in, nothing else). */
export function truckConfig(): ResolvedConfiguration {
  const config = {
    accessories: [
      accessory('AWFL', 'All-Weather Floor Liners', 199, 'PPO', 'Floor Protection', true),
      accessory('CRPMAT', 'Carpet Floor Mats', 129, 'PPO', 'Floor Protection'),
      accessory('TONHD', 'Hard Tri-Fold Tonneau Cover', 1000, 'DIO', 'Bed'),
      accessory('BEDMAT', 'Bed Mat', 149.5, 'PPO', 'Bed', true),
    ],
    categories: [{ id: 'trucks', value: 'Trucks' }],
    configImages: {
      exterior: [
        { alias: 'ext-1', disclaimer: '', isHero: true, url: '/images/render/exterior/1?width=768', angle: '1', background: '' },
        { alias: 'ext-2', disclaimer: '', isHero: false, url: '/images/render/exterior/2?width=768', angle: '2', background: '' },
      ],
      interior: [{ alias: 'int-1', disclaimer: '', isHero: false, url: '/images/render/interior/1', angle: 'dash', background: '' }],
      background: null,
    },
    defaultConfig: { accessoryIds: [], exteriorColorId: 'ext-040', interiorColorId: 'int-FB20', packageIds: ['pkg-FE', 'pkg-QD'], trimId: '7102', wheelsId: 'W16' },
    dph: price(1495),
    exteriorColors: [
      exterior('040', 'Ice Cap', 0),
      exterior('3U5', 'Supersonic Red', 500),
      exterior('4Y8', 'Solar Octane', 500, { ...FREELY_COMPATIBLE, isCompatible: false, availableWithTrims: ['7141'], excludedByGrade: true }),
    ],
    interiorColors: [interior('FB20', 'Black Fabric', 0), interior('LB20', 'Boulder Leather', 0)],
    grade: { gradeName: 'SR', asShownPrice: price(32900), baseMsrp: price(31500), hasSeatingOptions: false, image: { alias: '', disclaimer: '', isHero: false, url: '', angle: null, background: null, time: null, backgrounds: null, timesOfDay: null }, exteriorColorIds: [], interiorColorIds: [], mileage },
    mileage,
    msrp: price(32900),
    packages: [
      pkg('FE', '50 State Emissions', 0, 'OPTION'),
      pkg('QD', 'Standard Delivery Processing', 0, 'OPTION'),
      pkg('TC', 'Technology Package', 1200, 'PACKAGE'),
      pkg('PR', 'Premium Package', 2500, 'PACKAGE', needsTechnology),
      pkg('MR', 'Power Moonroof', 900, 'OPTION'),
    ],
    seating: [],
    seriesId: 'tacoma',
    seriesName: 'Tacoma',
    trim: TRIMS.doubleCab,
    warranties: [],
    wheels: [],
    year: 2024,
    keyFeatures: [],
    aLaCartePricing,
    currentConfig: { trimId: '7102', exteriorColorCode: '040', interiorColorCode: 'FB20', wheelsCode: 'W16', packageCodes: ['FE', 'QD'], accessoryCodes: [] },
  };
  return config as ResolvedConfiguration;
}
