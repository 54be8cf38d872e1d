import type { Image, KeyFeature, Mileage, Trim } from '../../../domain/entities';
import type { ListedGrade, SeriesDetails } from '../../data/configurator-api';
import { displayName } from '../../../domain/names';
import { parsePrice } from '../../../domain/pricing';
import { trimLineDetails } from '../../../domain/trim-lines';

/** Whether a key feature comes with a grade: on every trim, on some, or not at all. */
export type FeatureAvailability = 'standard' | 'available' | 'none';

/** A grade as the trim scene shows, filters and compares it. */
export interface GradeRow {
  gradeName: string;
  /** product.md section 1 display name (Tacoma i-FORCE MAX grades lose i-FORCE MAX and Hybrid). */
  name: string;
  baseMsrp: number;
  asShownPrice: number;
  mileage: Mileage | null;
  image: Image | null;
  engines: string[];
  drives: string[];
  transmissions: string[];
  horsepower: string[];
  /** The grade's trims as its details list them: `details` tells each apart (domain trim-lines). */
  trims: Array<{ code: string; title: string; msrp: number; details: string[] }>;
  /** Availability per key feature id (empty until the series details arrive). */
  features: Record<string, FeatureAvailability>;
  /** Whom the grade suits, from the catalog (empty until the series details arrive). */
  suits: string;
  /** What it adds over `addsOver` (display name of the next cheaper grade), from the catalog. */
  adds: string[];
  addsOver: string | null;
}

const unique = (values: Array<string | null | undefined>): string[] => [...new Set(values.filter((v): v is string => Boolean(v && v.trim())))];

/** Option values of a trim, from its powertrain group (first GetSeries shape) or its own fields. */
const option = (trim: Partial<Trim>, name: 'drive' | 'engine' | 'transmission' | 'horsepower'): string | undefined =>
  trim.powertrain?.[name]?.value ?? trim[name]?.value;

/** A grade's trims with the attributes that tell them apart (drive, transmission, engine, seating). */
function listedTrims(trims: Array<Partial<Trim>>, seriesId: string): GradeRow['trims'] {
  const titles = trims.map((t) => displayName(t.title ?? '', seriesId));
  const details = trimLineDetails(
    trims.map((t, i) => ({ title: titles[i], attributes: [option(t, 'drive') ?? '', option(t, 'transmission') ?? '', option(t, 'engine') ?? '', t.seating?.value ?? ''] })),
  );
  return trims.map((t, i) => ({ code: t.code ?? '', title: titles[i], msrp: parsePrice(t.msrp?.value), details: details[i] }));
}

function featureAvailability(trims: Array<Partial<Trim>>, featureId: string): FeatureAvailability {
  const per = trims.map((t) => t.keyFeatureIds?.find((k) => k.id === featureId)?.availability?.toLowerCase() ?? 'none');
  if (per.length > 0 && per.every((a) => a === 'standard')) return 'standard';
  return per.some((a) => a === 'standard' || a === 'available') ? 'available' : 'none';
}

/**
 * The grades of one series-year, in content order. `details` is the visualizer-shape answer for
 * the same series-year; it adds key features (the first shape has none).
 */
export function gradeRows(seriesId: string, grades: readonly ListedGrade[], details?: SeriesDetails | null, year?: number): { rows: GradeRow[]; keyFeatures: KeyFeature[] } {
  const detailGrades = details?.yearSpecificData?.find((y) => year === undefined || y.year === year)?.grades ?? [];
  const keyFeatures = details?.keyFeatures ?? [];
  const rows = grades.map((grade): GradeRow => {
    const trims = (grade.trims ?? []) as Array<Partial<Trim>>;
    const detailGrade = detailGrades.find((g) => g.gradeName === grade.gradeName);
    const detailed = (detailGrade?.trims ?? []) as Array<Partial<Trim>>;
    return {
      gradeName: grade.gradeName,
      name: displayName(grade.gradeName, seriesId),
      baseMsrp: parsePrice(grade.baseMsrp?.value),
      asShownPrice: parsePrice(grade.asShownPrice?.value),
      mileage: grade.mileage ?? null,
      image: grade.image ?? null,
      engines: unique(trims.map((t) => option(t, 'engine'))),
      drives: unique(trims.map((t) => option(t, 'drive'))),
      transmissions: unique(trims.map((t) => option(t, 'transmission'))),
      horsepower: unique(trims.map((t) => option(t, 'horsepower'))),
      trims: listedTrims(trims, seriesId),
      features: Object.fromEntries(keyFeatures.map((f) => [f.id, featureAvailability(detailed, f.id)])),
      suits: detailGrade?.suits ?? '',
      adds: detailGrade?.addsOver ? (detailGrade.adds ?? []) : [],
      addsOver: detailGrade?.addsOver ? displayName(detailGrade.addsOver, seriesId) : null,
    };
  });
  return { rows, keyFeatures };
}

/** Drivetrain filter choices: every drive of the grades once, in order of appearance. */
export function driveChoices(rows: readonly GradeRow[]): string[] {
  return unique(rows.flatMap((r) => r.drives));
}

export const ALL_DRIVES = 'all';

/**
 * Grades matching the filters: the active drivetrain ('all', or one a trim of the grade has) and
 * every chosen key feature standard or available on the grade. An active value no grade has is
 * read as 'all' (filters can outlive the series they were set on).
 */
export function filterGrades(rows: readonly GradeRow[], filters: { active: string; features: readonly string[] }): GradeRow[] {
  const active = driveChoices(rows).includes(filters.active) ? filters.active : ALL_DRIVES;
  return rows.filter(
    (row) =>
      (active === ALL_DRIVES || row.drives.includes(active)) &&
      filters.features.every((id) => row.features[id] === 'standard' || row.features[id] === 'available'),
  );
}

/** At most three grades side by side: more columns do not fit a phone and stop being a comparison. */
export const MAX_COMPARED = 3;

/** Toggles a grade in the comparison, refusing a fourth. */
export function toggleCompared(current: readonly string[], gradeName: string): string[] {
  if (current.includes(gradeName)) return current.filter((g) => g !== gradeName);
  return current.length >= MAX_COMPARED ? [...current] : [...current, gradeName];
}
