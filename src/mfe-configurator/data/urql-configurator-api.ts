/**
 * The urql implementation of the ConfiguratorApi port. product.md section 7 "Response handling": the series
 * list logs a server response error and answers nothing (an empty list); config, conflict and
 * deep-link calls log and rethrow, mapped to a ConfiguratorApiError.
 */
import type { Client, RequestPolicy } from '@urql/core';
import type { ApiLanguage, Brand, ContentEnvironment, Language } from '../../domain/entities';
import { graphqlFieldSuffix } from '../../domain/environment';
import { INVENTORY_MATCHES_DOCUMENT } from '../../platform/graphql/inventory-documents';
import { documentFor, type OperationDocument, type OperationName } from '../../platform/graphql/operations';
import { apiLanguage, DEFAULT_REGION, seriesListVariables } from '../../platform/graphql/early-series';
import type { ResultOf, VariablesOf } from '../../platform/graphql/graphql';
import { ConfiguratorApiError, toApiError } from './api-error';
import {
  callRegion,
  consoleApiLogger,
  type ApiLogger,
  type ConfiguratorApi,
  type RecommendationQuery,
  type RequestOptions,
  type SeriesYearQuery,
  type UpdatedConfigQuery,
} from './configurator-api';
import { fromWireConfiguration, fromWireSeriesDetails, fromWireSeriesListing } from './wire-images';
import { stripTypename } from './strip-typename';


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
  const language: ApiLanguage = apiLanguage(options.language);
  const log = options.log ?? consoleApiLogger;
  // The call's region (actor input) first; else the page's start value.
  const regionOf = (call?: RequestOptions) => callRegion(call, options.region);

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

  async function run<N extends OperationName>(
    name: N,
    rawVariables: VariablesOf<OperationDocument<N>>,
    options: RequestOptions = {},
  ): Promise<ResultOf<OperationDocument<N>>> {
    // Inputs are often built from earlier results, which carry urql's __typename.
    const variables = stripTypename(rawVariables);
    const key = `${name} ${JSON.stringify(variables)}`;
    const requestPolicy = policyFor(key, options);
    let result;
    try {
      result = await client.query(documentFor(name, suffix), variables, requestPolicy ? { requestPolicy } : undefined).toPromise();
    } catch (error) {
      throw toApiError(error);
    }
    if (result.error) throw toApiError(result.error);
    // The schema says non-null, but a faulty server may still answer null: never pass that on.
    if (!result.data || Object.values(result.data).some((root) => root === null || root === undefined)) {
      throw new ConfiguratorApiError('server', `Empty response to ${name}`);
    }
    if (generation > 0) refetched.add(key);
    return result.data;
  }

  // Config, conflict and deep-link failures: log, then rethrow the mapped error.
  async function runOrRethrow<N extends OperationName>(
    name: N,
    variables: VariablesOf<OperationDocument<N>>,
    options?: RequestOptions,
  ): Promise<ResultOf<OperationDocument<N>>> {
    try {
      return await run(name, variables, options);
    } catch (error) {
      const mapped = toApiError(error);
      log(`${name} failed`, mapped);
      throw mapped;
    }
  }

  const withPage = <T extends object>(input: T, call?: RequestOptions) => {
    const region = regionOf(call);
    return { ...input, language, ...(region ? { region } : {}) };
  };

  return {
    async getSeries(call?: RequestOptions) {
      try {
        const data = await run('GET_SERIES', seriesListVariables(brand, options.language, regionOf(call)), call);
        return fromWireSeriesListing(data.getSeries);
      } catch (error) {
        log('server response error: GetSeries', toApiError(error));
        return [];
      }
    },
    async getSeriesDetails(query: SeriesYearQuery, options?: RequestOptions) {
      const variables = { brand, region: regionOf(options) ?? DEFAULT_REGION, language, ...query, showApplicableSeriesForVisualizer: true };
      try {
        return fromWireSeriesDetails((await run('GET_SERIES_VISUALIZER', variables, options)).getSeries);
      } catch (error) {
        log('server response error: GetSeriesVisualizer', toApiError(error));
        return [];
      }
    },
    async getConfigByGrade(query, options) {
      const data = await runOrRethrow('GET_CONFIG_BY_GRADE', { configInputGrade: withPage({ brand, ...query }, options) });
      return fromWireConfiguration(data.getConfigByGrade);
    },
    async getUpdatedConfig(query: UpdatedConfigQuery, options?: RequestOptions) {
      const data = await runOrRethrow('GET_UPDATED_CONFIG', {
        config: withPage(query.config, options),
        latestItemSelected: query.latestItemSelected,
      }, options);
      return fromWireConfiguration(data.getUpdatedConfig);
    },
    async getRecommendation(query: RecommendationQuery, options?: RequestOptions) {
      const data = await runOrRethrow('GET_RECOMMENDATION', {
        config: withPage(query.config, options),
        currentSelectedConfig: query.currentSelectedConfig ?? null,
        latestItemSelected: query.latestItemSelected,
      });
      return data.getRecommendation;
    },
    async getDeepLinkConfig(query, options) {
      const { getDeepLinkConfig } = await runOrRethrow('GET_DEEP_LINK_CONFIG', { deepLinkConfigInput: withPage({ brand, ...query }, options) });
      return { isDeepLinkValid: getDeepLinkConfig.isDeepLinkValid, config: fromWireConfiguration(getDeepLinkConfig.config) };
    },
    async getInventoryMatches(input) {
      // Never from the cache: the answer follows the stock's readiness and today's arrivals.
      const variables = { input: stripTypename({ ...input, config: { ...input.config, brand, language } }) };
      let result;
      try {
        result = await client.query(INVENTORY_MATCHES_DOCUMENT, variables, { requestPolicy: 'network-only' }).toPromise();
      } catch (error) {
        throw toApiError(error);
      }
      if (result.error || !result.data?.getInventoryMatches) throw toApiError(result.error ?? new Error('Empty response to GetInventoryMatches'));
      return result.data.getInventoryMatches;
    },
  };
}
