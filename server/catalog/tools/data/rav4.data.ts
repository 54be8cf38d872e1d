import { buildSeries, type GradeSpec, type MileageSpec, type SeriesSpec, type TrimSpec } from '../series-builder';
import type { CatalogFileInput } from '../../catalog.schema';
import { passengerAccessories, ROOF_RACK_RULES, ROOF_RAILS_PACKAGE, TOYOTA_COLORS } from './common.data';

/** RAV4, RAV4 Hybrid and RAV4 Prime (plug-in: mpge and electric range), 2025 sample content. */

const interiors: SeriesSpec['interiorColors'] = [
  ['FB10', 'Black Fabric', 'Fabric', '#1A1A1A', 'Black'],
  ['FL10', 'Light Gray Fabric', 'Fabric', '#B5B5B0', 'Gray'],
  ['SB10', 'Black SofTex', 'SofTex', '#1B1B1B', 'Black'],
  ['SL10', 'Light Gray SofTex', 'SofTex', '#B9B9B4', 'Gray'],
  ['ST10', 'Black/Terra SofTex', 'SofTex', '#3A2A22', 'Brown'],
  ['SR10', 'Black/Red SofTex', 'SofTex', '#3A1214', 'Red'],
];

const wheels: SeriesSpec['wheels'] = [
  ['W17S', '17-in. steel wheels', 'standard', 17, 0],
  ['W17A', '17-in. alloy wheels', 'standard', 17, 0],
  ['W18A', '18-in. alloy wheels', 'standard', 18, 0],
  ['W19A', '19-in. alloy wheels', 'standard', 19, 0],
  ['W19B', '19-in. black alloy wheels', 'optional', 19, 650],
];

const keyFeatures: SeriesSpec['keyFeatures'] = [
  ['kf-tss', 'Toyota Safety Sense 2.5+', 'Safety'],
  ['kf-screen', '10.5-in. touchscreen', 'Technology'],
  ['kf-awd', 'Available all-wheel drive', 'Performance'],
];

const packages: SeriesSpec['packages'] = [
  ROOF_RAILS_PACKAGE,
  { code: 'WP', title: 'Weather Package', description: 'Heated front seats, heated steering wheel and rain-sensing wipers.', category: 'Comfort', features: ['Heated front seats', 'Heated steering wheel'] },
  { code: 'TC', title: 'Technology Package', description: 'Panoramic view monitor and a digital rearview mirror.', category: 'Technology', features: ['Panoramic View Monitor'] },
  { code: 'PA', title: 'JBL Premium Audio', description: 'Eleven JBL speakers. Requires the Technology Package.', type: 'OPTION', category: 'Technology' },
  { code: 'PP', title: 'Premium Package', description: 'Panoramic glass roof, head-up display and JBL audio. Not with the roof rails.', category: 'Comfort', features: ['Panoramic glass roof', 'Head-up display'] },
];

const palette = (codes: string[]) => codes.map((c) => TOYOTA_COLORS[c]!);
const kf: GradeSpec['keyFeatures'] = [['kf-tss', 'standard'], ['kf-screen', 'available'], ['kf-awd', 'available']];

function rav4Spec(seriesId: string, seriesName: string, fuelType: string, grades: GradeSpec[], engines: SeriesSpec['engines'], rules: SeriesSpec['rules']): SeriesSpec {
  return {
    brand: 'toyota', seriesId, seriesName, shortName: seriesName, year: 2025, date: '2024-09-01', bodyStyle: 'suv', fuelType, mileageCategory: fuelType,
    categories: fuelType === 'Gas' ? [['suv', 'SUVs/Crossovers']] : [['suv', 'SUVs/Crossovers'], ['electrified', 'Electrified']],
    dph: 1395, seating: '5', keyFeatures, engines,
    drives: [{ code: 'FWD', value: 'Front-Wheel Drive' }, { code: 'AWD', value: 'All-Wheel Drive' }],
    transmissions: [{ code: 'AT8', value: '8-Speed Automatic' }, { code: 'ECVT', value: 'Electronically Controlled CVT' }],
    seatings: [{ code: 'S5', value: '5 Passenger', passengers: 5 }],
    exteriorColors: palette(['040', '089', '1J9', '1G3', '218', '3T3', '8X8', '6X3', '2PU']),
    interiorColors: interiors, wheels, packages,
    accessories: passengerAccessories('toyota'),
    grades,
    rules: { ...rules, accessoryRequires: [...ROOF_RACK_RULES, ...(rules?.accessoryRequires ?? [])] },
  };
}

