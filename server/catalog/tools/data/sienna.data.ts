import { buildSeries, type GradeSpec, type TrimSpec } from '../series-builder';
import type { CatalogFileInput } from '../../catalog.schema';
import { passengerAccessories, ROOF_RACK_RULES, ROOF_RAILS_PACKAGE, TOYOTA_COLORS } from './common.data';

/** Sienna 2025: hybrid-only minivan with 7- and 8-passenger seating (sample content). */
export function sienna(year: number): CatalogFileInput {
  const t = (code: string, drive: 'FWD' | 'AWD', seating: 'S7' | 'S8', msrp: number): TrimSpec =>
    ({ code, engine: 'H25', drive, trans: 'ECVT', seating, msrp, mpg: drive === 'FWD' ? [36, 36, 36] : [35, 36, 35] });
  const base = ['040', '1J9', '1G3', '218', '8X8'];
  const kf = (extra: Array<['kf-seat' | 'kf-ent', 'standard' | 'available' | 'package']> = []): GradeSpec['keyFeatures'] =>
    [['kf-hybrid', 'standard'], ['kf-tss', 'standard'], ...extra];
  const grades: GradeSpec[] = [
    { id: 'le', name: 'LE', description: 'Eight seats and a standard hybrid.', colors: base, interiors: ['FB10', 'FG10'], defaultColor: '040', defaultInterior: 'FB10',
      wheels: ['W17'], packages: { RR: 350 }, keyFeatures: kf(), trims: [t('5402', 'FWD', 'S8', 39185), t('5403', 'AWD', 'S8', 40785)] },
    { id: 'xle', name: 'XLE', description: 'Seven or eight seats with SofTex trim.', hasSeatingOptions: true, colors: [...base, '089', '3T3'], interiors: ['SB10', 'SC10'],
      defaultColor: '089', defaultInterior: 'SC10', wheels: ['W17', 'W18P'], packages: { RR: 350, PP: 1960, MR: 1000, RE: 1585 }, keyFeatures: kf([['kf-seat', 'standard'], ['kf-ent', 'available']]),
      trims: [t('5412', 'FWD', 'S7', 45370), t('5413', 'FWD', 'S8', 45420), t('5414', 'AWD', 'S7', 46970), t('5415', 'AWD', 'S8', 47020)] },
    { id: 'xse', name: 'XSE', description: 'Sport styling and 20-in. wheels.', colors: ['040', '089', '1G3', '218', '3T3'], interiors: ['SB10'], defaultColor: '1G3', defaultInterior: 'SB10',
      wheels: ['W20'], packages: { RR: 350, MR: 1000 }, keyFeatures: kf([['kf-seat', 'standard']]), trims: [t('5422', 'FWD', 'S7', 48095), t('5423', 'AWD', 'S7', 49695)] },
    { id: 'woodland', name: 'Woodland Edition', description: 'All-wheel drive with a raised ride height.', colors: ['040', '1G3', '218', '6V7'], interiors: ['SB10'], defaultColor: '6V7', defaultInterior: 'SB10',
      wheels: ['W18'], packages: { RR: 350 }, keyFeatures: kf([['kf-seat', 'standard']]), trims: [t('5433', 'AWD', 'S7', 51080)] },
    { id: 'limited', name: 'Limited', description: 'Leather and a hands-free power liftgate.', colors: [...base, '089', '3T3'], interiors: ['LB10', 'LN10'], defaultColor: '218', defaultInterior: 'LB10',
      wheels: ['W18'], packages: { RR: 350, AT: 1575, RE: 1585 }, keyFeatures: kf([['kf-seat', 'standard'], ['kf-ent', 'available']]), trims: [t('5442', 'FWD', 'S7', 51890), t('5443', 'AWD', 'S7', 53490)] },
    { id: 'platinum', name: 'Platinum', description: 'Heated and ventilated seats and a 360-degree camera.', colors: [...base, '089', '3T3'], interiors: ['LB10', 'LN10'], defaultColor: '089', defaultInterior: 'LN10',
      wheels: ['W20'], packages: { RR: 350, RE: 1585 }, keyFeatures: kf([['kf-seat', 'standard'], ['kf-ent', 'available']]), trims: [t('5452', 'FWD', 'S7', 56470), t('5453', 'AWD', 'S7', 58070)] },
  ];
  return buildSeries({
    brand: 'toyota', seriesId: 'sienna', seriesName: 'Sienna', shortName: 'Sienna', year, date: `${year - 1}-10-15`, bodyStyle: 'minivan',
    fuelType: 'Hybrid', mileageCategory: 'Hybrid', categories: [['minivan', 'Minivan'], ['electrified', 'Electrified']], dph: 1450, seating: '7-8',
    keyFeatures: [
      ['kf-hybrid', 'Standard hybrid powertrain', 'Performance'],
      ['kf-tss', 'Toyota Safety Sense 2.0', 'Safety'],
      ['kf-seat', 'Super Long Slide second-row captain\'s chairs', 'Comfort'],
      ['kf-ent', 'Rear Seat Entertainment System', 'Technology'],
    ],
    engines: [{ code: 'H25', value: '2.5L 4-Cyl. Hybrid', description: '2.5L 4-Cyl. Hybrid, 245 net combined hp', horsepower: 245, fuelType: 'Hybrid' }],
    drives: [{ code: 'FWD', value: 'Front-Wheel Drive' }, { code: 'AWD', value: 'All-Wheel Drive' }],
    transmissions: [{ code: 'ECVT', value: 'Electronically Controlled CVT' }],
    seatings: [
      { code: 'S7', value: '7 Passenger', description: 'Second-row captain\'s chairs', passengers: 7 },
      { code: 'S8', value: '8 Passenger', description: 'Second-row bench', passengers: 8 },
    ],
    exteriorColors: [...['040', '089', '1J9', '1G3', '218', '3T3', '8X8'].map((c) => TOYOTA_COLORS[c]!), ['6V7', 'Cypress', '#4B5E3C', 'Green', 0]],
    interiorColors: [
      ['FB10', 'Black Fabric', 'Fabric', '#1A1A1A', 'Black'],
      ['FG10', 'Chateau Fabric', 'Fabric', '#BDB3A2', 'Beige'],
      ['SB10', 'Black SofTex', 'SofTex', '#1B1B1B', 'Black'],
      ['SC10', 'Chateau SofTex', 'SofTex', '#C2B8A6', 'Beige'],
      ['LB10', 'Black Leather', 'Leather', '#151515', 'Black'],
      ['LN10', 'Noble Brown Leather', 'Leather', '#6B4A2F', 'Brown'],
    ],
    wheels: [
      ['W17', '17-in. alloy wheels', 'standard', 17, 0],
      ['W18P', '18-in. premium alloy wheels', 'optional', 18, 550],
      ['W18', '18-in. alloy wheels', 'standard', 18, 0],
      ['W20', '20-in. sport alloy wheels', 'standard', 20, 0],
    ],
    packages: [
      ROOF_RAILS_PACKAGE,
      { code: 'PP', title: 'XLE Premium Package', description: 'Hands-free power liftgate and a larger touchscreen. Requires the power moonroof.', category: 'Comfort', features: ['Hands-free power liftgate', '12.3-in. touchscreen'] },
      { code: 'MR', title: 'Power Moonroof', description: 'Power tilt/slide moonroof. Not with rear-seat entertainment.', type: 'OPTION', category: 'Comfort' },
      { code: 'RE', title: 'Rear Seat Entertainment System', description: '11.6-in. ceiling screen with HDMI. Not with the power moonroof.', type: 'OPTION', category: 'Technology' },
      { code: 'AT', title: 'Advanced Technology Package', description: 'Head-up display and a digital rearview mirror.', category: 'Technology', features: ['Color head-up display', 'Digital rearview mirror'] },
    ],
    accessories: [
      ...passengerAccessories('toyota'),
      { code: 'SBPRO', title: 'Seatback Protectors', description: 'Protect the front seatbacks from scuffs.', installPoint: 'PPO', category: 'Interior', subsection: 'Protection', msrp: 99 },
      { code: 'SUNSH', title: 'Rear Window Sunshades', description: 'Fitted sunshades for the rear side windows.', installPoint: 'DIO', category: 'Interior', subsection: 'Comfort', msrp: 199, popular: true },
      { code: 'REFRG', title: 'Cool Box Refrigerator', description: 'Console cool box for drinks. Platinum and Limited only.', installPoint: 'DIO', category: 'Interior', subsection: 'Comfort', msrp: 449 },
    ],
    grades: grades.map((g) => (['limited', 'platinum'].includes(g.id) ? g : { ...g, withoutAccessories: ['REFRG'] })),
    rules: {
      packageRequires: [{ package: 'PP', requires: ['MR'] }],
      packageExcludes: [{ package: 'RE', excludes: ['MR'], reason: 'The ceiling screen mounts where the moonroof would open.' }],
      accessoryRequires: [...ROOF_RACK_RULES, { accessory: 'REFRG', grades: ['limited', 'platinum'] }],
      colorPairs: [{ exterior: '3T3', interiors: ['SB10'], grades: ['xle'] }],
      colorGrades: [{ kind: 'EXTERIOR_COLOR', color: '6V7', grades: ['woodland'] }],
      combinations: [{ id: 'grade-seating', attributes: ['GRADE', 'SEATING'], allowed: [['le', 'S8'], ['xle', 'S7'], ['xle', 'S8'], ['xse', 'S7'], ['woodland', 'S7'], ['limited', 'S7'], ['platinum', 'S7']] }],
    },
  }, 'hybrid');
}
