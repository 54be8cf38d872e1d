import { z } from 'zod';
import { catalogRulesSchema } from './catalog-rules.schema';
import { yawOf } from '../../src/domain/exterior-angles';

/**
 * Format of ONE catalog file: one series, one model year, one brand (SAMPLE content: the car
 * maker's backend is not given to us). The GraphQL layer maps it onto the spec's entities
 * (section 3); the rules engine compiles `trims` (availability) and `rules` (constraints).
 *
 * Conventions: every item has an `id` (unique in the file; trims reference ids) and a `code`
 * (what the API config and the rules reference). Prices are US dollars; vehicle, colour, package
 * and wheel prices are whole dollars, accessory prices may carry cents (the client rounds up).
 * No image URLs: the image service builds them from brand, series, year, bodyStyle and codes.
 */

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'expected an id: letters, digits, . _ -');
const code = id;
const text = z.string().min(1);
const dollars = z.number().int().nonnegative();
const cents = z.number().nonnegative().multipleOf(0.01);
const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'expected a #rrggbb hex colour');

export const brandSchema = z.enum(['toyota', 'lexus']);
export const environmentSchema = z.enum(['live', 'preview', 'prelive']);
export const bodyStyleSchema = z.enum(['truck', 'minivan', 'suv', 'sedan', 'hatchback']);
export const installPointSchema = z.enum(['FIO', 'PIO', 'PPO', 'DIO']);

/** Fuel economy: mpg figures, or mpge + electric range (plug-in, fuel cell); all absent when isAvailable is false. */
export const mileageSchema = z
  .object({
    category: text,
    isAvailable: z.boolean(),
    city: z.number().positive().optional(),
    highway: z.number().positive().optional(),
    combined: z.number().positive().optional(),
    mpge: z.number().positive().optional(),
    range: z.number().positive().optional(),
    disclaimer: z.string().optional(),
  })
  .refine((m) => !m.isAvailable || (m.combined !== undefined || (m.mpge !== undefined && m.range !== undefined)), {
    message: 'available mileage needs combined mpg, or mpge and range',
  });

const optionBase = {
  code,
  value: text,
  description: z.string().default(''),
  disclaimer: z.string().optional(),
  icon: z.string().optional(),
};

export const engineOptionSchema = z.object({ ...optionBase, horsepower: z.number().int().positive(), fuelType: text });
export const simpleOptionSchema = z.object(optionBase);
export const seatingOptionSchema = z.object({ ...optionBase, passengers: z.number().int().min(2).max(9) });

/** Truck cab and bed combination with its dimensions in inches. */
export const cabBedSchema = z.object({
  code,
  label: text,
  description: z.string().default(''),
  cabDescription: text,
  bedDescription: text,
  cabDetails: z.string().default(''),
  bedDepth: z.number().positive(),
  bedLength: z.number().positive(),
  bedWidth: z.number().positive(),
  betweenWheelWell: z.number().positive(),
  overallHeight: z.number().positive(),
  overallLength: z.number().positive(),
  overallWidth: z.number().positive(),
});

export const colorFamilySchema = z.object({ name: text, hexCode: hex });

export const exteriorColorSchema = z
  .object({
    id,
    code,
    title: text,
    hexCode: hex,
    colorFamilies: z.array(colorFamilySchema).min(1),
    isExtraCostColor: z.boolean(),
    msrp: dollars,
    disclaimer: z.string().optional(),
  })
  .refine((c) => c.isExtraCostColor === c.msrp > 0, {
    message: 'isExtraCostColor must be true exactly when msrp > 0',
    path: ['isExtraCostColor'],
  });

export const interiorColorSchema = z.object({
  id,
  code,
  title: text,
  name: text,
  material: text,
  hexCode: hex,
  colorFamilies: z.array(colorFamilySchema).min(1),
  isExtraCostColor: z.boolean(),
  msrp: dollars,
  disclaimer: z.string().optional(),
});

export const wheelSchema = z.object({
  code,
  title: text,
  type: z.enum(['standard', 'optional']),
  sizeInches: z.number().int().min(14).max(24),
  msrp: dollars.default(0),
});

