/**
 * The build machine's async work, one `fromPromise` actor per call (architecture.md convention 4). Each
 * takes everything it needs as `input` (the query from machine context, the region from the
 * geolocation child) and closes over the data port.
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
import type { RegionalInput } from './region-input';

/** How the build machine's requests are timed; the parcel's is given in app/configurator-root.tsx. */
export interface BuildTiming {
  /**
   * Resolves when a pick's confirming request may start. In the browser: after the pick's new
   * total is painted, so building and sending the request (urql's exchanges, fetch) stays out of
   * the pick's frame. Tests and the simulator send at once.
   */
  beforePickRequest?: () => Promise<void>;
}

export function buildActors(api: ConfiguratorApi, timing: BuildTiming = {}) {
  return {
    loadConfigByGrade: fromPromise<ResolvedConfiguration, RegionalInput<ConfigByGradeQuery>>(({ input }) => api.getConfigByGrade(input.query, { region: input.region })),
    loadDeepLink: fromPromise<ResolvedDeepLink, RegionalInput<DeepLinkQuery>>(({ input }) => api.getDeepLinkConfig(input.query, { region: input.region })),
    updateConfig: fromPromise<ResolvedConfiguration, RegionalInput<UpdatedConfigQuery>>(({ input }) => {
      const send = () => api.getUpdatedConfig(input.query, { region: input.region });
      return timing.beforePickRequest ? timing.beforePickRequest().then(send) : send();
    }),
    // Live content: the same build, asked again past every cache (ADR 0104).
    refreshConfig: fromPromise<ResolvedConfiguration, RegionalInput<UpdatedConfigQuery>>(({ input }) =>
      api.getUpdatedConfig(input.query, { fresh: true, region: input.region }),
    ),
    recommend: fromPromise<RecommendationResult, RegionalInput<RecommendationQuery>>(({ input }) => api.getRecommendation(input.query, { region: input.region })),
    // The build each resolve step leads to, asked of the server with the very query Apply would
    // send (ADR 0125). A step the server refuses is left out (null); none answered is a failure.
    previewResolutions: fromPromise<Array<ResolvedConfiguration | null>, RegionalInput<UpdatedConfigQuery[]>>(async ({ input }) => {
      const settled = await Promise.allSettled(input.query.map((query) => api.getUpdatedConfig(query, { region: input.region })));
      const answers = settled.map((s) => (s.status === 'fulfilled' ? s.value : null));
      if (answers.every((a) => a === null)) throw (settled[0] as PromiseRejectedResult | undefined)?.reason ?? new Error('No resolution could be priced');
      return answers;
    }),
  };
}
