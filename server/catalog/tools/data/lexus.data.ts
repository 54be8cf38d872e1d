import { buildSeries, type GradeSpec, type MileageSpec, type SeriesSpec, type TrimSpec } from '../series-builder';
import type { CatalogFileInput } from '../../catalog.schema';
import { evenTurn } from '../../../../src/domain/exterior-angles';
import { passengerAccessories, ROOF_RACK_RULES, ROOF_RAILS_PACKAGE } from './common.data';

/**
 * Lexus RX and NX 2025 (sample content). The luxury brand's images carry lists of backgrounds and
 * times of day, so `imagery` names them; the image service renders the thumbnails and icons.
 */

const imagery: CatalogFileInput['imagery'] = {
  // A smooth turn: 24 angles 15 degrees apart, starting at the side view (the hero picture).
  exteriorAngles: evenTurn(24, 90),
  interiorAngles: [1, 2, 3],
  background: 'studio',
  backgrounds: [
    { type: 'studio', title: 'Studio' },
    { type: 'city', title: 'City' },
    { type: 'coast', title: 'Coast' },
  ],
  timesOfDay: [
    { type: 'day', title: 'Day', icon: 'sun' },
    { type: 'dusk', title: 'Dusk', icon: 'sunset' },
    { type: 'night', title: 'Night', icon: 'moon' },
  ],
  disclaimer: 'Vehicle shown with optional equipment; backgrounds are illustrative. Sample content.',
};

const exteriorColors: SeriesSpec['exteriorColors'] = [
  ['085', 'Eminent White Pearl', '#F1F1EC', 'White', 500],
  ['1J7', 'Iridium', '#B7B9BB', 'Silver', 0],
  ['1L1', 'Cloudburst Gray', '#6E7274', 'Gray', 0],
  ['223', 'Caviar', '#101012', 'Black', 0],
  ['1L2', 'Nebula Gray Pearl', '#8E9294', 'Gray', 595],
  ['4Y1', 'Copper Crest', '#8A5A3C', 'Brown', 0],
  ['8X1', 'Ultrasonic Blue Mica 2.0', '#2C5BA0', 'Blue', 595],
];

const interiorColors: SeriesSpec['interiorColors'] = [
  ['NB00', 'Black NuLuxe', 'NuLuxe', '#161616', 'Black'],
  ['NC00', 'Birch NuLuxe', 'NuLuxe', '#D5CDBE', 'Beige'],
  ['LB00', 'Black Leather', 'Semi-Aniline Leather', '#121212', 'Black'],
  ['LP00', 'Palomino Leather', 'Semi-Aniline Leather', '#A9825A', 'Brown'],
  ['FR00', 'Circuit Red NuLuxe', 'NuLuxe', '#7A1F22', 'Red'],
];

const packages: SeriesSpec['packages'] = [
  ROOF_RAILS_PACKAGE,
  { code: 'TP', title: 'Technology Package', description: 'Head-up display, panoramic view monitor and Advanced Park.', category: 'Technology', features: ['Head-up display', 'Panoramic View Monitor', 'Advanced Park'] },
  { code: 'ML', title: 'Mark Levinson Premium Surround Sound', description: '21 speakers. Requires the Technology Package.', type: 'OPTION', category: 'Technology' },
  { code: 'PR', title: 'Panoramic Glass Roof', description: 'Fixed panoramic roof with power shade. Not with the roof rails.', type: 'OPTION', category: 'Comfort' },
  { code: 'CW', title: 'Cold Weather Package', description: 'Heated steering wheel, heated rear seats and a windshield deicer.', category: 'Comfort', features: ['Heated rear seats', 'Windshield deicer'] },
];

const keyFeatures: SeriesSpec['keyFeatures'] = [
  ['kf-lss', 'Lexus Safety System+ 3.0', 'Safety'],
  ['kf-screen', 'Lexus Interface with 14-in. touchscreen', 'Technology'],
  ['kf-ml', 'Mark Levinson audio', 'Technology'],
];

const accessories = [
  ...passengerAccessories('lexus'),
  { code: 'ILLSP', title: 'Illuminated Door Sills', description: 'Lexus-script illuminated sill plates.', installPoint: 'PIO' as const, category: 'Interior', subsection: 'Styling', msrp: 699, popular: true },
  { code: 'KEYGL', title: 'Key Glove', description: 'Leather key glove.', installPoint: 'DIO' as const, category: 'Interior', subsection: 'Lifestyle', msrp: 60 },
];

const kf: GradeSpec['keyFeatures'] = [['kf-lss', 'standard'], ['kf-screen', 'available'], ['kf-ml', 'package']];

