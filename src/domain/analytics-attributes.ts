import type { BuildConfiguration } from './entities';
import { cleanAnalyticsTitle } from './format';
import { parseAccessoryPrice, parsePrice } from './pricing';

/** The brand attribute is a fixed value (product.md section 3 "Other data"). */
export const ANALYTICS_BRAND = 'toyota';

/** Separator for list-valued attributes (accessories, packages, categories). */
export const ANALYTICS_LIST_SEPARATOR = '|';

/** Flat analytics record: every value a string, '' when unknown. */
export type AnalyticsAttributes = Record<string, string>;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const list = (values: readonly string[]): string => values.filter(Boolean).join(ANALYTICS_LIST_SEPARATOR);

/**
 * Analytics attributes built from the build configuration: series, year, prices, fuel economy,
 * colours, engine, grade, trim, drive, transmission, categories, accessories, fuel type, packages.
 * Titles are cleaned (bracketed text removed, spaces collapsed); lists are '|'-joined in build order.
 * Prices are whole-dollar strings; a price that does not parse becomes '' rather than breaking tracking.
 */
export function analyticsAttributes(build: BuildConfiguration): AnalyticsAttributes {
  const price = (v: Parameters<typeof parsePrice>[0], parse = parsePrice): string => {
    try {
      return String(parse(v));
    } catch {
      return '';
    }
  };
  const packages = build.packages ?? [];
  const accessories = build.accessories ?? [];
  return {
    brand: ANALYTICS_BRAND,
    series_id: text(build.seriesId),
    series_name: cleanAnalyticsTitle(build.seriesName),
    model_year: build.year ? String(build.year) : '',
    base_msrp: price(build.baseMsrp),
    dph: price(build.dph),
    total_srp: price(build.totalSRP),
    total_cost: price(build.totalCost),
    mileage_category: cleanAnalyticsTitle(build.mileage?.category),
    mpg_city: text(build.mileage?.city),
    mpg_highway: text(build.mileage?.highway),
    mpg_combined: text(build.mpg),
    mpge: text(build.mpge ?? build.mileage?.mpge),
    range: text(build.range ?? build.mileage?.range),
    exterior_color: cleanAnalyticsTitle(build.exteriorColor?.title),
    exterior_color_code: text(build.exteriorColor?.code),
    exterior_color_price: build.exteriorColor ? price(build.exteriorColor.msrp.value) : '',
    interior_color: cleanAnalyticsTitle(build.interiorColor?.title),
    interior_color_code: text(build.interiorColor?.code),
    interior_color_price: build.interiorColor ? price(build.interiorColor.msrp.value) : '',
    engine: cleanAnalyticsTitle(build.engine),
    grade: cleanAnalyticsTitle(build.gradeName),
    trim: text(build.trimId),
    drive: cleanAnalyticsTitle(build.drive),
    transmission: cleanAnalyticsTitle(build.transmission),
    category: cleanAnalyticsTitle(build.category),
    fuel_type: cleanAnalyticsTitle(build.fuelType),
    packages: list(packages.map((p) => cleanAnalyticsTitle(p.title))),
    package_codes: list(packages.map((p) => text(p.code))),
    package_count: String(packages.length),
    accessories: list(accessories.map((a) => cleanAnalyticsTitle(a.title))),
    accessory_codes: list(accessories.map((a) => text(a.code))),
    accessory_count: String(accessories.length),
    accessories_total: String(accessories.reduce((sum, a) => sum + (Number(price(a.msrp?.value, parseAccessoryPrice)) || 0), 0)),
  };
}
