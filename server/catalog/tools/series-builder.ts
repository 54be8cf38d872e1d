import { catalogFileSchema, type CatalogFileInput, type CatalogRules } from '../catalog.schema';
import type { z } from 'zod';
import type { catalogRulesSchema } from '../catalog-rules.schema';
import { translatableTexts } from '../catalog-locales';
import { ES } from './data/es.data';
import { GRADE_GUIDES } from './data/grade-guides.data';
import { evenTurn } from '../../../src/domain/exterior-angles';

/**
 * Compact authoring format for the sample catalog: a series is written as grades with their trim
 * variants, and this expands it into the full catalog-file shape (ids, per-trim availability,
 * default packages FE and QD on every trim). Only the generator uses it; the JSON it writes is
 * what the server reads.
 */

type Brand = CatalogFileInput['brand'];
type Option = { code: string; value: string; description?: string; disclaimer?: string; icon?: string };

/** mpg as [city, highway, combined], or plug-in / fuel-cell figures. */
export type MileageSpec = [number, number, number] | { mpge: number; range: number; city?: number; highway?: number; combined?: number };

export interface TrimSpec {
  code: string;
  cab?: string;
  engine: string;
  drive: string;
  trans: string;
  seating: string;
  msrp: number;
  mpg: MileageSpec;
  default?: boolean;
}

export interface GradeSpec {
  id: string;
  name: string;
  description: string;
  hasSeatingOptions?: boolean;
  colors: string[];
  interiors: string[];
  defaultColor: string;
  defaultInterior: string;
  wheels: string[];
  /** Package code -> price on this grade (FE and QD are added automatically at $0). */
  packages?: Record<string, number>;
  /** Accessory codes NOT offered on this grade. */
  withoutAccessories?: string[];
  keyFeatures?: Array<[string, 'standard' | 'available' | 'package']>;
  trims: TrimSpec[];
}

export interface PackageSpec {
  code: string;
  title: string;
  description: string;
  type?: 'PACKAGE' | 'OPTION';
  category: string;
  installPoint?: 'FIO' | 'PIO' | 'PPO' | 'DIO';
  features?: string[];
  disclaimer?: string;
}

export interface AccessorySpec {
  code: string;
  title: string;
  description: string;
  installPoint: 'FIO' | 'PIO' | 'PPO' | 'DIO';
  category: string;
  subsection: string;
  msrp: number;
  popular?: boolean;
  includes?: string[];
  disclaimer?: string;
}

export interface SeriesSpec {
  brand: Brand;
  seriesId: string;
  seriesName: string;
  shortName: string;
  year: number;
  date: string;
  bodyStyle: CatalogFileInput['bodyStyle'];
  fuelType: string;
  categories: Array<[string, string]>;
  dph: number;
  seating: string;
  mileageCategory: string;
  imagery?: CatalogFileInput['imagery'];
  keyFeatures: Array<[string, string, string]>;
  engines: Array<Option & { horsepower: number; fuelType: string }>;
  drives: Option[];
  transmissions: Option[];
  seatings: Array<Option & { passengers: number }>;
  cabBeds?: NonNullable<CatalogFileInput['options']['cabBeds']>;
  /** [code, title, hex, family name, msrp] */
  exteriorColors: Array<[string, string, string, string, number]>;
  /** [code, title, material, hex, family name] */
  interiorColors: Array<[string, string, string, string, string]>;
  /** [code, title, type, size, msrp] */
  wheels: Array<[string, string, 'standard' | 'optional', number, number]>;
  packages: PackageSpec[];
  accessories: AccessorySpec[];
  grades: GradeSpec[];
  rules?: z.input<typeof catalogRulesSchema>;
}

const FAMILY_HEX: Record<string, string> = {
  White: '#F5F5F5', Silver: '#C0C0C0', Gray: '#808080', Black: '#111111', Blue: '#1F4E9E', Red: '#B0161E',
  Green: '#4B5E3C', Brown: '#6B4A2F', Orange: '#E0701B', Beige: '#CDB891', Yellow: '#E3B21B',
};