function lexusSpec(seriesId: string, seriesName: string, grades: GradeSpec[], engines: SeriesSpec['engines'], fsportGrades: string[], luxuryGrades: string[]): SeriesSpec {
  return {
    brand: 'lexus', seriesId, seriesName, shortName: seriesName, year: 2025, date: '2024-10-20', bodyStyle: 'suv', fuelType: 'Gas', mileageCategory: 'Gas',
    categories: [['suv', 'SUVs'], ['electrified', 'Electrified']], dph: 1350, seating: '5', imagery, keyFeatures, engines,
    drives: [{ code: 'FWD', value: 'Front-Wheel Drive' }, { code: 'AWD', value: 'All-Wheel Drive' }],
    transmissions: [{ code: 'AT8', value: '8-Speed Automatic' }, { code: 'AT6', value: '6-Speed Automatic' }, { code: 'ECVT', value: 'Electronically Controlled CVT' }],
    seatings: [{ code: 'S5', value: '5 Passenger', passengers: 5 }],
    exteriorColors, interiorColors,
    wheels: [
      ['W19', '19-in. alloy wheels', 'standard', 19, 0],
      ['W20', '20-in. split-spoke alloy wheels', 'optional', 20, 1100],
      ['W21F', '21-in. F SPORT alloy wheels', 'standard', 21, 0],
    ],
    packages, accessories, grades,
    rules: {
      packageRequires: [{ package: 'ML', requires: ['TP'] }],
      packageExcludes: [{ package: 'PR', excludes: ['RR'], reason: 'The panoramic roof has no roof rails.' }],
      accessoryRequires: ROOF_RACK_RULES,
      colorPairs: [{ exterior: '4Y1', interiors: ['LB00', 'LP00'], grades: luxuryGrades }],
      colorGrades: [{ kind: 'EXTERIOR_COLOR', color: '8X1', grades: fsportGrades }, { kind: 'INTERIOR_COLOR', color: 'FR00', grades: fsportGrades }],
    },
  };
}

const base = ['085', '1J7', '1L1', '223', '1L2'];
const fsport = ['085', '1L1', '223', '8X1'];

/** Lexus RX 2025. */
export function rx(): CatalogFileInput {
  const t = (code: string, engine: string, drive: 'FWD' | 'AWD', trans: string, msrp: number, mpg: MileageSpec): TrimSpec => ({ code, engine, drive, trans, seating: 'S5', msrp, mpg });
  const grades: GradeSpec[] = [
    { id: 'rx350', name: 'RX 350', description: 'Turbocharged and refined.', colors: base, interiors: ['NB00', 'NC00'], defaultColor: '1J7', defaultInterior: 'NB00', wheels: ['W19', 'W20'], packages: { RR: 300, CW: 600, PR: 1350 }, keyFeatures: kf,
      trims: [t('9240', 'T24', 'FWD', 'AT8', 50425, [21, 28, 24]), t('9242', 'T24', 'AWD', 'AT8', 52025, [21, 27, 23])] },
    { id: 'rx350luxury', name: 'RX 350 Luxury', description: 'Semi-aniline leather and ventilated seats.', colors: [...base, '4Y1'], interiors: ['LB00', 'LP00'], defaultColor: '4Y1', defaultInterior: 'LP00', wheels: ['W20'], packages: { RR: 300, TP: 2150, ML: 1160, PR: 0 }, keyFeatures: kf,
      trims: [t('9252', 'T24', 'AWD', 'AT8', 63675, [21, 27, 23])] },
    { id: 'rx350fsport', name: 'RX 350 F SPORT Handling', description: 'Adaptive suspension and F SPORT styling.', colors: fsport, interiors: ['NB00', 'FR00'], defaultColor: '8X1', defaultInterior: 'FR00', wheels: ['W21F'], packages: { RR: 300, TP: 2150, ML: 1160 }, keyFeatures: kf,
      trims: [t('9262', 'T24', 'AWD', 'AT8', 61675, [21, 26, 23])] },
    { id: 'rx350h', name: 'RX 350h Premium', description: 'Self-charging hybrid all-wheel drive.', colors: base, interiors: ['NB00', 'NC00'], defaultColor: '085', defaultInterior: 'NC00', wheels: ['W19', 'W20'], packages: { RR: 300, CW: 600, TP: 2150 }, keyFeatures: kf,
      trims: [t('9272', 'H25', 'AWD', 'ECVT', 55325, [37, 34, 36])] },
    { id: 'rx450hplus', name: 'RX 450h+ Luxury', description: 'Plug-in hybrid with 37 miles of electric range.', colors: [...base, '4Y1'], interiors: ['LB00', 'LP00'], defaultColor: '223', defaultInterior: 'LB00', wheels: ['W21F'], packages: { RR: 300, ML: 1160, TP: 0 }, keyFeatures: kf,
      trims: [t('9282', 'P25', 'AWD', 'ECVT', 70080, { mpge: 83, range: 37, combined: 36 })] },
    { id: 'rx500h', name: 'RX 500h F SPORT Performance', description: '366 hp turbocharged hybrid.', colors: fsport, interiors: ['NB00', 'FR00'], defaultColor: '1L1', defaultInterior: 'FR00', wheels: ['W21F'], packages: { RR: 300, ML: 1160, TP: 1850 }, keyFeatures: kf,
      trims: [t('9292', 'H24', 'AWD', 'AT6', 64650, [27, 28, 27])] },
  ];
  const spec = lexusSpec('rx', 'RX', grades, [
    { code: 'T24', value: '2.4L Turbo 4-Cyl.', description: '2.4L Turbo 4-Cyl., 275 hp', horsepower: 275, fuelType: 'Gas' },
    { code: 'H25', value: '2.5L 4-Cyl. Hybrid', description: '2.5L Hybrid, 246 net combined hp', horsepower: 246, fuelType: 'Hybrid' },
    { code: 'P25', value: '2.5L 4-Cyl. Plug-in Hybrid', description: '2.5L Plug-in Hybrid, 304 net combined hp', horsepower: 304, fuelType: 'Plug-in Hybrid' },
    { code: 'H24', value: '2.4L Turbo Hybrid', description: '2.4L Turbo Hybrid, 366 net combined hp', horsepower: 366, fuelType: 'Hybrid' },
  ], ['rx350fsport', 'rx500h'], ['rx350luxury', 'rx450hplus']);
  return buildSeries(spec, 'plugin');
}

