/**
 * The urql implementation of the ConfiguratorApi port. product.md section 7 "Response handling": the series
 * list logs a server response error and answers nothing (an empty list); config, conflict and
 * deep-link calls log and rethrow, mapped to a ConfiguratorApiError.
 */
import type { Client, RequestPolicy } from '@urql/core';
import type { ApiLanguage, Brand, ContentEnvironment, Language, Series } from '../../domain/entities';
import { graphqlFieldSuffix } from '../../domain/environment';
import { operationFor, resultField, type OperationName } from '../../platform/graphql/operations';
import { ConfiguratorApiError, toApiError } from './api-error';
import {
  consoleApiLogger,
  type ApiLogger,
  type ConfiguratorApi,
  type RecommendationQuery,
  type RequestOptions,
  type ResolvedConfiguration,
  type ResolvedDeepLink,
  type SeriesQuery,
  type UpdatedConfigQuery,
} from './configurator-api';
import { fromWireConfiguration } from './wire-images';
import { stripTypename } from './strip-typename';
import { createConfiguratorClient } from './urql-client';
import { pageContext, type PageContext } from '../../platform/env';

/** Region sent with the series list before the shopper's ZIP gives one (the call requires one). */
export const DEFAULT_REGION = 'NATIONAL';

export interface UrqlConfiguratorApiOptions {
  client: Client;
  brand: Brand;
  language: Language;
  /** From the page path (platform env); picks the live, Preview or Prelive root fields. */
  environment: ContentEnvironment;
  /** Read on every call: the region follows the shopper's ZIP. */
  region?: () => string | null | undefined;
  log?: ApiLogger;
}

export function createUrqlConfiguratorApi(options: UrqlConfiguratorApiOptions): ConfiguratorApi {
  const { client, brand } = options;
  const suffix = graphqlFieldSuffix(options.environment);
  const language: ApiLanguage = options.language === 'es' ? 'ES' : 'EN';
  const log = options.log ?? consoleApiLogger;
  const region = () => options.region?.() || undefined;

  // Live content (ADR 0104): a fresh call means the catalog changed, so every answer cached before
  // it is stale. Until an operation+variables has been fetched again, it skips the cache.
  let generation = 0;
  const refetched = new Set<string>();
  const policyFor = (key: string, options: RequestOptions): RequestPolicy | undefined => {
    if (options.fresh) {
      generation += 1;
      refetched.clear();
    }
    return generation > 0 && !refetched.has(key) ? 'network-only' : undefined;
  };

  async function run<T>(name: OperationName, rawVariables: Record<string, unknown>, options: RequestOptions = {}): Promise<T> {
    // Inputs are often built from earlier results, which carry urql's __typename.
    const variables = stripTypename(rawVariables);
    const key = `${name} ${JSON.stringify(variables)}`;
    const requestPolicy = policyFor(key, options);
    let result;
    try {
      result = await client.query(operationFor(name, suffix), variables, requestPolicy ? { requestPolicy } : undefined).toPromise();
    } catch (error) {
      throw toApiError(error);
    }
    if (result.error) throw toApiError(result.error);
    if (generation > 0) refetched.add(key);
    const data = (result.data as Record<string, unknown> | undefined)?.[resultField(name)];
    if (data === null || data === undefined) throw new ConfiguratorApiError('server', `Empty response to ${name}`);
    return data as T;
  }

  // Config, conflict and deep-link failures: log, then rethrow the mapped error.
  async function runOrRethrow<T>(name: OperationName, variables: Record<string, unknown>, options?: RequestOptions): Promise<T> {
    try {
      return await run<T>(name, variables, options);
    } catch (error) {
      const mapped = toApiError(error);
      log(`${name} failed`, mapped);
      throw mapped;
    }
  }

  const withPage = <T extends object>(input: T) => ({ ...input, language, ...(region() ? { region: region() } : {}) });

  return {
    async getSeries(query: SeriesQuery = {}, options?: RequestOptions) {
      const visualizer = query.seriesId !== undefined || query.year !== undefined || query.showApplicableSeriesForVisualizer;
      try {
        return await run<Series[]>(visualizer ? 'GET_SERIES_VISUALIZER' : 'GET_SERIES', {
          brand,
          region: region() ?? DEFAULT_REGION,
          language,
          ...(visualizer ? { seriesId: query.seriesId, year: query.year, showApplicableSeriesForVisualizer: true } : {}),
        }, options);
      } catch (error) {
        log('server response error: GetSeries', toApiError(error));
        return [];
      }
    },
    async getConfigByGrade(query) {
      const config = await runOrRethrow<ResolvedConfiguration>('GET_CONFIG_BY_GRADE', {
        configInputGrade: withPage({ brand, ...query }),
      });
      return fromWireConfiguration(config);
    },
    async getUpdatedConfig(query: UpdatedConfigQuery, options?: RequestOptions) {
      const config = await runOrRethrow<ResolvedConfiguration>('GET_UPDATED_CONFIG', {
        config: withPage(query.config),
        currentSelectedConfig: query.currentSelectedConfig ?? null,
        latestItemSelected: query.latestItemSelected,
      }, options);
      return fromWireConfiguration(config);
    },
    async getRecommendation(query: RecommendationQuery) {
      return runOrRethrow('GET_RECOMMENDATION', {
        config: withPage(query.config),
        currentSelectedConfig: query.currentSelectedConfig ?? null,
        latestItemSelected: query.latestItemSelected,
      });
    },
    async getDeepLinkConfig(query) {
      const result = await runOrRethrow<ResolvedDeepLink>('GET_DEEP_LINK_CONFIG', {
        deepLinkConfigInput: withPage({ brand, ...query }),
      });
      return { isDeepLinkValid: result.isDeepLinkValid, config: fromWireConfiguration(result.config) };
    },
  };
}

/** Parcel props the data layer needs. */
export interface ConfiguratorDataProps {
  endpoint: string;
  apiKey: string;
  brand: Brand;
  region?: () => string | null | undefined;
  log?: ApiLogger;
}

/**
 * The production wiring: one urql client for the parcel, language and content environment read
 * from the page path through platform env.
 */
export function configuratorApiForPage(props: ConfiguratorDataProps, page: Pick<PageContext, 'language' | 'environment'> = pageContext()): ConfiguratorApi {
  const client = createConfiguratorClient({ endpoint: props.endpoint, apiKey: props.apiKey });
  return createUrqlConfiguratorApi({ client, brand: props.brand, language: page.language, environment: page.environment, region: props.region, log: props.log });
}
