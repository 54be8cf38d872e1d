import { buildSeries, type AccessorySpec, type GradeSpec, type SeriesSpec } from '../series-builder';
import type { CatalogFileInput } from '../../catalog.schema';

/**
 * Tacoma (gas, i-FORCE 2.4L turbo) and Tacoma Hybrid (`tacomahybrid`, i-FORCE MAX). They are two
 * series, as on the maker's site, so the spec's i-FORCE MAX naming and inventory-link rules have a
 * series to act on. Sample content: approximate public MSRPs, invented model codes.
 */

const cabBeds: NonNullable<CatalogFileInput['options']['cabBeds']> = [
  {
    code: 'XC6', label: 'XtraCab with 6-ft Bed', description: 'Two-seat extended cab with the long bed.', cabDescription: 'XtraCab',
    bedDescription: '6-ft Bed', cabDetails: 'Two doors, two seats, in-cab storage behind the seats',
    bedDepth: 20.9, bedLength: 73.7, bedWidth: 58.7, betweenWheelWell: 41.9, overallHeight: 73.6, overallLength: 225.0, overallWidth: 75.0,
  },
  {
    code: 'DC5', label: 'Double Cab with 5-ft Bed', description: 'Four full doors and five seats with the short bed.', cabDescription: 'Double Cab',
    bedDescription: '5-ft Bed', cabDetails: 'Four doors, five seats',
    bedDepth: 20.9, bedLength: 60.3, bedWidth: 58.7, betweenWheelWell: 41.9, overallHeight: 73.7, overallLength: 213.0, overallWidth: 75.0,
  },
  {
    code: 'DC6', label: 'Double Cab with 6-ft Bed', description: 'Four full doors and five seats with the long bed.', cabDescription: 'Double Cab',
    bedDescription: '6-ft Bed', cabDetails: 'Four doors, five seats',
    bedDepth: 20.9, bedLength: 73.7, bedWidth: 58.7, betweenWheelWell: 41.9, overallHeight: 73.7, overallLength: 226.5, overallWidth: 75.0,
  },
];

const exteriorColors: SeriesSpec['exteriorColors'] = [
  ['040', 'Ice Cap', '#F4F5F0', 'White', 0],
  ['089', 'Wind Chill Pearl', '#EEEDE6', 'White', 425],
  ['1J9', 'Celestial Silver Metallic', '#B8BBBE', 'Silver', 0],
  ['1H5', 'Underground', '#4A4C4E', 'Gray', 0],
  ['218', 'Midnight Black Metallic', '#1C1D21', 'Black', 0],
  ['202', 'Black', '#0A0A0A', 'Black', 0],
  ['8X8', 'Blue Crush Metallic', '#1E5BA8', 'Blue', 0],
  ['3U5', 'Supersonic Red', '#A3141C', 'Red', 500],
  ['4Y8', 'Bronze Oxide', '#7A6241', 'Brown', 0],
  ['5D7', 'Solar Flare', '#D8702A', 'Orange', 0],
];

const interiorColors: SeriesSpec['interiorColors'] = [
  ['FB20', 'Black Fabric', 'Fabric', '#1A1A1A', 'Black'],
  ['SB20', 'Black SofTex', 'SofTex', '#1B1B1B', 'Black'],
  ['LB20', 'Black Leather', 'Leather', '#151515', 'Black'],
  ['LB40', 'Boulder Leather', 'Leather', '#8C7B6A', 'Brown'],
  ['LR20', 'Black/Cockpit Red Leather', 'Leather', '#3A1214', 'Red'],
];

const wheels: SeriesSpec['wheels'] = [
  ['W16S', '16-in. steel wheels', 'standard', 16, 0],
  ['W17A', '17-in. alloy wheels', 'standard', 17, 0],
  ['W18S', '18-in. dark-finish alloy wheels', 'standard', 18, 0],
  ['W17O', '17-in. TRD off-road alloy wheels', 'standard', 17, 0],
  ['W18B', '18-in. TRD bronze-finish forged wheels', 'optional', 18, 1195],
  ['W20L', '20-in. machined-finish alloy wheels', 'standard', 20, 0],
];

