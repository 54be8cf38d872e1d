/**
 * How a grade's trims are told apart where the shopper sees them listed (the grade details): each
 * trim's title, its drive, and every other attribute that differs between the grade's trims. Two
 * trims of one grade never read the same (the catalog check holds every catalog to that with this
 * very function: server/catalog/catalog-shopper-checks.ts).
 */

/** A trim as listed: its title and its attribute values in the order they are shown (drive first). */
export interface ListedTrimAttributes {
  title: string;
  /** Drive, then transmission, engine, seating: '' where the trim has none. */
  attributes: readonly string[];
}

/** The words after each trim's title: the drive always, the other attributes where they differ within the grade. */
export function trimLineDetails(trims: readonly ListedTrimAttributes[]): string[][] {
  const width = Math.max(0, ...trims.map((t) => t.attributes.length));
  const varies = Array.from({ length: width }, (_, k) => k === 0 || new Set(trims.map((t) => t.attributes[k] ?? '')).size > 1);
  return trims.map((t) => t.attributes.filter((value, k) => varies[k] && value.trim() !== ''));
}