/** RAV4 (gas). */
export function rav4(): CatalogFileInput {
  const t = (code: string, drive: 'FWD' | 'AWD', msrp: number, mpg: MileageSpec): TrimSpec => ({ code, engine: 'G25', drive, trans: 'AT8', seating: 'S5', msrp, mpg });
  const std = ['040', '1J9', '1G3', '218', '8X8', '6X3'];
  const grades: GradeSpec[] = [
    { id: 'le', name: 'LE', description: 'Well equipped from the start.', colors: std, interiors: ['FB10', 'FL10'], defaultColor: '1J9', defaultInterior: 'FB10', wheels: ['W17S'], packages: { RR: 350 }, keyFeatures: kf,
      trims: [t('4430', 'FWD', 28850, [27, 35, 30]), t('4432', 'AWD', 30350, [27, 34, 30])] },
    { id: 'xle', name: 'XLE', description: 'Dual-zone climate and alloy wheels.', colors: [...std, '089', '3T3'], interiors: ['FB10', 'FL10'], defaultColor: '089', defaultInterior: 'FL10', wheels: ['W17A'], packages: { RR: 350, WP: 1030 }, keyFeatures: kf,
      trims: [t('4440', 'FWD', 30640, [27, 35, 30]), t('4442', 'AWD', 32140, [27, 34, 30])] },
    { id: 'xlepremium', name: 'XLE Premium', description: 'SofTex seats and a power moonroof.', colors: [...std, '089', '3T3'], interiors: ['SB10', 'SL10'], defaultColor: '3T3', defaultInterior: 'SB10', wheels: ['W19A'], packages: { RR: 350, WP: 1030, TC: 1535, PA: 1195 }, keyFeatures: kf,
      trims: [t('4450', 'FWD', 33775, [27, 35, 30]), t('4452', 'AWD', 35275, [27, 34, 30])] },
    { id: 'adventure', name: 'Adventure', description: 'Torque-vectoring AWD and rugged styling.', colors: [...std, '2PU'], interiors: ['SB10', 'ST10'], defaultColor: '2PU', defaultInterior: 'ST10', wheels: ['W18A', 'W19B'], packages: { RR: 350, WP: 1030, TC: 1535 }, keyFeatures: kf,
      trims: [t('4456', 'AWD', 35950, [25, 32, 28])] },
    { id: 'trdoffroad', name: 'TRD Off-Road', description: 'TRD-tuned suspension and all-terrain tires.', colors: [...std, '2PU'], interiors: ['ST10'], defaultColor: '6X3', defaultInterior: 'ST10', wheels: ['W18A'], packages: { RR: 350, TC: 1535 }, keyFeatures: kf,
      trims: [t('4459', 'AWD', 38630, [25, 32, 28])] },
    { id: 'limited', name: 'Limited', description: 'Heated and ventilated seats and a larger screen.', colors: [...std, '089', '3T3'], interiors: ['SB10', 'SL10'], defaultColor: '089', defaultInterior: 'SL10', wheels: ['W19A'], packages: { RR: 350, TC: 1535, PA: 1195, PP: 2270 }, keyFeatures: kf,
      trims: [t('4470', 'FWD', 37100, [27, 35, 30]), t('4472', 'AWD', 38600, [27, 34, 30])] },
  ];
  return buildSeries(rav4Spec('rav4', 'RAV4', 'Gas', grades, [{ code: 'G25', value: '2.5L 4-Cyl.', description: '2.5L 4-Cyl., 203 hp', horsepower: 203, fuelType: 'Gas' }], {
    packageRequires: [{ package: 'PA', requires: ['TC'] }],
    packageExcludes: [{ package: 'PP', excludes: ['RR'], reason: 'The panoramic roof has no roof rails.' }],
    colorPairs: [{ exterior: '3T3', interiors: ['SB10'], grades: ['xlepremium', 'limited'] }],
    colorGrades: [{ kind: 'EXTERIOR_COLOR', color: '2PU', grades: ['adventure', 'trdoffroad'] }],
  }), 'none');
}