const packages: SeriesSpec['packages'] = [
  { code: 'CP', title: 'Convenience Package', description: 'Smart key, push-button start and power-adjustable heated mirrors.', category: 'Convenience', features: ['Smart Key System', 'Push Button Start', 'Heated power mirrors'] },
  { code: 'TC', title: 'Technology Package', description: '14-in. touchscreen, JBL audio and a digital rearview mirror.', category: 'Technology', features: ['14-in. touchscreen', 'JBL Premium Audio', 'Digital rearview mirror'] },
  { code: 'PR', title: 'Premium Package', description: 'Heated and ventilated front seats, power moonroof wiring and a panoramic view monitor. Requires the Technology Package.', category: 'Comfort', features: ['Heated and ventilated front seats', 'Panoramic View Monitor', 'Wireless charging'] },
  { code: 'BL', title: 'Blackout Package', description: 'Black grille, badges and black-finish wheels.', category: 'Appearance', features: ['Black grille', 'Black badging'] },
  { code: 'HS', title: 'Heated Front Seats', description: 'Heated front seats. Requires the Convenience or Technology Package.', type: 'OPTION', category: 'Comfort' },
  { code: 'MR', title: 'Power Moonroof', description: 'Tilt/slide power moonroof. Not with the crossbar roof rack.', type: 'OPTION', category: 'Comfort' },
  { code: 'CR', title: 'Crossbar Roof Rack', description: 'Roof rails ready for cross bars. Not with the power moonroof.', type: 'OPTION', category: 'Utility' },
  { code: 'LK', title: 'TRD Lift Kit', description: 'Front 2-in. lift and TRD-tuned shocks, port installed.', category: 'Performance', installPoint: 'PIO', features: ['2-in. front lift', 'TRD-tuned shocks'], disclaimer: 'Port installed; may affect ride and handling.' },
  { code: 'AD', title: 'Advanced Technology Package', description: 'Color head-up display and a 360-degree camera.', category: 'Technology', features: ['Color head-up display'] },
];