export const packageFeatureSchema = z.object({
  title: text,
  category: z.string().default(''),
  subCategories: z.array(z.string()).default([]),
  disclaimer: z.string().optional(),
});

export const packageSchema = z.object({
  id,
  code,
  title: text,
  description: z.string().default(''),
  type: z.enum(['PACKAGE', 'OPTION']),
  category: text,
  subCategories: z.array(z.string()).default([]),
  installPoint: installPointSchema,
  packageFeatures: z.array(packageFeatureSchema).default([]),
  disclaimer: z.string().optional(),
  /** Default packages (FE, QD) are on every trim at $0 and cannot be removed. */
  isDefault: z.boolean().default(false),
});

export const accessorySchema = z.object({
  id,
  code,
  title: text,
  type: z.enum(['ACCESSORY', 'ACCESSORY_PACKAGE']).default('ACCESSORY'),
  description: z.string().default(''),
  disclaimer: z.string().optional(),
  /** Warranty text shown with the accessory (e.g. the accessory warranty's name). */
  warranty: z.string().optional(),
  installPoint: installPointSchema,
  /** Accessory ids bundled in this one (for ACCESSORY_PACKAGE). */
  includedAccessoryIds: z.array(id).default([]),
  isPopularAccessory: z.boolean().default(false),
  /** Grouping in the accessories step: category (Exterior, Interior...) and subsection within it. */
  category: text,
  subsection: text,
});

export const warrantySchema = z.object({ id, name: text, category: text, description: text, value: text });
export const keyFeatureSchema = z.object({ id, title: text, category: text });
export const categorySchema = z.object({ id, value: text });

/** What the image service needs besides codes: angles and, for the luxury brand, backgrounds and times of day. */
export const imagerySchema = z.object({
  /** Angle codes the image service draws (1-32, src/domain/exterior-angles); the first is the hero picture. */
  exteriorAngles: z.array(z.number().int().refine((a) => yawOf(a) !== undefined, { message: 'not an exterior angle the image service draws (1-32)' })).min(1),
  interiorAngles: z.array(z.number().int().min(1).max(36)).default([1]),
  /** Mass brand: a single background type, shown at the image's angle. */
  background: z.string().default('studio'),
  /** Luxury brand: selectable backgrounds (each has a thumbnail the image service renders). */
  backgrounds: z.array(z.object({ type: text, title: text })).default([]),
  /** Luxury brand: times of day, each with an icon name. */
  timesOfDay: z.array(z.object({ type: text, title: text, icon: text })).default([]),
  disclaimer: z.string().default('Vehicle shown with optional equipment. Sample content.'),
});

const priced = z.object({ id, msrp: cents });
const featureRef = z.object({ id, availability: z.enum(['standard', 'available', 'package']) });

export const gradeSchema = z.object({
  id,
  gradeName: text,
  description: z.string().default(''),
  hasSeatingOptions: z.boolean().default(false),
  /** Whom the grade suits, one sentence (issue 27). */
  suits: z.string().default(''),
  /** Two or three things the grade adds over the next cheaper grade of the file (none on the first). */
  adds: z.array(text).max(3).default([]),
  /** Price of the grade as pictured (defaults to the default trim with its default config). */
  asShownPrice: dollars.optional(),
  disclaimer: z.string().optional(),
});

/** A concrete buildable trim: grade x cabBed x engine x drive x transmission x seating, with its own code and price. */
export const trimSchema = z.object({
  code,
  title: text,
  description: z.string().default(''),
  shortDescription: z.string().default(''),
  gradeId: id,
  cabBedCode: code.optional(),
  engineCode: code,
  driveCode: code,
  transmissionCode: code,
  seatingCode: code,
  isDefaultTrim: z.boolean().default(false),
  msrp: dollars,
  mileage: mileageSchema,
  defaultColorId: id,
  defaultInteriorColorId: id,
  defaultWheelCode: code,
  exteriorColorIds: z.array(id).min(1),
  interiorColorIds: z.array(id).min(1),
  wheelCodes: z.array(code).min(1),
  /** Packages and options offered on this trim with their price on it (FE and QD at 0 on every trim). */
  packages: z.array(priced),
  defaultPackageIds: z.array(id).default([]),
  accessories: z.array(priced).default([]),
  warrantyIds: z.array(id).default([]),
  keyFeatureIds: z.array(featureRef).default([]),
  /** References into the series' `features` (the longer feature list of the trim details modal). */
  featureIds: z.array(featureRef).default([]),
});

