import { buildSeries, type GradeSpec, type TrimSpec } from '../series-builder';
import type { CatalogFileInput } from '../../catalog.schema';
import { passengerAccessories } from './common.data';

/** Prius (two model years, 2024 and 2025) and Mirai (fuel cell: mpge and range); sample content. */

// Sedans and hatchbacks here have no roof rails, so the roof-carrier accessories are not offered.
const noRoof = (a: { code: string }) => a.code !== 'XBARS' && a.code !== 'BIKE';

/** Prius for 2024 or 2025; 2025 adds the Nightshade grade and raises prices slightly. */
export function prius(year: 2024 | 2025): CatalogFileInput {
  const bump = year === 2025 ? 400 : 0;
  const t = (code: string, drive: 'FWD' | 'AWD', msrp: number, fwd: [number, number, number], awd: [number, number, number]): TrimSpec =>
    ({ code, engine: 'H20', drive, trans: 'ECVT', seating: 'S5', msrp: msrp + bump, mpg: drive === 'FWD' ? fwd : awd });
  const std = ['089', '1K2', '1L1', '218', '8Y6'];
  const kf: GradeSpec['keyFeatures'] = [['kf-mpg', 'standard'], ['kf-tss', 'standard'], ['kf-roof', 'available']];
  const grades: GradeSpec[] = [
    { id: 'le', name: 'LE', description: 'Up to 57 combined mpg.', colors: std, interiors: ['FB10'], defaultColor: '1L1', defaultInterior: 'FB10', wheels: ['W17'], packages: {}, keyFeatures: kf,
      trims: [t('1223', 'FWD', 27950, [57, 56, 57], [53, 54, 54]), t('1225', 'AWD', 29350, [57, 56, 57], [53, 54, 54])] },
    { id: 'xle', name: 'XLE', description: 'SofTex seats and 19-in. wheels.', colors: [...std, '3U5', '5B5'], interiors: ['SB10', 'SG10'], defaultColor: '5B5', defaultInterior: 'SB10', wheels: ['W19'], packages: { MR: 1000, PM: 1180 }, keyFeatures: kf,
      trims: [t('1263', 'FWD', 31440, [52, 52, 52], [49, 50, 49]), t('1265', 'AWD', 32840, [52, 52, 52], [49, 50, 49])] },
    { id: 'limited', name: 'Limited', description: 'Ventilated seats and a 12.3-in. touchscreen.', colors: [...std, '3U5', '5B5'], interiors: ['SB10', 'SG10'], defaultColor: '3U5', defaultInterior: 'SB10', wheels: ['W19'], packages: { MR: 1000, SR: 610, AT: 1880 }, keyFeatures: kf,
      trims: [t('1283', 'FWD', 35065, [52, 52, 52], [49, 50, 49]), t('1285', 'AWD', 36465, [52, 52, 52], [49, 50, 49])] },
  ];
  if (year === 2025) {
    grades.splice(2, 0, { id: 'nightshade', name: 'Nightshade Edition', description: 'Black-finish wheels and badges.', colors: ['089', '218', '1L1'], interiors: ['SB10'], defaultColor: '218', defaultInterior: 'SB10',
      wheels: ['W19N'], packages: { MR: 1000 }, keyFeatures: kf, trims: [t('1273', 'FWD', 32960, [52, 52, 52], [49, 50, 49]), t('1275', 'AWD', 34360, [52, 52, 52], [49, 50, 49])] });
  }
  return buildSeries({
    brand: 'toyota', seriesId: 'prius', seriesName: 'Prius', shortName: 'Prius', year, date: `${year - 1}-12-01`, bodyStyle: 'hatchback', fuelType: 'Hybrid', mileageCategory: 'Hybrid',
    categories: [['cars', 'Cars & Minivan'], ['electrified', 'Electrified']], dph: year === 2025 ? 1150 : 1095, seating: '5',
    keyFeatures: [['kf-mpg', 'Up to 57 est. combined mpg', 'Efficiency'], ['kf-tss', 'Toyota Safety Sense 3.0', 'Safety'], ['kf-roof', 'Fixed glass roof', 'Comfort']],
    engines: [{ code: 'H20', value: '2.0L 4-Cyl. Hybrid', description: '2.0L 4-Cyl. Hybrid, 196 net combined hp', horsepower: 196, fuelType: 'Hybrid' }],
    drives: [{ code: 'FWD', value: 'Front-Wheel Drive' }, { code: 'AWD', value: 'All-Wheel Drive' }],
    transmissions: [{ code: 'ECVT', value: 'Electronically Controlled CVT' }],
    seatings: [{ code: 'S5', value: '5 Passenger', passengers: 5 }],
    exteriorColors: [
      ['089', 'Wind Chill Pearl', '#EEEDE6', 'White', 425], ['1K2', 'Cutting Edge', '#A9ACAF', 'Silver', 0], ['1L1', 'Guardian Gray', '#6B6E70', 'Gray', 0],
      ['218', 'Midnight Black Metallic', '#1C1D21', 'Black', 0], ['8Y6', 'Reservoir Blue', '#2E4F6E', 'Blue', 0], ['3U5', 'Supersonic Red', '#A3141C', 'Red', 500],
      ['5B5', 'Karashi', '#D7A31E', 'Yellow', 0],
    ],
    interiorColors: [
      ['FB10', 'Black Fabric', 'Fabric', '#1A1A1A', 'Black'],
      ['SB10', 'Black SofTex', 'SofTex', '#1B1B1B', 'Black'],
      ['SG10', 'Light Gray SofTex', 'SofTex', '#B9B9B4', 'Gray'],
    ],
    wheels: [['W17', '17-in. alloy wheels with covers', 'standard', 17, 0], ['W19', '19-in. alloy wheels', 'standard', 19, 0], ['W19N', '19-in. black alloy wheels', 'standard', 19, 0]],
    packages: [
      { code: 'MR', title: 'Fixed Glass Roof', description: 'Panoramic fixed glass roof. Not with the solar roof.', type: 'OPTION', category: 'Comfort' },
      { code: 'SR', title: 'Solar Roof', description: 'Solar panel roof that helps charge the hybrid battery. Not with the glass roof.', type: 'OPTION', category: 'Efficiency' },
      { code: 'PM', title: 'XLE Premium Package', description: 'Digital key and a power liftgate. Requires the fixed glass roof.', category: 'Convenience', features: ['Digital Key', 'Power liftgate'] },
      { code: 'AT', title: 'Advanced Technology Package', description: 'Traffic Jam Assist and a panoramic view monitor.', category: 'Technology', features: ['Traffic Jam Assist', 'Panoramic View Monitor'] },
    ],
    accessories: [
      ...passengerAccessories('toyota').filter(noRoof),
      { code: 'CHRGP', title: 'Charging Pad Cover', description: 'Textured cover for the wireless charger.', installPoint: 'DIO', category: 'Interior', subsection: 'Comfort', msrp: 39.99 },
      { code: 'RSPLR', title: 'Rear Spoiler', description: 'Color-keyed rear spoiler.', installPoint: 'PIO', category: 'Exterior', subsection: 'Styling', msrp: 489, popular: true },
    ],
    grades,
    rules: {
      packageRequires: [{ package: 'PM', requires: ['MR'] }],
      packageExcludes: [{ package: 'SR', excludes: ['MR'], reason: 'The vehicle has room for one roof panel.' }],
      colorPairs: [{ exterior: '5B5', interiors: ['SB10'], grades: ['xle', 'limited'] }],
      colorGrades: [{ kind: 'EXTERIOR_COLOR', color: '5B5', grades: ['xle', 'limited'] }, { kind: 'EXTERIOR_COLOR', color: '3U5', grades: ['xle', 'limited'] }],
    },
  }, 'hybrid');
}

