/**
 * The build machine's async work, one `fromPromise` actor per call (architecture.md convention 4). Each
 * takes everything it needs as `input` (read from machine context) and closes over the data port.
 */
import { fromPromise } from 'xstate';
import type { RecommendationResult } from '../../domain/entities';
import type {
  ConfigByGradeQuery,
  ConfiguratorApi,
  DeepLinkQuery,
  RecommendationQuery,
  ResolvedConfiguration,
  ResolvedDeepLink,
  UpdatedConfigQuery,
} from '../data/configurator-api';

export function buildActors(api: ConfiguratorApi) {
  return {
    loadConfigByGrade: fromPromise<ResolvedConfiguration, ConfigByGradeQuery>(({ input }) => api.getConfigByGrade(input)),
    loadDeepLink: fromPromise<ResolvedDeepLink, DeepLinkQuery>(({ input }) => api.getDeepLinkConfig(input)),
    updateConfig: fromPromise<ResolvedConfiguration, UpdatedConfigQuery>(({ input }) => api.getUpdatedConfig(input)),
    // Live content: the same build, asked again past every cache (ADR 0104).
    refreshConfig: fromPromise<ResolvedConfiguration, UpdatedConfigQuery>(({ input }) => api.getUpdatedConfig(input, { fresh: true })),
    recommend: fromPromise<RecommendationResult, RecommendationQuery>(({ input }) => api.getRecommendation(input)),
  };
}