const DEFAULT_PACKAGES: PackageSpec[] = [
  { code: 'FE', title: '50 State Emissions', description: 'Emissions equipment certified for all 50 states.', type: 'OPTION', category: 'Standard', installPoint: 'FIO' },
  { code: 'QD', title: 'Standard Delivery Processing', description: 'Factory delivery preparation included with every vehicle.', type: 'OPTION', category: 'Standard', installPoint: 'FIO' },
];

/** Warranty list of a brand (sample wording, typical coverage terms). */
export function brandWarranties(brand: Brand, electrified: 'none' | 'hybrid' | 'plugin' | 'fuelcell'): CatalogFileInput['warranties'] {
  const lux = brand === 'lexus';
  const list: NonNullable<CatalogFileInput['warranties']> = [
    { id: 'basic', name: 'Basic', category: 'Warranty', description: 'Covers components other than normal wear and maintenance items.', value: lux ? '48 months/50,000 miles' : '36 months/36,000 miles' },
    { id: 'powertrain', name: 'Powertrain', category: 'Warranty', description: 'Covers engine, transmission and drive components.', value: lux ? '72 months/70,000 miles' : '60 months/60,000 miles' },
    { id: 'corrosion', name: 'Corrosion Perforation', category: 'Warranty', description: 'Covers body panels rusted through.', value: lux ? '72 months/unlimited miles' : '60 months/unlimited miles' },
    { id: 'accessory', name: 'Accessory Warranty', category: 'Accessories', description: 'Genuine accessories installed before delivery carry the vehicle basic warranty.', value: lux ? '48 months/50,000 miles' : '36 months/36,000 miles' },
    { id: 'care', name: lux ? 'Lexus Complimentary Maintenance' : 'ToyotaCare', category: 'Maintenance', description: 'Scheduled maintenance plan with roadside assistance.', value: lux ? '1 year/10,000 miles' : '2 years/25,000 miles' },
  ];
  if (electrified === 'hybrid' || electrified === 'plugin') {
    list.push({ id: 'hybrid', name: 'Hybrid Battery', category: 'Warranty', description: 'Covers the hybrid battery.', value: '10 years/150,000 miles' });
  }
  if (electrified === 'fuelcell') {
    list.push({ id: 'fuelcell', name: 'Fuel Cell Vehicle Components', category: 'Warranty', description: 'Covers fuel cell components.', value: '8 years/100,000 miles' });
  }
  return list;
}

function mileage(category: string, m: MileageSpec): CatalogFileInput['mileage'] {
  if (Array.isArray(m)) return { category, isAvailable: true, city: m[0], highway: m[1], combined: m[2] };
  return { category, isAvailable: true, ...m };
}

function toOption<T extends Option>(o: T): T & { description: string } {
  return { ...o, description: o.description ?? o.value };
}

/**
 * Whom a grade suits and what it adds over the grade below (grade-guides.data.ts), read for the
 * grade actually below it in this file; a grade without a list for that grade stops the build.
 */
function guideFields(seriesId: string, gradeId: string, below: string | undefined): { suits: string; adds: string[] } {
  const guide = GRADE_GUIDES[seriesId]?.[gradeId];
  if (!guide) throw new Error(`${seriesId}/${gradeId}: no grade guide (grade-guides.data.ts)`);
  const written = below === undefined ? [] : guide.adds?.[below];
  if (!written) throw new Error(`${seriesId}/${gradeId}: no list of what it adds over ${below} (grade-guides.data.ts)`);
  return { suits: guide.suits[0], adds: written.map(([en]) => en) };
}

