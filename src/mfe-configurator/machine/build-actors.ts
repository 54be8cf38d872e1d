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
    // The build each resolve step leads to, asked of the server with the very query Apply would
    // send (ADR 0125). A step the server refuses is left out (null); none answered is a failure.
    previewResolutions: fromPromise<Array<ResolvedConfiguration | null>, UpdatedConfigQuery[]>(async ({ input }) => {
      const settled = await Promise.allSettled(input.map((query) => api.getUpdatedConfig(query)));
      const answers = settled.map((s) => (s.status === 'fulfilled' ? s.value : null));
      if (answers.every((a) => a === null)) throw (settled[0] as PromiseRejectedResult | undefined)?.reason ?? new Error('No resolution could be priced');
      return answers;
    }),
  };
}
