import type { GqlQueryResolvers } from '../generated/resolver-types';
import { getConfigByGradeResolver } from './get-config-by-grade.resolver';
import { getDeepLinkConfigResolver } from './get-deep-link-config.resolver';
import { getInventoryMatchesResolver } from './get-inventory-matches.resolver';
import { getRecommendationResolver } from './get-recommendation.resolver';
import { getSeriesResolver } from './get-series.resolver';
import { getUpdatedConfigResolver } from './get-updated-config.resolver';

/**
 * Root Query resolvers: each operation under its live name and its Preview and Prelive variants.
 * Typed with the resolver types generated from schema.graphql, so tsc fails when a field, an
 * argument or a result shape here disagrees with the schema.
 */
export function queryResolvers(): Required<GqlQueryResolvers> {
  return {
    getSeries: getSeriesResolver(''),
    getSeriesPreview: getSeriesResolver('Preview'),
    getSeriesPrelive: getSeriesResolver('Prelive'),
    getConfigByGrade: getConfigByGradeResolver(''),
    getConfigByGradePreview: getConfigByGradeResolver('Preview'),
    getConfigByGradePrelive: getConfigByGradeResolver('Prelive'),
    getUpdatedConfig: getUpdatedConfigResolver(''),
    getUpdatedConfigPreview: getUpdatedConfigResolver('Preview'),
    getUpdatedConfigPrelive: getUpdatedConfigResolver('Prelive'),
    getRecommendation: getRecommendationResolver(''),
    getRecommendationPreview: getRecommendationResolver('Preview'),
    getRecommendationPrelive: getRecommendationResolver('Prelive'),
    getDeepLinkConfig: getDeepLinkConfigResolver(''),
    getDeepLinkConfigPreview: getDeepLinkConfigResolver('Preview'),
    getDeepLinkConfigPrelive: getDeepLinkConfigResolver('Prelive'),
    getInventoryMatches: getInventoryMatchesResolver(),
  };
}
