import type { Language } from './entities';
import { displayName, seriesWithSecondValue } from './names';

/** What a vehicle's display name is made of; absent parts are left out. */
export interface VehicleNameParts {
  year?: number | string | null;
  seriesName?: string | null;
  /** Applies the series' own name rules (Tacoma i-FORCE MAX, product.md section 1) and stands in for a missing name. */
  seriesId?: string | null;
  gradeName?: string | null;
}

/**
 * The product's one name-order rule (docs/spanish-glossary.md): English puts the model year first
 * ("2024 Tacoma TRD Sport"), Spanish puts it last ("Tacoma TRD Sport 2024"), as the product's
 * Spanish no-inventory title does. Every screen, dialog, saved build and mail that names a vehicle
 * calls this; messages take the result as one `{vehicle}` argument so no message orders the parts.
 * The series' name rules apply (i-FORCE MAX and Hybrid dropped for the Tacoma i-FORCE MAX, no
 * doubled "Hybrid" before a hybrid grade).
 */
export function formatVehicleName(parts: VehicleNameParts, language: Language): string {
  const series = displayName(parts.seriesName || parts.seriesId || '', parts.seriesId);
  const grade = displayName(parts.gradeName ?? '', parts.seriesId);
  const name = grade ? seriesWithSecondValue(series, grade) : series.trim();
  const year = parts.year === null || parts.year === undefined ? '' : String(parts.year).trim();
  if (!year) return name;
  if (!name) return year;
  return language === 'es' ? `${name} ${year}` : `${year} ${name}`;
}
