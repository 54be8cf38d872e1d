import type { Catalog, CatalogEntry } from '../catalog/catalog-loader';
import type { Brand, CatalogEnvironment } from '../catalog/catalog.schema';
import { catalogLanguage, localizeCatalogFile } from '../catalog/catalog-locales';
import { InvalidInputError, NotFoundError } from './configuration-errors';
import type { InventoryService } from '../services/inventory/inventory-service';
import { seriesIndex, type SeriesIndex } from './series-index';

/** Root-field suffix: '' reads live content, 'Preview' preview, 'Prelive' prelive. */
export type FieldVariant = '' | 'Preview' | 'Prelive';

/** What every resolver gets besides its arguments. */
export interface DataContext {
  /** The current catalog (re-read when content reloads). */
  catalog: () => Catalog;
  /**
   * Forces the content environment regardless of the root field's suffix; the rules service's
   * stage path uses it to answer from prelive content.
   */
  environmentOverride?: CatalogEnvironment;
  /** The inventory's stock (in-stock matches); absent where the app runs without it. */
  inventory?: InventoryService;
  /** Keeps the answer out of the whole-response cache (answers that change with time). */
  uncacheable?: () => void;
}

const ENVIRONMENT_OF: Record<FieldVariant, CatalogEnvironment> = { '': 'live', Preview: 'preview', Prelive: 'prelive' };

export function environmentFor(variant: FieldVariant, context: DataContext): CatalogEnvironment {
  return context.environmentOverride ?? ENVIRONMENT_OF[variant];
}

const BRANDS: readonly string[] = ['toyota', 'lexus'];

/** Brands are matched case-insensitively ("Toyota", "TOYOTA"). */
export function parseBrand(value: string): Brand {
  const brand = value.trim().toLowerCase();
  if (!BRANDS.includes(brand)) throw new InvalidInputError(`Unknown brand "${value}" (expected toyota or lexus)`);
  return brand as Brand;
}

/** Languages are the upper-case page language (EN, ES); lower case is accepted too. */
export function checkLanguage(value: string | null | undefined): void {
  if (value === null || value === undefined) return;
  if (!['EN', 'ES'].includes(value.toUpperCase())) throw new InvalidInputError(`Unknown language "${value}" (expected EN or ES)`);
}

/** Region is a sales-region code or state; it must at least be present when required. */
export function checkRegion(value: string | null | undefined, required: boolean): void {
  if ((value === null || value === undefined) && !required) return;
  if (!value || !/^[A-Za-z0-9_-]{1,20}$/.test(value)) throw new InvalidInputError(`Invalid region "${value ?? ''}"`);
}

export interface SeriesYear {
  entry: CatalogEntry;
  index: SeriesIndex;
}

/**
 * A catalog entry as a shopper of the request's language reads it (`language` EN/ES, English when
 * absent): the same entry with its file's shopper-facing texts in that language.
 */
export function localizedEntry(entry: CatalogEntry, language: string | null | undefined): CatalogEntry {
  const data = localizeCatalogFile(entry.data, catalogLanguage(language));
  return data === entry.data ? entry : { ...entry, data };
}

/**
 * The series-year a request names, in the environment its root field reads and in the request's
 * language; NOT_FOUND otherwise.
 */
export function findSeriesYear(
  context: DataContext,
  variant: FieldVariant,
  input: { brand: string; seriesId: string; year: number; language?: string | null },
): SeriesYear {
  const brand = parseBrand(input.brand);
  const environment = environmentFor(variant, context);
  const entry = context.catalog().get(environment, brand, input.seriesId, input.year);
  if (!entry) {
    throw new NotFoundError(`Unknown series "${input.seriesId}" ${input.year} for ${brand} in ${environment} content`);
  }
  const localized = localizedEntry(entry, input.language);
  return { entry: localized, index: seriesIndex(localized.data) };
}