/** Expands a compact series spec into one catalog file. */
export function buildSeries(spec: SeriesSpec, electrified: 'none' | 'hybrid' | 'plugin' | 'fuelcell'): CatalogFileInput {
  const packages = [...DEFAULT_PACKAGES, ...spec.packages];
  const warranties = brandWarranties(spec.brand, electrified) ?? [];
  const warrantyIds = warranties.map((w) => w.id);
  const trims: CatalogFileInput['trims'] = [];
  // Trim texts are composed from parts, so their Spanish is composed from the parts' Spanish.
  const composedEs = new Map<string, string>();
  const es = (text: string | undefined): string | undefined => (text === undefined ? undefined : ES[text] ?? text);
  // Grades as shoppers compare them: from the lowest starting price up (catalog-shopper-checks.ts).
  const byPrice = [...spec.grades].sort((a, b) => Math.min(...a.trims.map((t) => t.msrp)) - Math.min(...b.trims.map((t) => t.msrp)));
  for (const g of byPrice) {
    const gradePackages = { FE: 0, QD: 0, ...(g.packages ?? {}) };
    const accessories = spec.accessories.filter((a) => !(g.withoutAccessories ?? []).includes(a.code));
    g.trims.forEach((t, i) => {
      const cab = spec.cabBeds?.find((c) => c.code === t.cab);
      const drive = spec.drives.find((d) => d.code === t.drive);
      const trans = spec.transmissions.find((d) => d.code === t.trans);
      const parts = [g.name, cab?.label, drive?.value, trans?.value].filter(Boolean);
      const title = `${g.name}${cab ? ` ${cab.label}` : ''}`;
      const description = parts.join(', ');
      const shortDescription = [drive?.value, trans?.value].filter(Boolean).join(' ');
      composedEs.set(title, `${g.name}${cab ? ` ${es(cab.label)}` : ''}`);
      composedEs.set(description, [g.name, es(cab?.label), es(drive?.value), es(trans?.value)].filter(Boolean).join(', '));
      composedEs.set(shortDescription, [es(drive?.value), es(trans?.value)].filter(Boolean).join(', '));
      trims.push({
        code: t.code,
        title,
        description,
        shortDescription,
        gradeId: g.id,
        cabBedCode: t.cab,
        engineCode: t.engine,
        driveCode: t.drive,
        transmissionCode: t.trans,
        seatingCode: t.seating,
        isDefaultTrim: t.default ?? i === 0,
        msrp: t.msrp,
        mileage: mileage(spec.engines.find((e) => e.code === t.engine)?.fuelType ?? spec.mileageCategory, t.mpg),
        defaultColorId: `ext-${g.defaultColor}`,
        defaultInteriorColorId: `int-${g.defaultInterior}`,
        defaultWheelCode: g.wheels[0]!,
        exteriorColorIds: g.colors.map((c) => `ext-${c}`),
        interiorColorIds: g.interiors.map((c) => `int-${c}`),
        wheelCodes: g.wheels,
        packages: Object.entries(gradePackages).map(([code, msrp]) => ({ id: `pkg-${code}`, msrp })),
        defaultPackageIds: ['pkg-FE', 'pkg-QD'],
        accessories: accessories.map((a) => ({ id: `acc-${a.code}`, msrp: a.msrp })),
        warrantyIds,
        keyFeatureIds: (g.keyFeatures ?? []).map(([id, availability]) => ({ id, availability })),
        featureIds: (g.keyFeatures ?? []).map(([id, availability]) => ({ id: `f-${id}`, availability })),
      });
    });
  }
  // The series' card states one trim: the starting price, its fuel type and its fuel economy all
  // come from the cheapest trim (the NX card once paired the NX 250's price with the 450h+'s MPGe).
  const starting = [...trims].sort((a, b) => a.msrp - b.msrp)[0]!;
  const file: CatalogFileInput = {
    formatVersion: 1,
    sampleContent: true,
    brand: spec.brand,
    seriesId: spec.seriesId,
    seriesName: spec.seriesName,
    shortName: spec.shortName,
    year: spec.year,
    bodyStyle: spec.bodyStyle,
    fuelType: spec.fuelType,
    status: 'active',
    currentVersion: '1',
    date: spec.date,
    categories: spec.categories.map(([id, value]) => ({ id, value })),
    startingMsrp: starting.msrp,
    dph: spec.dph,
    seating: spec.seating,
    mileage: starting.mileage,
    // A smooth turn: 24 exterior angles 15 degrees apart, starting at the side view (the hero picture).
    imagery: spec.imagery ?? { exteriorAngles: evenTurn(24, 90), interiorAngles: [1, 2], background: 'studio' },
    keyFeatures: spec.keyFeatures.map(([id, title, category]) => ({ id, title, category })),
    features: spec.keyFeatures.map(([id, title, category]) => ({ id: `f-${id}`, title, category })),
    warranties,
    options: {
      engines: spec.engines.map(toOption),
      drives: spec.drives.map(toOption),
      transmissions: spec.transmissions.map(toOption),
      seatings: spec.seatings.map(toOption),
      cabBeds: spec.cabBeds ?? [],
    },
    grades: byPrice.map((g, i) => ({ id: g.id, gradeName: g.name, description: g.description, hasSeatingOptions: g.hasSeatingOptions ?? false, ...guideFields(spec.seriesId, g.id, byPrice[i - 1]?.id) })),
    trims,
    exteriorColors: spec.exteriorColors.map(([code, title, hexCode, family, msrp]) => ({
      id: `ext-${code}`, code, title, hexCode, colorFamilies: [{ name: family, hexCode: FAMILY_HEX[family] ?? hexCode }], isExtraCostColor: msrp > 0, msrp,
    })),
    interiorColors: spec.interiorColors.map(([code, title, material, hexCode, family]) => ({
      id: `int-${code}`, code, title, name: title, material, hexCode, colorFamilies: [{ name: family, hexCode: FAMILY_HEX[family] ?? hexCode }], isExtraCostColor: false, msrp: 0,
    })),
    wheels: spec.wheels.map(([code, title, type, sizeInches, msrp]) => ({ code, title, type, sizeInches, msrp })),
    packages: packages.map((p) => ({
      id: `pkg-${p.code}`, code: p.code, title: p.title, description: p.description, type: p.type ?? 'PACKAGE', category: p.category,
      subCategories: [], installPoint: p.installPoint ?? 'FIO', isDefault: p.code === 'FE' || p.code === 'QD',
      packageFeatures: (p.features ?? []).map((title) => ({ title, category: p.category, subCategories: [] })),
      disclaimer: p.disclaimer,
    })),
    accessories: spec.accessories.map((a) => ({
      id: `acc-${a.code}`, code: a.code, title: a.title, type: a.includes ? 'ACCESSORY_PACKAGE' : 'ACCESSORY', description: a.description,
      disclaimer: a.disclaimer ?? (a.installPoint === 'DIO' ? 'Dealer installed; price excludes installation labor, which varies by dealer.' : undefined),
      warranty: 'Accessory Warranty', installPoint: a.installPoint, includedAccessoryIds: (a.includes ?? []).map((c) => `acc-${c}`),
      isPopularAccessory: a.popular ?? false, category: a.category, subsection: a.subsection,
    })),
    rules: spec.rules as CatalogRules | undefined,
    priceDisclaimers: {
      msrp: 'MSRP excludes the Delivery, Processing and Handling fee, taxes, title, license and dealer charges. Sample content.',
      dph: 'Delivery, Processing and Handling fee. Sample content.',
    },
  };
  return { ...file, translations: { es: spanishOf(file, composedEs) } };
}

/**
 * The Spanish entries a file needs: composed trim texts first, then the shared dictionary. A text
 * with neither is left out, so the validation names its field.
 */
function spanishOf(file: CatalogFileInput, composed: ReadonlyMap<string, string>): Record<string, string> {
  const entries: Record<string, string> = {};
  // Parsed, so texts the schema defaults (e.g. the imagery disclaimer) are included too.
  for (const { text } of translatableTexts(catalogFileSchema.parse(file))) {
    const es = composed.get(text) ?? ES[text];
    if (es !== undefined) entries[text] = es;
  }
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
}
