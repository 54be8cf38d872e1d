/**
 * Test support only: an in-memory ConfiguratorApi over the fixture catalog. Deterministic; every
 * call is recorded; failures and recommendation answers are scripted per test; `hold()` keeps
 * answers back until `release()` so a test can look at the state while a request is in flight.
 */
import type { LatestItemSelected, RecommendationResult } from '../../../domain/entities';
import { ConfiguratorApiError } from '../../data/api-error';
import type { ConfiguratorApi, RequestOptions, SelectedConfig } from '../../data/configurator-api';
import { DEFAULT_SELECTION, fixtureConfig, fixtureSeries, KNOWN, TRIMS } from './fixture-config';

type Method = keyof ConfiguratorApi;

export interface FakeApi extends ConfiguratorApi {
  calls: Array<{ method: Method; input: unknown; region?: string }>;
  callsOf(method: Method): unknown[];
  /** The next call of `method` rejects with this error. */
  failNext(method: Method, error?: ConfiguratorApiError): void;
  /** Answers for getRecommendation, by item code. */
  recommendations: Record<string, RecommendationResult>;
  hold(): void;
  release(): Promise<void>;
}

function applyItem(selection: SelectedConfig, item: LatestItemSelected): SelectedConfig {
  const add = item.changeType === 'ADD';
  const toggle = (codes: string[]) => (add ? [...new Set([...codes, item.itemCode])] : codes.filter((c) => c !== item.itemCode));
  switch (item.itemType) {
    case 'EXTERIOR_COLOR':
      return add ? { ...selection, exteriorColorCode: item.itemCode } : selection;
    case 'INTERIOR_COLOR':
      return add ? { ...selection, interiorColorCode: item.itemCode } : selection;
    case 'WHEELS':
      return add ? { ...selection, wheelsCode: item.itemCode } : selection;
    case 'PACKAGE':
      return { ...selection, packageCodes: toggle(selection.packageCodes) };
    case 'ACCESSORY':
      return { ...selection, accessoryCodes: toggle(selection.accessoryCodes) };
    case 'ENGINE': {
      const target = item.availableWithTrimIds?.[0] ?? Object.values(TRIMS).find((t) => t.engine === item.itemCode)?.code;
      return target ? { ...selection, trimId: target } : selection;
    }
    default:
      return selection;
  }
}

export function createFakeApi(): FakeApi {
  const calls: FakeApi['calls'] = [];
  const failures = new Map<Method, ConfiguratorApiError>();
  let held: Array<() => void> | null = null;

  // Records the region each call was made for (RequestOptions.region: the statechart's, as actor input).
  async function call<T>(method: Method, input: unknown, answer: () => T, options?: RequestOptions): Promise<T> {
    calls.push({ method, input, region: options?.region });
    const failure = failures.get(method);
    failures.delete(method);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (failure) throw failure;
    return answer();
  }

  const api: FakeApi = {
    calls,
    callsOf: (method) => calls.filter((c) => c.method === method).map((c) => c.input),
    failNext: (method, error = new ConfiguratorApiError('server', 'Response status: 500')) => void failures.set(method, error),
    recommendations: {},
    hold: () => {
      held = [];
    },
    release: async () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    // No series list; the details answer the fixture series-year when asked for it (grade trims), else nothing.
    getSeries: (options) => call('getSeries', undefined, () => [], options),
    getSeriesDetails: (query, options) =>
      call('getSeriesDetails', query, () => (query.seriesId === 'tacoma' && query.year === 2024 ? fixtureSeries() : []), options),
    getConfigByGrade: (query, options) =>
      call(
        'getConfigByGrade',
        query,
        () => {
          const trim = query.trimId ?? Object.values(TRIMS).find((t) => t.gradeName === query.gradeName)?.code;
          if (!trim) throw new ConfiguratorApiError('not-found', `Unknown grade ${query.gradeName}`);
          return fixtureConfig(DEFAULT_SELECTION(trim));
        },
        options,
      ),
    getUpdatedConfig: (query, options) =>
      call('getUpdatedConfig', query, () => {
        const start: SelectedConfig = {
          trimId: query.config.trim,
          exteriorColorCode: query.config.exteriorColorCode,
          interiorColorCode: query.config.interiorColorCode,
          wheelsCode: query.config.wheelsCode ?? 'W1',
          packageCodes: query.config.packageCodes,
          accessoryCodes: query.config.accessoryCodes,
        };
        return fixtureConfig(query.latestItemSelected.reduce(applyItem, start));
      }, options),
    getRecommendation: (query) =>
      call('getRecommendation', query, () => api.recommendations[query.latestItemSelected.itemCode] ?? { isConfigValid: true, resolveSteps: [] }),
    getDeepLinkConfig: (query) =>
      call('getDeepLinkConfig', query, () => {
        // Like the data endpoint: an unknown trim has nothing near to fall back to.
        if (!(query.trim in TRIMS)) throw new ConfiguratorApiError('not-found', `Unknown trim "${query.trim}"`);
        const known = (list: readonly string[], code: string) => !code || list.includes(code);
        const valid =
          query.trim in TRIMS &&
          known(KNOWN.EXTERIOR_COLOR, query.exteriorColorCode) &&
          known(KNOWN.INTERIOR_COLOR, query.interiorColorCode) &&
          known(KNOWN.WHEELS, query.wheelsCode ?? '') &&
          query.packageCodes.every((c) => known(KNOWN.PACKAGE, c)) &&
          query.accessoryCodes.every((c) => known(KNOWN.ACCESSORY, c));
        if (!valid) return { isDeepLinkValid: false, config: fixtureConfig(DEFAULT_SELECTION(query.trim in TRIMS ? query.trim : 'T1')) };
        return {
          isDeepLinkValid: true,
          config: fixtureConfig({
            trimId: query.trim,
            exteriorColorCode: query.exteriorColorCode || '040',
            interiorColorCode: query.interiorColorCode || 'LB20',
            wheelsCode: query.wheelsCode || 'W1',
            packageCodes: query.packageCodes,
            accessoryCodes: query.accessoryCodes,
          }),
        };
      }),
  };
  return api;
}
