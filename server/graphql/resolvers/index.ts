import { FIELD_VARIANTS } from '../../configuration/data-context';
import { getConfigByGradeResolver } from './get-config-by-grade.resolver';
import { getDeepLinkConfigResolver } from './get-deep-link-config.resolver';
import { getRecommendationResolver } from './get-recommendation.resolver';
import { getSeriesResolver } from './get-series.resolver';
import { getUpdatedConfigResolver } from './get-updated-config.resolver';

const OPERATIONS = {
  getSeries: getSeriesResolver,
  getConfigByGrade: getConfigByGradeResolver,
  getUpdatedConfig: getUpdatedConfigResolver,
  getRecommendation: getRecommendationResolver,
  getDeepLinkConfig: getDeepLinkConfigResolver,
} as const;

/** Root Query resolvers: each operation under its live name and its Preview and Prelive variants. */
export function queryResolvers(): Record<string, (root: unknown, args: never, context: never) => unknown> {
  const query: Record<string, (root: unknown, args: never, context: never) => unknown> = {};
  for (const [name, make] of Object.entries(OPERATIONS)) {
    for (const variant of FIELD_VARIANTS) query[`${name}${variant}`] = make(variant) as (root: unknown, args: never, context: never) => unknown;
  }
  return query;
}
