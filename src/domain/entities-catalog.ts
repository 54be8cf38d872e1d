import type { Compatibility, ImageVariant } from './entities-core';
import type * as Schema from './generated/schema-types';

/**
 * Catalog entities: series, grades, trims, options, colours, wheels, packages, accessories,
 * warranties. They are the schema's types (generated/schema-types.ts, from schema.graphql), named
 * here; only what the client reshapes differs: render lists become ImageVariant (wire-images.ts),
 * and a trim option's compatibility is the base one (trim options carry no reasons). See entities.ts.
 */

/* ---------- series, grade, trim ---------- */

export type KeyFeature = Schema.KeyFeature;
/** Series-level exterior colour swatch (second GetSeries shape). */
export type SeriesExteriorColor = Schema.SeriesExteriorColor;
export type Mileage = Schema.Mileage;

/** A trim option (drive, engine, transmission, horsepower, seating): its compatibility carries no reasons. */
export type TrimOption = Omit<Schema.TrimOption, 'compatibility'> & { compatibility: Compatibility };

export interface Powertrain {
  drive: TrimOption;
  engine: TrimOption;
  horsepower: TrimOption;
  transmission: TrimOption;
}

/** Truck cab and bed; measurements are display strings (e.g. "60.5 in."); descriptions only in series results. */
export type CabBed = Omit<Schema.CabBed, 'compatibility' | 'cabDescription' | 'bedDescription'> &
  Partial<Pick<Schema.CabBed, 'cabDescription' | 'bedDescription'>> & { compatibility?: Compatibility | null };

/** Trim and wheels are referenced by code (`trimId`, `wheelsId`). */
export type DefaultConfig = Schema.DefaultConfig;

type TrimOptionFields = 'horsepower' | 'drive' | 'engine' | 'transmission' | 'seating' | 'powertrain' | 'cabBed' | 'images';

export type Trim = Omit<Schema.Trim, TrimOptionFields> & {
  horsepower: TrimOption;
  images: ImageVariant[];
  drive: TrimOption;
  engine: TrimOption;
  transmission: TrimOption;
  /** Null where the grade has no seating options. */
  seating: TrimOption | null;
  powertrain: Powertrain;
  /** Trucks only; null otherwise. */
  cabBed: CabBed | null;
};

export type Grade = Omit<Schema.Grade, 'trims'> & { trims: Trim[] };

/** The grade as carried in a full configuration (without its trim list). */
export type GradeSummary = Omit<Grade, 'trims'>;

export type SeriesYearData = Omit<Schema.SeriesYearData, 'grades' | 'images' | 'trims'> & {
  grades: Grade[];
  images: ImageVariant[];
  trims: Trim[];
};

export type Series = Omit<Schema.Series, 'yearSpecificData' | 'keyFeatures' | 'exteriorColors'> & {
  yearSpecificData: SeriesYearData[];
  /** Second GetSeries shape only. */
  keyFeatures?: KeyFeature[] | null;
  /** Second GetSeries shape only. */
  exteriorColors?: SeriesExteriorColor[] | null;
};

/* ---------- colours, wheels, packages, accessories, warranties ---------- */

export type ExteriorColor = Omit<Schema.ExteriorColor, 'images'> & { images: ImageVariant[] };
export type InteriorColor = Omit<Schema.InteriorColor, 'images'> & { images: ImageVariant[] };
/** Only optional (extra-cost) wheels carry a price. */
export type Wheels = Omit<Schema.Wheels, 'msrp'> & { msrp?: Schema.Price | null };
export type PackageType = Schema.PackageType;
export type PackageFeature = Schema.PackageFeature;
export type Package = Schema.Package;

/** Install point of dealer-installed accessories, excluded from totalSRP. */
export const INSTALL_POINT_DIO = 'DIO';

export type Accessory = Schema.Accessory;
export type Warranty = Schema.Warranty;
