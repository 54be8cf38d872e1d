import { withClientErrors } from '../client-errors';
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
 * argument or a result shape here disagrees with the schema. Each maps the configuration's own
 * errors to client-facing GraphQL errors (client-errors.ts).
 */
export function queryResolvers(): Required<GqlQueryResolvers> {
  return {
    getSeries: withClientErrors(getSeriesResolver('')),
    getSeriesPreview: withClientErrors(getSeriesResolver('Preview')),
    getSeriesPrelive: withClientErrors(getSeriesResolver('Prelive')),
    getConfigByGrade: withClientErrors(getConfigByGradeResolver('')),
    getConfigByGradePreview: withClientErrors(getConfigByGradeResolver('Preview')),
    getConfigByGradePrelive: withClientErrors(getConfigByGradeResolver('Prelive')),
    getUpdatedConfig: withClientErrors(getUpdatedConfigResolver('')),
    getUpdatedConfigPreview: withClientErrors(getUpdatedConfigResolver('Preview')),
    getUpdatedConfigPrelive: withClientErrors(getUpdatedConfigResolver('Prelive')),
    getRecommendation: withClientErrors(getRecommendationResolver('')),
    getRecommendationPreview: withClientErrors(getRecommendationResolver('Preview')),
    getRecommendationPrelive: withClientErrors(getRecommendationResolver('Prelive')),
    getDeepLinkConfig: withClientErrors(getDeepLinkConfigResolver('')),
    getDeepLinkConfigPreview: withClientErrors(getDeepLinkConfigResolver('Preview')),
    getDeepLinkConfigPrelive: withClientErrors(getDeepLinkConfigResolver('Prelive')),
    getInventoryMatches: withClientErrors(getInventoryMatchesResolver()),
  };
}