const accessories: AccessorySpec[] = [
  { code: 'AWFL', title: 'All-Weather Floor Liners', description: 'Custom-fit liners that trap water, mud and snow.', installPoint: 'PPO', category: 'Interior', subsection: 'Floor Protection', msrp: 199, popular: true },
  { code: 'CRPMAT', title: 'Carpet Floor Mats', description: 'Plush carpet mats with retention hooks.', installPoint: 'PPO', category: 'Interior', subsection: 'Floor Protection', msrp: 149 },
  { code: 'BEDMAT', title: 'Bed Mat', description: 'Rubber mat that protects the bed floor.', installPoint: 'PPO', category: 'Exterior', subsection: 'Bed', msrp: 125, popular: true },
  { code: 'BEDLNR', title: 'Spray-On Bedliner', description: 'Durable textured bedliner applied at the port.', installPoint: 'PIO', category: 'Exterior', subsection: 'Bed', msrp: 579, popular: true },
  { code: 'TONHD', title: 'Hard Tri-Fold Tonneau Cover', description: 'Lockable hard cover that folds in three sections. Not with the soft tonneau cover.', installPoint: 'DIO', category: 'Exterior', subsection: 'Bed', msrp: 1095 },
  { code: 'TONSF', title: 'Soft Roll-Up Tonneau Cover', description: 'Vinyl cover that rolls up to the cab. Not with the hard tonneau cover.', installPoint: 'DIO', category: 'Exterior', subsection: 'Bed', msrp: 649 },
  { code: 'BEDSTP', title: 'Bed Step', description: 'Fold-down step for easier bed access.', installPoint: 'DIO', category: 'Exterior', subsection: 'Bed', msrp: 289 },
  { code: 'CRGNET', title: 'Bed Cargo Net', description: 'Keeps loose cargo in place.', installPoint: 'DIO', category: 'Exterior', subsection: 'Bed', msrp: 79.99 },
  { code: 'LCKSTR', title: 'Lockable Bed Storage', description: 'Weather-resistant lockable box in the bed wall.', installPoint: 'PIO', category: 'Exterior', subsection: 'Bed', msrp: 389 },
  { code: 'RUNBD', title: 'Running Boards', description: 'Black running boards with non-slip treads.', installPoint: 'PIO', category: 'Exterior', subsection: 'Styling', msrp: 699, popular: true },
  { code: 'MUDGD', title: 'Mudguards', description: 'Help protect the lower body from debris.', installPoint: 'PPO', category: 'Exterior', subsection: 'Protection', msrp: 129 },
  { code: 'DRGRD', title: 'Door Edge Guards', description: 'Clear guards that protect door edges.', installPoint: 'PPO', category: 'Exterior', subsection: 'Protection', msrp: 125 },
  { code: 'PPF', title: 'Paint Protection Film', description: 'Clear film for the hood, fenders and mirrors.', installPoint: 'PIO', category: 'Exterior', subsection: 'Protection', msrp: 395 },
  { code: 'BKEMB', title: 'Black Emblem Overlays', description: 'Black overlays for the front and rear emblems.', installPoint: 'DIO', category: 'Exterior', subsection: 'Styling', msrp: 210 },
  { code: 'WHLLK', title: 'Wheel Locks', description: 'Locking lug nuts with a coded key.', installPoint: 'PPO', category: 'Exterior', subsection: 'Wheels', msrp: 95 },
  { code: 'XBARS', title: 'Roof Rack Cross Bars', description: 'Aerodynamic cross bars. Requires the Crossbar Roof Rack option.', installPoint: 'DIO', category: 'Exterior', subsection: 'Carrying', msrp: 459 },
  { code: 'HITCH', title: 'Tow Hitch Receiver', description: 'Class IV receiver with wiring harness.', installPoint: 'PIO', category: 'Performance', subsection: 'Towing', msrp: 499 },
  { code: 'BALLMT', title: 'Tow Ball Mount', description: 'Ball mount for the hitch receiver.', installPoint: 'DIO', category: 'Performance', subsection: 'Towing', msrp: 75 },
  { code: 'TRDSKD', title: 'TRD Front Skid Plate', description: 'Aluminum skid plate. Off-road grades only.', installPoint: 'DIO', category: 'Performance', subsection: 'TRD', msrp: 595 },
  { code: 'TRDEXH', title: 'TRD Cat-Back Exhaust', description: 'Stainless steel exhaust with a sportier note.', installPoint: 'DIO', category: 'Performance', subsection: 'TRD', msrp: 1199 },
  { code: 'TRDAIR', title: 'TRD Performance Air Filter', description: 'Washable high-flow air filter.', installPoint: 'DIO', category: 'Performance', subsection: 'TRD', msrp: 79.99 },
  { code: 'TRDSHK', title: 'TRD Shift Knob', description: 'Leather-wrapped TRD shift knob. TRD grades only.', installPoint: 'DIO', category: 'Interior', subsection: 'TRD', msrp: 80 },
  { code: 'FAK', title: 'First Aid Kit', description: 'Compact kit for minor injuries.', installPoint: 'DIO', category: 'Interior', subsection: 'Safety', msrp: 35 },
  { code: 'EMK', title: 'Emergency Assistance Kit', description: 'Jumper cables, flashlight and reflective triangle.', installPoint: 'DIO', category: 'Interior', subsection: 'Safety', msrp: 70 },
  { code: 'PAP', title: 'Preferred Accessory Package', description: 'All-weather floor liners, mudguards and wheel locks.', installPoint: 'PPO', category: 'Packages', subsection: 'Accessory Packages', msrp: 399, popular: true, includes: ['AWFL', 'MUDGD', 'WHLLK'] },
];