/** RAV4 Hybrid (all-wheel drive only). */
export function rav4Hybrid(): CatalogFileInput {
  const t = (code: string, msrp: number, mpg: MileageSpec = [41, 38, 39]): TrimSpec => ({ code, engine: 'H25', drive: 'AWD', trans: 'ECVT', seating: 'S5', msrp, mpg });
  const std = ['040', '1J9', '1G3', '218', '8X8'];
  const grades: GradeSpec[] = [
    { id: 'le', name: 'LE', description: 'Standard hybrid all-wheel drive.', colors: std, interiors: ['FB10', 'FL10'], defaultColor: '1G3', defaultInterior: 'FB10', wheels: ['W17S'], packages: { RR: 350 }, keyFeatures: kf, trims: [t('4435', 32850)] },
    { id: 'xle', name: 'XLE', description: 'Alloy wheels and dual-zone climate.', colors: [...std, '089', '3T3'], interiors: ['FB10', 'FL10'], defaultColor: '089', defaultInterior: 'FL10', wheels: ['W17A'], packages: { RR: 350, WP: 1030 }, keyFeatures: kf, trims: [t('4444', 34640)] },
    { id: 'se', name: 'SE', description: 'Sport-tuned suspension.', colors: [...std, '3T3'], interiors: ['FB10'], defaultColor: '218', defaultInterior: 'FB10', wheels: ['W18A'], packages: { RR: 350, WP: 1030 }, keyFeatures: kf, trims: [t('4528', 34525)] },
    { id: 'woodland', name: 'Woodland Edition', description: 'All-terrain tires and a roof basket.', colors: ['040', '1G3', '6X3'], interiors: ['ST10'], defaultColor: '6X3', defaultInterior: 'ST10', wheels: ['W18A'], packages: { RR: 350 }, keyFeatures: kf, trims: [t('4451', 36870, [38, 36, 37])] },
    { id: 'xse', name: 'XSE', description: 'Two-tone paint available and a sport interior.', colors: [...std, '3T3', '2PU'], interiors: ['SR10', 'SB10'], defaultColor: '2PU', defaultInterior: 'SR10', wheels: ['W18A', 'W19B'], packages: { RR: 350, TC: 1535, PA: 1195, PP: 2270 }, keyFeatures: kf, trims: [t('4530', 38820)] },
    { id: 'limited', name: 'Limited', description: 'Leather-trimmed and fully equipped.', colors: [...std, '089', '3T3'], interiors: ['SB10', 'SL10'], defaultColor: '089', defaultInterior: 'SB10', wheels: ['W19A'], packages: { RR: 350, TC: 1535, PA: 1195, PP: 2270 }, keyFeatures: kf, trims: [t('4474', 41760)] },
  ];
  return buildSeries(rav4Spec('rav4hybrid', 'RAV4 Hybrid', 'Hybrid', grades, [{ code: 'H25', value: '2.5L 4-Cyl. Hybrid', description: '2.5L 4-Cyl. Hybrid, 219 net combined hp', horsepower: 219, fuelType: 'Hybrid' }], {
    packageRequires: [{ package: 'PA', requires: ['TC'] }],
    packageExcludes: [{ package: 'PP', excludes: ['RR'] }],
    colorPairs: [{ exterior: '3T3', interiors: ['SB10'], grades: ['limited'] }],
    colorGrades: [{ kind: 'EXTERIOR_COLOR', color: '2PU', grades: ['xse'] }, { kind: 'EXTERIOR_COLOR', color: '6X3', grades: ['woodland'] }],
  }), 'hybrid');
}

/** RAV4 Prime (`rav4prime`): plug-in hybrid with mpge and electric range. */
export function rav4Prime(): CatalogFileInput {
  const t = (code: string, msrp: number): TrimSpec => ({ code, engine: 'P25', drive: 'AWD', trans: 'ECVT', seating: 'S5', msrp, mpg: { mpge: 94, range: 42, combined: 38, city: 40, highway: 36 } });
  const grades: GradeSpec[] = [
    { id: 'se', name: 'SE', description: '302 hp and 42 miles of electric range.', colors: ['040', '1J9', '1G3', '218', '8X8', '3T3'], interiors: ['FB10'], defaultColor: '3T3', defaultInterior: 'FB10', wheels: ['W18A'], packages: { RR: 350, WP: 1030 }, keyFeatures: kf, trims: [t('4544', 43690)] },
    { id: 'xse', name: 'XSE', description: 'Two-tone paint and a 10.5-in. touchscreen.', colors: ['040', '1J9', '1G3', '218', '8X8', '3T3', '2PU'], interiors: ['SR10', 'SB10'], defaultColor: '2PU', defaultInterior: 'SR10', wheels: ['W19A'], packages: { RR: 350, TC: 1535, PP: 4290 }, keyFeatures: kf, trims: [t('4548', 47560)] },
  ];
  return buildSeries(rav4Spec('rav4prime', 'RAV4 Prime', 'Plug-in Hybrid', grades, [{ code: 'P25', value: '2.5L 4-Cyl. Plug-in Hybrid', description: '2.5L Plug-in Hybrid, 302 net combined hp', horsepower: 302, fuelType: 'Plug-in Hybrid' }], {
    packageRequires: [{ package: 'PP', requires: ['TC'] }],
    packageExcludes: [{ package: 'PP', excludes: ['RR'] }],
    colorGrades: [{ kind: 'EXTERIOR_COLOR', color: '2PU', grades: ['xse'] }],
  }), 'plugin');
}