export const catalogFileSchema = z.object({
  formatVersion: z.literal(1),
  /** Always true: this is sample content standing in for the car maker's backend. */
  sampleContent: z.literal(true),
  brand: brandSchema,
  seriesId: z.string().regex(/^[a-z0-9]{1,50}$/, 'expected a lower-case series id of 1-50 letters or digits'),
  seriesName: text,
  shortName: text,
  year: z.number().int().min(2000).max(2100),
  bodyStyle: bodyStyleSchema,
  fuelType: text,
  status: z.enum(['active', 'coming-soon', 'sold-out']).default('active'),
  currentVersion: z.string().default('1'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
  categories: z.array(categorySchema).min(1),
  startingMsrp: dollars,
  /** Delivery, Processing and Handling fee. */
  dph: dollars,
  /** Seating summary for the series card, e.g. "5" or "7-8". */
  seating: text,
  mileage: mileageSchema,
  imagery: imagerySchema,
  keyFeatures: z.array(keyFeatureSchema).default([]),
  /** All features a trim may list in `featureIds` (key features are the headline subset). */
  features: z.array(keyFeatureSchema).default([]),
  warranties: z.array(warrantySchema).default([]),
  options: z.object({
    engines: z.array(engineOptionSchema).min(1),
    drives: z.array(simpleOptionSchema).min(1),
    transmissions: z.array(simpleOptionSchema).min(1),
    seatings: z.array(seatingOptionSchema).min(1),
    cabBeds: z.array(cabBedSchema).default([]),
  }),
  grades: z.array(gradeSchema).min(1),
  trims: z.array(trimSchema).min(1),
  exteriorColors: z.array(exteriorColorSchema).min(1),
  interiorColors: z.array(interiorColorSchema).min(1),
  wheels: z.array(wheelSchema).min(1),
  packages: z.array(packageSchema).default([]),
  accessories: z.array(accessorySchema).default([]),
  /** Price disclaimers of the file's prices (MSRP of trims and colours; the DPH fee). */
  priceDisclaimers: z
    .object({ msrp: text, dph: text })
    .default({
      msrp: 'MSRP excludes the Delivery, Processing and Handling fee, taxes, title, license and dealer charges. Sample content.',
      dph: 'Delivery, Processing and Handling fee. Sample content.',
    }),
  /**
   * Spanish text of every English text a shopper reads (catalog-locales.ts lists the fields),
   * keyed by the English text. Validation fails when one is missing (ADR 0130).
   */
  translations: z.object({ es: z.record(z.string(), text) }).default({ es: {} }),
  rules: catalogRulesSchema.default({
    packageRequires: [],
    packageExcludes: [],
    packageIncludes: [],
    accessoryRequires: [],
    accessoryExcludes: [],
    colorPairs: [],
    colorGrades: [],
    combinations: [],
  }),
});

export type Brand = z.infer<typeof brandSchema>;
export type CatalogEnvironment = z.infer<typeof environmentSchema>;
export type CatalogMileage = z.infer<typeof mileageSchema>;
export type CabBed = z.infer<typeof cabBedSchema>;
export type CatalogExteriorColor = z.infer<typeof exteriorColorSchema>;
export type CatalogInteriorColor = z.infer<typeof interiorColorSchema>;
export type CatalogWheel = z.infer<typeof wheelSchema>;
export type CatalogPackage = z.infer<typeof packageSchema>;
export type CatalogAccessory = z.infer<typeof accessorySchema>;
export type CatalogGrade = z.infer<typeof gradeSchema>;
export type CatalogTrim = z.infer<typeof trimSchema>;
/** One validated catalog file (defaults applied). */
export type CatalogFile = z.infer<typeof catalogFileSchema>;
/** One catalog file as written on disk (defaults may be omitted). */
export type CatalogFileInput = z.input<typeof catalogFileSchema>;

export type { CatalogItemType, CatalogRules } from './catalog-rules.schema';