const keyFeatures: SeriesSpec['keyFeatures'] = [
  ['kf-tss', 'Toyota Safety Sense 3.0', 'Safety'],
  ['kf-screen', '14-in. touchscreen', 'Technology'],
  ['kf-tow', 'Up to 6,500-lb towing capacity', 'Performance'],
  ['kf-crawl', 'Multi-Terrain Select and Crawl Control', 'Off-Road'],
];

const engines: SeriesSpec['engines'] = [
  { code: 'T24S', value: 'i-FORCE 2.4L 4-Cyl. Turbo', description: 'i-FORCE 2.4L 4-Cyl. Turbo, 228 hp', horsepower: 228, fuelType: 'Gas' },
  { code: 'T24', value: 'i-FORCE 2.4L 4-Cyl. Turbo', description: 'i-FORCE 2.4L 4-Cyl. Turbo, 278 hp', horsepower: 278, fuelType: 'Gas' },
  { code: 'H24', value: 'i-FORCE MAX 2.4L 4-Cyl. Turbo Hybrid', description: 'i-FORCE MAX 2.4L 4-Cyl. Turbo Hybrid, 326 hp', horsepower: 326, fuelType: 'Hybrid' },
];
const drives: SeriesSpec['drives'] = [{ code: '4X2', value: '4x2' }, { code: '4X4', value: '4x4' }];
const transmissions: SeriesSpec['transmissions'] = [{ code: 'AT8', value: '8-Speed Automatic' }, { code: 'MT6', value: '6-Speed Manual' }];
const seatings: SeriesSpec['seatings'] = [
  { code: 'S2', value: '2 Passenger', passengers: 2 },
  { code: 'S5', value: '5 Passenger', passengers: 5 },
];

const common = ['040', '1J9', '1H5', '218', '8X8'];

/** The shared truck spec; `bump` raises every trim price (model-year increase), `year` picks codes. */
function truckBase(year: number): Omit<SeriesSpec, 'seriesId' | 'seriesName' | 'shortName' | 'fuelType' | 'mileageCategory' | 'grades' | 'rules' | 'categories'> {
  return {
    brand: 'toyota', year, date: `${year - 1}-11-01`, bodyStyle: 'truck', dph: year >= 2025 ? 1595 : 1495, seating: '2-5',
    keyFeatures, engines, drives, transmissions, seatings, cabBeds, exteriorColors, interiorColors, wheels, packages, accessories,
  };
}

