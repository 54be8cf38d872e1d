import type { Brand } from '../../catalog/catalog.schema';
import { checkLanguage, checkRegion, environmentFor, localizedEntry, parseBrand, type DataContext, type FieldVariant } from '../../configuration/data-context';
import { notFound } from '../../http/errors';
import { scopedCache } from '../../http/result-cache';
import { mapSeriesList } from '../mappers/series-mapper';
import type { GqlQueryGetSeriesArgs, GqlSeries } from '../generated/resolver-types';

/** Series lists per catalog: a handful of keys (environment x brand x filters). */
const seriesCache = scopedCache<GqlSeries[]>(64);

/**
 * GetSeries (both shapes of product.md section 7): every series of a brand with its per-year data, or,
 * narrowed by seriesId and year, one series. With showApplicableSeriesForVisualizer only
 * series-years the visualizer can show (status 'active') are listed. Naming a series or year the
 * content does not have is NOT_FOUND rather than an empty list, so a bad link is visible.
 */
export function getSeriesResolver(variant: FieldVariant) {
  return (_root: unknown, args: GqlQueryGetSeriesArgs, context: DataContext): GqlSeries[] => {
    const brand: Brand = parseBrand(args.brand);
    checkRegion(args.region, true);
    checkLanguage(args.language);
    const environment = environmentFor(variant, context);
    let entries = context.catalog().list(environment, brand);
    if (args.seriesId) {
      entries = entries.filter((e) => e.seriesId === args.seriesId);
      if (entries.length === 0) throw notFound(`Unknown series "${args.seriesId}" for ${brand} in ${environment} content`);
    }
    if (args.year !== null && args.year !== undefined) {
      entries = entries.filter((e) => e.year === args.year);
      if (entries.length === 0) throw notFound(`No ${args.seriesId ?? brand} series for year ${args.year} in ${environment} content`);
    }
    if (args.showApplicableSeriesForVisualizer) entries = entries.filter((e) => e.data.status === 'active');
    const language = args.language?.toUpperCase() ?? 'EN';
    const key = [environment, brand, language, args.seriesId ?? '', args.year ?? '', args.showApplicableSeriesForVisualizer ? 1 : 0].join('|');
    return seriesCache(context.catalog()).getOrSet(key, () => mapSeriesList(entries.map((e) => localizedEntry(e, args.language))));
  };
}
