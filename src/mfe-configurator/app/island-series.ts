import type { Brand, ContentEnvironment, Language } from '../../domain/entities';
import { graphqlFieldSuffix } from '../../domain/environment';
import type { FirstScreenIsland } from '../../platform/first-screen';
import { isSameSeriesQuery, seriesListOf, seriesListVariables } from '../../platform/graphql/early-series';
import type { SeriesListing } from '../data/configurator-api';
import { fromWireSeriesListing } from '../data/wire-images';

/**
 * The series list of a server render's island, when it is what the statechart's first query would
 * ask now (same brand, language, content environment and region; the rule of the early query,
 * ADR 0111) and a clean, non-empty answer. Otherwise undefined: the parcel asks as usual.
 */
export function islandSeries(
  island: FirstScreenIsland | undefined,
  page: { brand: Brand; language: Language; environment: ContentEnvironment; region?: string | null },
): SeriesListing[] | undefined {
  const series = island?.series;
  if (!series) return undefined;
  if (!isSameSeriesQuery(series, graphqlFieldSuffix(page.environment), seriesListVariables(page.brand, page.language, page.region))) return undefined;
  const list = seriesListOf(series.answer as Parameters<typeof seriesListOf>[0]);
  return list && list.length > 0 ? fromWireSeriesListing(list) : undefined;
}
