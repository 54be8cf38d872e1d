import type { CatalogFileInput } from '../catalog.schema';

/**
 * A small hand-written catalog series-year for the rules tests (not shipped content):
 * three trims over two grades, colours and wheels per trim, a default package, package
 * requires/excludes/includes, accessory ties, a colour-pair rule and a combination table.
 */
export function miniTruckCatalog(): CatalogFileInput {
  const mileage = { category: 'Gas', isAvailable: false };
  const color = (id: string, code: string, msrp = 0) => ({
    id,
    code,
    title: code,
    hexCode: '#112233',
    colorFamilies: [{ name: 'Grey', hexCode: '#808080' }],
    isExtraCostColor: msrp > 0,
    msrp,
  });
  const interior = (id: string, code: string) => ({ ...color(id, code), name: code, material: 'Fabric' });
  interface TrimExtra {
    isDefaultTrim?: boolean;
    msrp: number;
    exteriorColorIds: string[];
    interiorColorIds: string[];
    wheelCodes: string[];
    defaultWheelCode: string;
    packages: { id: string; msrp: number }[];
    defaultPackageIds: string[];
    accessories: { id: string; msrp: number }[];
  }
  const trim = (code: string, gradeId: string, engineCode: string, driveCode: string, transmissionCode: string, extra: TrimExtra) => ({
    code,
    title: `Trim ${code}`,
    gradeId,
    engineCode,
    driveCode,
    transmissionCode,
    seatingCode: 'S5',
    mileage,
    defaultColorId: 'ext-wht',
    defaultInteriorColorId: 'int-gry',
    ...extra,
  });
  const pkg = (id: string, code: string, isDefault = false) => ({ id, code, title: code, type: 'PACKAGE' as const, category: 'Packages', installPoint: 'FIO' as const, isDefault });
  const acc = (id: string, code: string) => ({ id, code, title: code, installPoint: 'DIO' as const, category: 'Exterior', subsection: 'Parts' });
  return {
    formatVersion: 1,
    sampleContent: true,
    brand: 'toyota',
    seriesId: 'minitruck',
    seriesName: 'Mini Truck',
    shortName: 'Mini',
    year: 2025,
    bodyStyle: 'truck',
    fuelType: 'Gas',
    date: '2025-01-01',
    categories: [{ id: 'trucks', value: 'Trucks' }],
    startingMsrp: 30000,
    dph: 1395,
    seating: '5',
    mileage,
    imagery: { exteriorAngles: [1] },
    options: {
      engines: [
        { code: 'E1', value: '2.4L', horsepower: 228, fuelType: 'Gas' },
        { code: 'E2', value: '2.4L Turbo', horsepower: 278, fuelType: 'Gas' },
      ],
      drives: [
        { code: '2WD', value: '2WD' },
        { code: '4WD', value: '4WD' },
      ],
      transmissions: [
        { code: 'AT', value: 'Automatic' },
        { code: 'MT', value: 'Manual' },
      ],
      seatings: [{ code: 'S5', value: '5', passengers: 5 }],
    },
    grades: [
      { id: 'base', gradeName: 'Base' },
      { id: 'sport', gradeName: 'Sport' },
    ],
    trims: [
      trim('T1', 'base', 'E1', '2WD', 'AT', {
        isDefaultTrim: true,
        msrp: 30000,
        exteriorColorIds: ['ext-wht', 'ext-blu'],
        interiorColorIds: ['int-gry'],
        wheelCodes: ['W16'],
        defaultWheelCode: 'W16',
        packages: [{ id: 'p-fe', msrp: 0 }, { id: 'p-nav', msrp: 900 }, { id: 'p-roof', msrp: 1200 }],
        defaultPackageIds: ['p-fe'],
        accessories: [{ id: 'a-mat', msrp: 99 }, { id: 'a-rack', msrp: 450 }],
      }),
      trim('T2', 'base', 'E1', '4WD', 'AT', {
        msrp: 33000,
        exteriorColorIds: ['ext-wht', 'ext-blu'],
        interiorColorIds: ['int-gry'],
        wheelCodes: ['W16'],
        defaultWheelCode: 'W16',
        packages: [{ id: 'p-fe', msrp: 0 }, { id: 'p-nav', msrp: 900 }, { id: 'p-prem', msrp: 2500 }, { id: 'p-roof', msrp: 1200 }],
        defaultPackageIds: ['p-fe'],
        accessories: [{ id: 'a-mat', msrp: 99 }, { id: 'a-rack', msrp: 450 }],
      }),
      trim('T3', 'sport', 'E2', '4WD', 'MT', {
        isDefaultTrim: true,
        msrp: 38000,
        exteriorColorIds: ['ext-wht', 'ext-red'],
        interiorColorIds: ['int-gry', 'int-blk'],
        wheelCodes: ['W18'],
        defaultWheelCode: 'W18',
        packages: [{ id: 'p-fe', msrp: 0 }, { id: 'p-nav', msrp: 900 }, { id: 'p-prem', msrp: 2500 }, { id: 'p-roof', msrp: 1200 }, { id: 'p-tow', msrp: 700 }],
        defaultPackageIds: ['p-fe'],
        accessories: [{ id: 'a-mat', msrp: 99 }, { id: 'a-rack', msrp: 450 }, { id: 'a-bed1', msrp: 600 }, { id: 'a-bed2', msrp: 800 }],
      }),
    ],
    exteriorColors: [color('ext-wht', 'WHT'), color('ext-blu', 'BLU'), color('ext-red', 'RED', 425)],
    interiorColors: [interior('int-gry', 'GRY'), interior('int-blk', 'BLK')],
    wheels: [
      { code: 'W16', title: '16-in', type: 'standard', sizeInches: 16 },
      { code: 'W18', title: '18-in', type: 'standard', sizeInches: 18 },
    ],
    packages: [pkg('p-fe', 'FE', true), pkg('p-nav', 'NAV'), pkg('p-prem', 'PREM'), pkg('p-roof', 'ROOF'), pkg('p-tow', 'TOW')],
    accessories: [acc('a-mat', 'MAT'), acc('a-rack', 'RACK'), acc('a-bed1', 'BED1'), acc('a-bed2', 'BED2')],
    rules: {
      packageRequires: [{ package: 'PREM', requires: ['NAV'] }],
      packageExcludes: [{ package: 'TOW', excludes: ['ROOF'] }],
      packageIncludes: [{ package: 'PREM', accessories: ['MAT'] }],
      accessoryRequires: [{ accessory: 'RACK', packages: ['ROOF'] }],
      accessoryExcludes: [{ accessory: 'BED1', excludes: ['BED2'] }],
      colorPairs: [{ exterior: 'RED', interiors: ['BLK'], grades: ['sport'] }],
      colorGrades: [],
      combinations: [{ id: 'drive-transmission', attributes: ['DRIVE', 'TRANSMISSION'], allowed: [['2WD', 'AT'], ['4WD', 'AT'], ['4WD', 'MT']] }],
    },
  };
}