function gasGrades(bump: number, prelive: boolean): GradeSpec[] {
  const t = (code: string, cab: string, drive: string, trans: string, msrp: number, mpg: [number, number, number], engine = 'T24') =>
    ({ code, cab, engine, drive, trans, seating: cab === 'XC6' ? 'S2' : 'S5', msrp: msrp + bump, mpg });
  return [
    { id: 'sr', name: 'SR', description: 'The essential Tacoma.', colors: [...common, '202'], interiors: ['FB20'], defaultColor: '040', defaultInterior: 'FB20',
      wheels: ['W16S'], packages: { CP: 810 }, withoutAccessories: ['TRDSKD', 'TRDSHK', 'XBARS'], keyFeatures: [['kf-tss', 'standard'], ['kf-screen', 'available']],
      trims: [t('7101', 'XC6', '4X2', 'AT8', 31500, [20, 26, 23], 'T24S'), t('7102', 'DC5', '4X2', 'AT8', 32900, [20, 26, 23], 'T24S'), t('7103', 'DC5', '4X4', 'AT8', 36300, [19, 24, 21], 'T24S')] },
    { id: 'sr5', name: 'SR5', description: 'More comfort and convenience.', colors: [...common, '202', '089', '3U5'], interiors: ['FB20'], defaultColor: '1J9', defaultInterior: 'FB20',
      wheels: ['W17A'], packages: { CP: 810, TC: 1260, HS: 450, CR: 550 }, withoutAccessories: ['TRDSKD', 'TRDSHK'], keyFeatures: [['kf-tss', 'standard'], ['kf-screen', 'package']],
      trims: [t('7111', 'DC5', '4X2', 'AT8', 36600, [21, 26, 23]), t('7112', 'DC5', '4X4', 'AT8', 39900, [19, 24, 21]), t('7113', 'DC6', '4X4', 'AT8', 40200, [19, 24, 21])] },
    { id: 'trdprerunner', name: 'TRD PreRunner', description: 'Off-road style with rear-wheel drive.', colors: [...common, '089'], interiors: ['FB20'], defaultColor: '1H5', defaultInterior: 'FB20',
      wheels: ['W17A'], packages: { TC: 1260, CR: 550 }, withoutAccessories: ['TRDSKD', 'TRDSHK'], keyFeatures: [['kf-tss', 'standard']],
      trims: [t('7121', 'XC6', '4X2', 'AT8', 37600, [21, 26, 23])] },
    { id: 'trdsport', name: 'TRD Sport', description: 'Sport-tuned suspension and style.', colors: [...common, '089', '3U5'], interiors: ['SB20'], defaultColor: '3U5', defaultInterior: 'SB20',
      wheels: ['W18S', 'W18B'], packages: { TC: 1260, PR: 3410, BL: 1985, MR: 1000, CR: 550 }, withoutAccessories: ['TRDSKD'], keyFeatures: [['kf-tss', 'standard'], ['kf-screen', 'package']],
      trims: [t('7131', 'DC5', '4X2', 'AT8', 39400, [21, 26, 23]), t('7132', 'DC5', '4X4', 'AT8', 42700, [19, 24, 21]), t('7133', 'DC6', '4X4', 'AT8', 43000, [19, 24, 21]), t('7134', 'DC6', '4X4', 'MT6', 43000, [17, 21, 18])] },
    { id: 'trdoffroad', name: 'TRD Off-Road', description: 'Trail-ready with locking rear differential.', colors: [...common, '089', '4Y8'], interiors: ['SB20'], defaultColor: '4Y8', defaultInterior: 'SB20',
      wheels: ['W17O', 'W18B'], packages: { TC: 1260, PR: 3410, MR: 1000, CR: 550, LK: 2800 }, keyFeatures: [['kf-tss', 'standard'], ['kf-crawl', 'standard']],
      trims: [t('7141', 'DC5', '4X4', 'AT8', 43300, [19, 23, 20]), t('7142', 'DC5', '4X4', 'MT6', 43300, [17, 21, 18]), t('7143', 'DC6', '4X4', 'AT8', 43600, [19, 23, 20])] },
    { id: 'limited', name: 'Limited', description: 'Leather-trimmed and fully equipped.', colors: [...common, '089', '3U5'], interiors: ['LB20', 'LB40'], defaultColor: '089', defaultInterior: 'LB40',
      wheels: ['W20L'], packages: { CR: 550, AD: 1190 }, withoutAccessories: ['TRDSKD', 'TRDSHK'], keyFeatures: [['kf-tss', 'standard'], ['kf-screen', 'standard']],
      trims: [t('7151', 'DC5', '4X4', 'AT8', 52300, [19, 24, 21])] },
    // Prelive shows a grade that live does not have yet.
    ...(prelive ? [{ id: 'xrunner', name: 'X-Runner', description: 'Street-tuned sport truck (prelive preview).', colors: [...common, '3U5'], interiors: ['SB20'], defaultColor: '218', defaultInterior: 'SB20',
      wheels: ['W18S'], packages: { TC: 1260, MR: 1000, CR: 550 }, withoutAccessories: ['TRDSKD'], keyFeatures: [['kf-tss', 'standard']] as GradeSpec['keyFeatures'],
      trims: [t('7161', 'DC5', '4X2', 'AT8', 45900, [21, 26, 23])] }] : []),
  ];
}

