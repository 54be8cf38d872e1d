import { localizeCatalogFile, catalogLanguage } from '../../catalog/catalog-locales';
import { checkLanguage, parseBrand, type DataContext } from '../../configuration/data-context';
import { seriesIndex } from '../../configuration/series-index';
import { defaultSelection, selectionFromInput } from '../../configuration/series-selection';
import { badUserInput } from '../../http/errors';
import { SEARCH_RADII } from '../../services/dealers/dealer-lookup';
import { matchStock } from '../../services/inventory/inventory-matcher';
import type { ExplicitChoices } from '../../services/inventory/match-scoring';
import { indexBuild, maskOf, wordsFor, type SeriesStock } from '../../services/inventory/stock-index';
import type { VehicleBuild } from '../../services/inventory/stock-types';
import { locateZip } from '../../services/region/zip-location';
import { defaultTrimOfGrade } from '../../configuration/series-index';
import type { GqlInventoryMatches, GqlQueryGetInventoryMatchesArgs, GqlCurrentSelectedConfig } from '../generated/resolver-types';
import { inventoryMatch } from '../mappers/inventory-mapper';

/** Miles around the ZIP when the query names none: a metro area and its neighbours. */
export const DEFAULT_MATCH_RADIUS = 50;
export const DEFAULT_MATCH_LIMIT = 12;
export const MAX_MATCH_LIMIT = 24;

function explicitChoices(stock: SeriesStock, build: VehicleBuild, defaults: VehicleBuild, gradeDefaultTrim: string | undefined, picked: GqlCurrentSelectedConfig | null | undefined): ExplicitChoices {
  const { codes } = stock;
  const keep = (list: readonly string[], known: Map<string, number>) => list.filter((c) => known.has(c));
  if (picked) {
    // The client said what the shopper chose: only those count as explicit.
    return {
      trim: !!picked.trim && picked.trim === build.trimCode,
      exterior: picked.exteriorColorCode === build.exteriorColorCode,
      interior: picked.interiorColorCode === build.interiorColorCode,
      wheels: picked.wheelsCode === build.wheelsCode,
      packages: maskOf(keep(picked.packageCodes ?? [], codes.packages), codes.packages, wordsFor(codes.packages.size)),
      accessories: maskOf(keep(picked.accessoryCodes ?? [], codes.accessories), codes.accessories, wordsFor(codes.accessories.size)),
    };
  }
  // Otherwise what differs from the trim's defaults was chosen (as the rules' cost model reads it).
  return {
    trim: gradeDefaultTrim !== undefined && build.trimCode !== gradeDefaultTrim,
    exterior: build.exteriorColorCode !== defaults.exteriorColorCode,
    interior: build.interiorColorCode !== defaults.interiorColorCode,
    wheels: build.wheelsCode !== defaults.wheelsCode,
    packages: maskOf(build.packageCodes.filter((c) => !defaults.packageCodes.includes(c)), codes.packages, wordsFor(codes.packages.size)),
    accessories: maskOf(build.accessoryCodes, codes.accessories, wordsFor(codes.accessories.size)),
  };
}

const buildOf = (s: { trimCode: string; exteriorColorCode: string; interiorColorCode: string; wheelsCode: string; packageCodes: string[]; accessoryCodes: string[] }): VehicleBuild => ({
  trimCode: s.trimCode,
  exteriorColorCode: s.exteriorColorCode,
  interiorColorCode: s.interiorColorCode,
  wheelsCode: s.wheelsCode,
  packageCodes: [...s.packageCodes].sort(),
  accessoryCodes: [...s.accessoryCodes].sort(),
});

/**
 * getInventoryMatches: the build's exact matches within the radius and its closest matches, in
 * the request's language. Answers LOADING (empty lists) while the stock loads after start-up.
 */
export function getInventoryMatchesResolver() {
  return (_root: unknown, args: GqlQueryGetInventoryMatchesArgs, context: DataContext): GqlInventoryMatches => {
    const { config, zipcode } = args.input;
    context.uncacheable?.();
    checkLanguage(config.language);
    const brand = parseBrand(config.brand);
    const place = locateZip(zipcode);
    if (!place.ok) throw badUserInput(place.message);
    const radius = args.input.radius ?? DEFAULT_MATCH_RADIUS;
    if (!(SEARCH_RADII as readonly number[]).includes(radius)) throw badUserInput(`radius must be one of ${SEARCH_RADII.join(', ')} miles`);
    const limit = args.input.limit ?? DEFAULT_MATCH_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MATCH_LIMIT) throw badUserInput(`limit must be 1 to ${MAX_MATCH_LIMIT}`);
    const { city, state } = place.location;
    const empty: GqlInventoryMatches = { readiness: 'READY', zipcode, city, state, radius, exactCount: 0, closeCount: 0, exact: [], close: [] };
    const inventory = context.inventory;
    const readiness = inventory?.readiness() ?? 'UNAVAILABLE';
    if (!inventory || readiness !== 'READY') return { ...empty, readiness };
    // Series-years with no stock (preview-only content, a model not sold yet) simply have no matches.
    const stock = inventory.series(brand, config.seriesId, config.year);
    if (!stock) {
      if (!context.catalog().get('live', brand, config.seriesId, config.year)) throw badUserInput(`Unknown series "${config.seriesId}" ${config.year} for ${brand}`);
      return empty;
    }
    const index = seriesIndex(stock.file);
    const { selection } = selectionFromInput(index, config, 'strict');
    const build = buildOf(selection);
    const trim = index.trimByCode.get(build.trimCode)!;
    let positions;
    try {
      positions = indexBuild(stock, build);
    } catch (error) {
      throw badUserInput((error as Error).message);
    }
    const explicit = explicitChoices(stock, build, buildOf(defaultSelection(index, trim)), defaultTrimOfGrade(index, trim.gradeId)?.code, args.input.currentSelectedConfig);
    const result = matchStock({ stock, build: positions, explicit, dealers: inventory.dealers.near(place.location, radius), limit, anyGrade: args.input.anyGrade ?? false });
    const file = localizeCatalogFile(stock.file, catalogLanguage(config.language));
    const today = new Date().toISOString().slice(0, 10);
    const generatedOn = inventory.generatedOn()!;
    return {
      ...empty,
      exactCount: result.exactCount,
      closeCount: result.closeCount,
      exact: result.exact.map((r) => inventoryMatch(file, build, r, generatedOn, today)),
      close: result.close.map((r) => inventoryMatch(file, build, r, generatedOn, today)),
    };
  };
}
