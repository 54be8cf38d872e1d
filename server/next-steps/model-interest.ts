import { routeFor } from '../../src/domain/routes';
import type { Catalog } from '../catalog/catalog-loader';
import type { Brand, CatalogEnvironment } from '../catalog/catalog.schema';
import { badInput } from './next-steps-error';

/** A model-interest lead's vehicle: a series and model year of the catalog, no trim (ADR 0072). */
export interface ModelInterest {
  brand: Brand;
  environment: CatalogEnvironment;
  seriesId: string;
  year: number;
  seriesName: string;
}

const BRANDS: readonly Brand[] = ['toyota', 'lexus'];
const SERIES = /^[a-z0-9-]{1,50}$/;

/**
 * Checks `interest` ({ seriesId, year, brand?, environment? }) against the catalog. The
 * no-inventory page knows the series code and year but not the brand, so a missing brand is
 * taken from the one brand that has this series-year; the environment defaults to live.
 */
export function checkInterest(catalog: Catalog, input: unknown): ModelInterest {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw badInput('invalid-request', 'interest', 'interest must be an object.');
  const raw = input as Record<string, unknown>;
  const environment = raw.environment ?? 'live';
  if (environment !== 'live' && environment !== 'preview' && environment !== 'prelive') {
    throw badInput('unknown-series', 'interest.environment', 'Unknown environment.');
  }
  if (raw.brand !== undefined && !BRANDS.includes(raw.brand as Brand)) throw badInput('unknown-series', 'interest.brand', 'Unknown brand.');
  const seriesId = typeof raw.seriesId === 'string' && SERIES.test(raw.seriesId) ? raw.seriesId : '';
  const year = typeof raw.year === 'number' && Number.isInteger(raw.year) ? raw.year : NaN;
  const brands = raw.brand === undefined ? BRANDS : [raw.brand as Brand];
  const entries = !seriesId || Number.isNaN(year) ? [] : brands.flatMap((b) => catalog.get(environment, b, seriesId, year) ?? []);
  if (entries.length !== 1) throw badInput('unknown-series', 'interest.seriesId', 'Unknown series or model year.');
  const entry = entries[0]!;
  return { brand: entry.brand, environment, seriesId: entry.seriesId, year: entry.year, seriesName: entry.data.seriesName };
}

/** The link a model-interest mail offers: the series-year's trim scene, where a build starts. */
export function interestLink(origin: string, interest: ModelInterest, lang: 'en' | 'es'): string {
  const path = routeFor('trim', { lang, environment: interest.environment, year: interest.year, series: interest.seriesId });
  return `${origin.replace(/\/+$/, '')}${path}`;
}