const gasRules: NonNullable<SeriesSpec['rules']> = {
  packageRequires: [
    { package: 'PR', requires: ['TC'], reason: 'The Premium Package uses the Technology Package screen.' },
    { package: 'HS', requires: ['CP', 'TC'], mode: 'anyOf' },
  ],
  packageExcludes: [
    { package: 'PR', excludes: ['BL'], reason: 'Premium chrome trim and the Blackout Package cannot be combined.' },
    { package: 'MR', excludes: ['CR'], reason: 'The moonroof and roof rack share the roof opening.' },
  ],
  packageIncludes: [{ package: 'BL', accessories: ['BKEMB'] }],
  accessoryRequires: [
    { accessory: 'XBARS', packages: ['CR'] },
    { accessory: 'TRDSKD', grades: ['trdoffroad', 'trdpro', 'trailhunter', 'trdoffroadifm'] },
    { accessory: 'TRDSHK', grades: ['trdsport', 'trdoffroad', 'xrunner'] },
  ],
  accessoryExcludes: [{ accessory: 'TONHD', excludes: ['TONSF'] }],
  colorPairs: [{ exterior: '3U5', interiors: ['LB20'], grades: ['limited'] }],
  colorGrades: [{ kind: 'EXTERIOR_COLOR', color: '4Y8', grades: ['trdoffroad'] }],
  combinations: [
    { id: 'cab-transmission', attributes: ['CAB_BED', 'TRANSMISSION'], allowed: [['XC6', 'AT8'], ['DC5', 'AT8'], ['DC5', 'MT6'], ['DC6', 'AT8'], ['DC6', 'MT6']] },
    { id: 'drive-transmission', attributes: ['DRIVE', 'TRANSMISSION'], allowed: [['4X2', 'AT8'], ['4X4', 'AT8'], ['4X4', 'MT6']], reason: 'The manual comes only with 4x4.' },
  ],
};

/**
 * Tacoma (gas) for a model year; `bump` is added to every trim price. The prelive variant renames
 * a colour and adds the X-Runner grade, so prelive pages visibly differ from live.
 */
export function tacoma(year: number, bump = 0, variant: 'live' | 'prelive' = 'live'): CatalogFileInput {
  const prelive = variant === 'prelive';
  const rules = structuredClone(gasRules);
  // Grade ids in rules must exist in this file; the hybrid-only grades are dropped here.
  const grades = new Set(['trdoffroad', 'trdsport', ...(prelive ? ['xrunner'] : [])]);
  rules.accessoryRequires = rules.accessoryRequires?.map((r) => (r.grades ? { ...r, grades: r.grades.filter((g) => grades.has(g)) } : r));
  const colors = prelive ? exteriorColors.map((c): SeriesSpec['exteriorColors'][number] => (c[0] === '040' ? [c[0], 'Ice Cap White', c[2], c[3], c[4]] : c)) : exteriorColors;
  return buildSeries({
    ...truckBase(year), exteriorColors: colors, seriesId: 'tacoma', seriesName: 'Tacoma', shortName: 'Tacoma', fuelType: 'Gas', mileageCategory: 'Gas',
    categories: [['trucks', 'Trucks']], grades: gasGrades(bump, prelive), rules,
  }, 'none');
}

