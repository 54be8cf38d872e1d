import type { Category, Compatibility, Image, ImageVariant, ItemCompatibility, Price } from './entities-core';

/** Catalog entities: series, grades, trims, options, colours, wheels, packages, accessories, warranties. See entities.ts for the conventions. */

/* ---------- series, grade, trim ---------- */

export interface KeyFeature {
  id: string;
  title: string;
  category: string;
}

/** Series-level exterior colour swatch (second GetSeries shape). */
export interface SeriesExteriorColor {
  code: string;
  hexCode: string;
  id: string;
}

export interface Mileage {
  category: string;
  city: number | null;
  combined: number | null;
  highway: number | null;
  isAvailable: boolean;
  mpge: number | null;
  range: number | null;
}

/** A trim option (drive, engine, transmission, horsepower, seating). */
export interface TrimOption {
  code: string;
  description: string;
  disclaimer: string;
  icon: string;
  value: string;
  compatibility: Compatibility;
}

export interface Powertrain {
  drive: TrimOption;
  engine: TrimOption;
  horsepower: TrimOption;
  transmission: TrimOption;
}

/** Truck cab and bed; measurements are display strings (e.g. "60.5 in."). */
export interface CabBed {
  code: string;
  id: string;
  label: string;
  description: string;
  bedDepth: string;
  bedLength: string;
  bedWidth: string;
  betweenWheelWell: string;
  cabDetails: string;
  overallHeight: string;
  overallLength: string;
  overallWidth: string;
  /** Only in series results. */
  cabDescription?: string | null;
  /** Only in series results. */
  bedDescription?: string | null;
}

export interface IdWithMsrp {
  id: string;
  msrp: Price;
}

export interface IdWithAvailability {
  id: string;
  availability: string;
}

export interface DefaultConfig {
  accessoryIds: string[];
  exteriorColorId: string;
  interiorColorId: string;
  packageIds: string[];
  /** Trim code. */
  trimId: string;
  /** Wheels code. */
  wheelsId: string;
}

export interface TrimDefaultConfig extends DefaultConfig {
  msrp: Price;
}

export interface Trim {
  code: string;
  title: string;
  description: string;
  shortDescription: string;
  fuelType: string;
  isDefaultTrim: boolean;
  defaultColorId: string;
  msrp: Price;
  defaultConfig: TrimDefaultConfig;
  horsepower: TrimOption;
  images: ImageVariant[];
  mileage: Mileage;
  exteriorColorIds: string[];
  interiorColorIds: string[];
  warrantyIds: string[];
  wheelCodes: string[];
  accessoryIds: IdWithMsrp[];
  packageIds: IdWithMsrp[];
  keyFeatureIds: IdWithAvailability[];
  featureIds: IdWithAvailability[];
  drive: TrimOption;
  engine: TrimOption;
  transmission: TrimOption;
  /** Null where the grade has no seating options. */
  seating: TrimOption | null;
  powertrain: Powertrain;
  /** Trucks only; null otherwise. */
  cabBed: CabBed | null;
}

export interface Grade {
  gradeName: string;
  /** Whom the grade suits and what it adds over `addsOver` (the series details answer only; issue 27). */
  suits?: string;
  adds?: string[];
  addsOver?: string | null;
  asShownPrice: Price;
  baseMsrp: Price;
  hasSeatingOptions: boolean;
  image: Image;
  exteriorColorIds: string[];
  interiorColorIds: string[];
  mileage: Mileage;
  trims: Trim[];
}

/** The grade as carried in a full configuration (without its trim list). */
export type GradeSummary = Omit<Grade, 'trims'>;

export interface SeriesYearData {
  year: number;
  categories: Category[];
  currentVersion: string;
  date: string;
  fuelType: string;
  grades: Grade[];
  images: ImageVariant[];
  mileage: Mileage;
  seating: string;
  startingMsrp: Price;
  /** Values are not shown in the spec; kept opaque. */
  status: string;
  trims: Trim[];
}

export interface Series {
  id: string;
  name: string;
  shortName: string;
  yearSpecificData: SeriesYearData[];
  /** Second GetSeries shape only. */
  keyFeatures?: KeyFeature[];
  /** Second GetSeries shape only. */
  exteriorColors?: SeriesExteriorColor[];
}

/* ---------- colours, wheels, packages, accessories, warranties ---------- */

export interface ColorFamily {
  hexCode: string;
  name: string;
}

export interface ExteriorColor {
  code: string;
  id: string;
  title: string;
  hexCode: string;
  colorFamilies: ColorFamily[];
  images: ImageVariant[];
  isExtraCostColor: boolean;
  msrp: Price;
  compatibility: ItemCompatibility;
}

export interface InteriorColor extends ExteriorColor {
  material: string;
  name: string;
}

export interface Wheels {
  code: string;
  title: string;
  type: string;
  image: Image;
  compatibility: ItemCompatibility;
  /** Only optional (extra-cost) wheels carry a price. */
  msrp?: Price | null;
}

export type PackageType = 'PACKAGE' | 'OPTION';

export interface PackageFeature {
  category: string;
  disclaimer: string;
  subCategories: string[];
  title: string;
}

export interface Package {
  id: string;
  code: string;
  title: string;
  description: string;
  type: PackageType;
  availability: string;
  category: string;
  subCategories: string[];
  installPoint: string;
  images: Image[];
  packageFeatures: PackageFeature[];
  /** Accessory codes the package brings with it; absent in answers of older servers. */
  includedAccessoryCodes?: string[];
  compatibility: ItemCompatibility;
  msrp: Price;
}

/** Install point of dealer-installed accessories, excluded from totalSRP. */
export const INSTALL_POINT_DIO = 'DIO';

export interface Accessory {
  id: string;
  code: string;
  title: string;
  type: string;
  description: string;
  disclaimer: string;
  /** Warranty text shown with the accessory. */
  warranty: string;
  installPoint: string;
  includedAccessoryIds: string[];
  isPopularAccessory: boolean;
  images: Image[];
  compatibility: ItemCompatibility;
  msrp: Price;
}

export interface Warranty {
  id: string;
  name: string;
  category: string;
  description: string;
  value: string;
}
