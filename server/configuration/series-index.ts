import type {
  CatalogAccessory,
  CatalogExteriorColor,
  CatalogFile,
  CatalogGrade,
  CatalogInteriorColor,
  CatalogPackage,
  CatalogTrim,
  CatalogWheel,
} from '../catalog/catalog.schema';

/** Powertrain-type attributes of a trim, keyed by the item type that changes them. */
export const TRIM_ATTRIBUTES = {
  CAB_BED: 'cabBedCode',
  ENGINE: 'engineCode',
  DRIVE: 'driveCode',
  TRANSMISSION: 'transmissionCode',
  SEATING: 'seatingCode',
} as const;

export type TrimAttributeType = keyof typeof TRIM_ATTRIBUTES;
export const TRIM_ATTRIBUTE_TYPES = Object.keys(TRIM_ATTRIBUTES) as TrimAttributeType[];

/** The code a trim has for one powertrain-type attribute ('' when the series has no such choice). */
export function trimAttribute(trim: CatalogTrim, type: TrimAttributeType): string {
  return trim[TRIM_ATTRIBUTES[type]] ?? '';
}

/**
 * Lookup tables over one catalog file (one series-year), built once per file object and reused
 * by every request: resolvers look items up by id and by code many times per configuration.
 */
export interface SeriesIndex {
  file: CatalogFile;
  trimByCode: Map<string, CatalogTrim>;
  gradeById: Map<string, CatalogGrade>;
  exteriorById: Map<string, CatalogExteriorColor>;
  exteriorByCode: Map<string, CatalogExteriorColor>;
  interiorById: Map<string, CatalogInteriorColor>;
  interiorByCode: Map<string, CatalogInteriorColor>;
  wheelByCode: Map<string, CatalogWheel>;
  packageById: Map<string, CatalogPackage>;
  packageByCode: Map<string, CatalogPackage>;
  accessoryById: Map<string, CatalogAccessory>;
  accessoryByCode: Map<string, CatalogAccessory>;
  /** Codes of each powertrain-type attribute that exist in the series. */
  attributeCodes: Record<TrimAttributeType, Set<string>>;
  /** The series' default trim: the one flagged default, else the first. */
  defaultTrim: CatalogTrim;
}

const indexes = new WeakMap<CatalogFile, SeriesIndex>();

function byKey<T, K extends keyof T>(items: readonly T[], key: K): Map<T[K] & string, T> {
  return new Map(items.map((item) => [item[key] as T[K] & string, item]));
}

/** The (cached) index of one catalog file. */
export function seriesIndex(file: CatalogFile): SeriesIndex {
  const cached = indexes.get(file);
  if (cached) return cached;
  const attributeCodes = {} as Record<TrimAttributeType, Set<string>>;
  for (const type of TRIM_ATTRIBUTE_TYPES) {
    attributeCodes[type] = new Set(file.trims.map((t) => trimAttribute(t, type)).filter((c) => c !== ''));
  }
  const index: SeriesIndex = {
    file,
    trimByCode: byKey(file.trims, 'code'),
    gradeById: byKey(file.grades, 'id'),
    exteriorById: byKey(file.exteriorColors, 'id'),
    exteriorByCode: byKey(file.exteriorColors, 'code'),
    interiorById: byKey(file.interiorColors, 'id'),
    interiorByCode: byKey(file.interiorColors, 'code'),
    wheelByCode: byKey(file.wheels, 'code'),
    packageById: byKey(file.packages, 'id'),
    packageByCode: byKey(file.packages, 'code'),
    accessoryById: byKey(file.accessories, 'id'),
    accessoryByCode: byKey(file.accessories, 'code'),
    attributeCodes,
    defaultTrim: file.trims.find((t) => t.isDefaultTrim) ?? file.trims[0]!,
  };
  indexes.set(file, index);
  return index;
}

/** The trims of one grade, in file order. */
export function trimsOfGrade(index: SeriesIndex, gradeId: string): CatalogTrim[] {
  return index.file.trims.filter((t) => t.gradeId === gradeId);
}

/** The default trim of a grade: flagged default, else the cheapest. */
export function defaultTrimOfGrade(index: SeriesIndex, gradeId: string): CatalogTrim | undefined {
  const trims = trimsOfGrade(index, gradeId);
  return trims.find((t) => t.isDefaultTrim) ?? [...trims].sort((a, b) => a.msrp - b.msrp)[0];
}