/** Tacoma i-FORCE MAX (hybrid series `tacomahybrid`). */
export function tacomaHybrid(year: number, bump = 0): CatalogFileInput {
  const t = (code: string, msrp: number, mpg: [number, number, number]) => ({ code, cab: 'DC5', engine: 'H24', drive: '4X4', trans: 'AT8', seating: 'S5', msrp: msrp + bump, mpg });
  const grades: GradeSpec[] = [
    { id: 'trdsportifm', name: 'TRD Sport i-FORCE MAX', description: 'TRD Sport with the i-FORCE MAX hybrid.', colors: [...common, '089', '3U5'], interiors: ['SB20'], defaultColor: '3U5', defaultInterior: 'SB20',
      wheels: ['W18S'], packages: { TC: 1260, PR: 3410, MR: 1000, CR: 550 }, withoutAccessories: ['TRDSKD', 'TRDSHK'], keyFeatures: [['kf-tss', 'standard']], trims: [t('7231', 48400, [21, 24, 22])] },
    { id: 'trdoffroadifm', name: 'TRD Off-Road i-FORCE MAX', description: 'TRD Off-Road with the i-FORCE MAX hybrid.', colors: [...common, '089', '4Y8'], interiors: ['SB20'], defaultColor: '4Y8', defaultInterior: 'SB20',
      wheels: ['W17O', 'W18B'], packages: { TC: 1260, PR: 3410, MR: 1000, CR: 550 }, withoutAccessories: ['TRDSHK'], keyFeatures: [['kf-tss', 'standard'], ['kf-crawl', 'standard']], trims: [t('7241', 49300, [21, 24, 22])] },
    { id: 'limitedifm', name: 'Limited i-FORCE MAX', description: 'Limited with the i-FORCE MAX hybrid.', colors: [...common, '089', '3U5'], interiors: ['LB20', 'LB40'], defaultColor: '089', defaultInterior: 'LB40',
      wheels: ['W20L'], packages: { CR: 550, AD: 1190 }, withoutAccessories: ['TRDSKD', 'TRDSHK'], keyFeatures: [['kf-tss', 'standard'], ['kf-screen', 'standard']], trims: [t('7251', 56500, [21, 24, 22])] },
    { id: 'trdpro', name: 'TRD Pro', description: 'IsoDynamic seats and FOX shocks.', colors: ['040', '218', '5D7'], interiors: ['LR20'], defaultColor: '5D7', defaultInterior: 'LR20',
      wheels: ['W18B'], packages: { MR: 1000, CR: 550 }, withoutAccessories: ['TRDSHK'], keyFeatures: [['kf-tss', 'standard'], ['kf-crawl', 'standard']], trims: [t('7261', 63900, [20, 22, 21])] },
    { id: 'trailhunter', name: 'Trailhunter', description: 'Overland-ready with ARB and Old Man Emu parts.', colors: ['040', '1H5', '4Y8'], interiors: ['LB20'], defaultColor: '4Y8', defaultInterior: 'LB20',
      wheels: ['W18B'], packages: { CR: 0 }, withoutAccessories: ['TRDSHK'], keyFeatures: [['kf-tss', 'standard'], ['kf-crawl', 'standard']], trims: [t('7271', 63900, [20, 22, 21])] },
  ];
  const rules = structuredClone(gasRules);
  rules.packageRequires = rules.packageRequires?.filter((r) => r.package !== 'HS');
  rules.packageExcludes = rules.packageExcludes?.filter((r) => r.package !== 'PR');
  rules.packageIncludes = [];
  rules.accessoryRequires = [
    { accessory: 'XBARS', packages: ['CR'] },
    { accessory: 'TRDSKD', grades: ['trdoffroadifm', 'trdpro', 'trailhunter'] },
  ];
  rules.colorPairs = [{ exterior: '3U5', interiors: ['LB20'], grades: ['limitedifm'] }];
  rules.colorGrades = [
    { kind: 'EXTERIOR_COLOR', color: '4Y8', grades: ['trdoffroadifm', 'trailhunter'] },
    { kind: 'EXTERIOR_COLOR', color: '5D7', grades: ['trdpro'] },
  ];
  rules.combinations = [];
  return buildSeries({
    ...truckBase(year), seriesId: 'tacomahybrid', seriesName: 'Tacoma Hybrid', shortName: 'Tacoma i-FORCE MAX', fuelType: 'Hybrid',
    mileageCategory: 'Hybrid', categories: [['trucks', 'Trucks'], ['electrified', 'Electrified']], grades, rules,
  }, 'hybrid');
}