/** Lexus NX 2025. */
export function nx(): CatalogFileInput {
  const t = (code: string, engine: string, drive: 'FWD' | 'AWD', trans: string, msrp: number, mpg: MileageSpec): TrimSpec => ({ code, engine, drive, trans, seating: 'S5', msrp, mpg });
  const grades: GradeSpec[] = [
    { id: 'nx250', name: 'NX 250', description: 'The efficient entry to NX.', colors: base, interiors: ['NB00', 'NC00'], defaultColor: '1J7', defaultInterior: 'NB00', wheels: ['W19'], packages: { RR: 300, CW: 550 }, keyFeatures: kf,
      trims: [t('9820', 'G25', 'FWD', 'AT8', 41705, [25, 33, 28]), t('9822', 'G25', 'AWD', 'AT8', 43305, [24, 32, 27])] },
    { id: 'nx350', name: 'NX 350', description: '275 hp turbo with all-wheel drive.', colors: [...base, '4Y1'], interiors: ['NB00', 'LB00', 'LP00'], defaultColor: '1L2', defaultInterior: 'LB00', wheels: ['W19', 'W20'], packages: { RR: 300, CW: 550, TP: 1950, ML: 1160, PR: 1150 }, keyFeatures: kf,
      trims: [t('9832', 'T24', 'AWD', 'AT8', 46555, [22, 29, 25])] },
    { id: 'nx350fsport', name: 'NX 350 F SPORT Handling', description: 'Adaptive variable suspension.', colors: fsport, interiors: ['NB00', 'FR00'], defaultColor: '8X1', defaultInterior: 'FR00', wheels: ['W21F'], packages: { RR: 300, TP: 1950, ML: 1160 }, keyFeatures: kf,
      trims: [t('9842', 'T24', 'AWD', 'AT8', 53305, [22, 28, 24])] },
    { id: 'nx350h', name: 'NX 350h', description: 'Hybrid all-wheel drive, 39 combined mpg.', colors: base, interiors: ['NB00', 'NC00'], defaultColor: '085', defaultInterior: 'NC00', wheels: ['W19'], packages: { RR: 300, CW: 550, TP: 1950 }, keyFeatures: kf,
      trims: [t('9852', 'H25', 'AWD', 'ECVT', 47855, [41, 37, 39])] },
    { id: 'nx450hplus', name: 'NX 450h+ Luxury', description: 'Plug-in hybrid with 37 miles of electric range.', colors: [...base, '4Y1'], interiors: ['LB00', 'LP00'], defaultColor: '4Y1', defaultInterior: 'LP00', wheels: ['W20'], packages: { RR: 300, ML: 1160, TP: 0, PR: 0 }, keyFeatures: kf,
      trims: [t('9862', 'P25', 'AWD', 'ECVT', 61555, { mpge: 84, range: 37, combined: 36 })] },
  ];
  const spec = lexusSpec('nx', 'NX', grades, [
    { code: 'G25', value: '2.5L 4-Cyl.', description: '2.5L 4-Cyl., 203 hp', horsepower: 203, fuelType: 'Gas' },
    { code: 'T24', value: '2.4L Turbo 4-Cyl.', description: '2.4L Turbo 4-Cyl., 275 hp', horsepower: 275, fuelType: 'Gas' },
    { code: 'H25', value: '2.5L 4-Cyl. Hybrid', description: '2.5L Hybrid, 240 net combined hp', horsepower: 240, fuelType: 'Hybrid' },
    { code: 'P25', value: '2.5L 4-Cyl. Plug-in Hybrid', description: '2.5L Plug-in Hybrid, 304 net combined hp', horsepower: 304, fuelType: 'Plug-in Hybrid' },
  ], ['nx350fsport'], ['nx350', 'nx450hplus']);
  return buildSeries(spec, 'plugin');
}