/** Mirai 2025: hydrogen fuel cell sedan (mpge and range). */
export function mirai(): CatalogFileInput {
  const t = (code: string, msrp: number, mpge: number, range: number): TrimSpec => ({ code, engine: 'FC', drive: 'RWD', trans: 'A1', seating: 'S5', msrp, mpg: { mpge, range } });
  const kf: GradeSpec['keyFeatures'] = [['kf-h2', 'standard'], ['kf-tss', 'standard']];
  return buildSeries({
    brand: 'toyota', seriesId: 'mirai', seriesName: 'Mirai', shortName: 'Mirai', year: 2025, date: '2024-10-01', bodyStyle: 'sedan', fuelType: 'Fuel Cell', mileageCategory: 'Fuel Cell',
    categories: [['cars', 'Cars & Minivan'], ['electrified', 'Electrified']], dph: 1150, seating: '5',
    keyFeatures: [['kf-h2', 'Hydrogen fuel cell with zero tailpipe emissions', 'Efficiency'], ['kf-tss', 'Toyota Safety Sense 2.5+', 'Safety']],
    engines: [{ code: 'FC', value: 'Hydrogen Fuel Cell Electric', description: 'Fuel cell electric motor, 182 hp', horsepower: 182, fuelType: 'Fuel Cell' }],
    drives: [{ code: 'RWD', value: 'Rear-Wheel Drive' }],
    transmissions: [{ code: 'A1', value: '1-Speed Automatic' }],
    seatings: [{ code: 'S5', value: '5 Passenger', passengers: 5 }],
    exteriorColors: [
      ['070', 'Oxygen White', '#F2F3F1', 'White', 425], ['1H1', 'Heavy Metal', '#5C5E60', 'Gray', 0], ['202', 'Black', '#0A0A0A', 'Black', 0],
      ['3U5', 'Supersonic Red', '#A3141C', 'Red', 500], ['8Y5', 'Hydro Blue', '#1F3B67', 'Blue', 0],
    ],
    interiorColors: [
      ['SB10', 'Black SofTex', 'SofTex', '#1B1B1B', 'Black'], ['SW10', 'Gray/White SofTex', 'SofTex', '#D8D8D4', 'White'],
      ['LB10', 'Black Leather', 'Leather', '#151515', 'Black'], ['LW10', 'White Leather', 'Leather', '#E8E6E0', 'White'],
    ],
    wheels: [['W19', '19-in. alloy wheels', 'standard', 19, 0], ['W20', '20-in. chrome-finish alloy wheels', 'optional', 20, 1200], ['W20L', '20-in. chrome-finish alloy wheels', 'standard', 20, 0]],
    packages: [
      { code: 'AT', title: 'Advanced Technology Package', description: 'Traffic Jam Assist and a panoramic view monitor.', category: 'Technology', features: ['Traffic Jam Assist'] },
      { code: 'PA', title: 'JBL Premium Audio', description: '14 JBL speakers. Requires the Advanced Technology Package.', type: 'OPTION', category: 'Technology' },
      { code: 'EX', title: 'Executive Package', description: 'Rear-seat controls and heated rear seats.', category: 'Comfort', features: ['Rear-seat climate controls'] },
    ],
    accessories: passengerAccessories('toyota').filter(noRoof),
    grades: [
      { id: 'xle', name: 'XLE', description: 'Up to 402 miles of range.', colors: ['070', '1H1', '202', '3U5'], interiors: ['SB10', 'SW10'], defaultColor: '1H1', defaultInterior: 'SB10', wheels: ['W19', 'W20'], packages: { AT: 2170, PA: 1260 }, keyFeatures: kf,
        trims: [t('3002', 51795, 74, 402)] },
      { id: 'limited', name: 'Limited', description: 'Leather, head-up display and 20-in. wheels.', colors: ['070', '1H1', '202', '3U5', '8Y5'], interiors: ['LB10', 'LW10'], defaultColor: '8Y5', defaultInterior: 'LW10', wheels: ['W20L'], packages: { EX: 1950 }, keyFeatures: kf,
        trims: [t('3004', 68295, 65, 357)] },
    ],
    rules: {
      packageRequires: [{ package: 'PA', requires: ['AT'] }],
      colorPairs: [{ exterior: '3U5', interiors: ['SB10', 'LB10'] }],
      colorGrades: [{ kind: 'EXTERIOR_COLOR', color: '8Y5', grades: ['limited'] }],
    },
  }, 'fuelcell');
}
