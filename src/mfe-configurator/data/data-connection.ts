/**
 * The configurator's data connection as the parcel holds it at mount: settings checked at once, the
 * data layer itself (urql, the cloud client, the typed documents: about 12 KB gzip) loaded on the
 * first call that needs it (ADR 0111). The first call is usually the series list, and on the vehicle
 * page the root config has already asked for it (platform/graphql/early-series.ts): that answer is
 * used when it asked exactly the same, so the model cards paint without waiting for the data layer.
 */
import type { Brand, ContentEnvironment, Language } from '../../domain/entities';
import { graphqlFieldSuffix } from '../../domain/environment';
import type { CloudClient } from '../../platform/cloud-client/cloud-client';
import type { CloudSettings, CloudSettingsInput } from '../../platform/cloud-client/cloud-settings';
import { isSameSeriesQuery, seriesListOf, seriesListVariables, type EarlySeries } from '../../platform/graphql/early-series';
import { toApiError } from './api-error';
import { callRegion, consoleApiLogger, type ApiLogger, type ConfiguratorApi, type RequestOptions } from './configurator-api';
import { validateConnectionSettings } from './connection-settings';
import type { OpenedData } from './urql-data';
import { fromWireSeriesListing, type WireSeriesList } from './wire-images';

export interface DataConnectionOptions {
  cloud: CloudSettingsInput & { endpoint: string };
  brand: Brand;
  language: Language;
  environment: ContentEnvironment;
  /** The page's region, read on every call (the shopper's ZIP may give one later). */
  region?: () => string | null | undefined;
  /** The root config's series list query for this slot, if it sent one. */
  early?: EarlySeries;
  log?: ApiLogger;
  /** Injected in tests; the data layer's chunk otherwise. */
  load?: () => Promise<{ openData: typeof import('./urql-data').openData }>;
}

export interface DataConnection {
  api: ConfiguratorApi;
  /** The validated endpoint settings (the realtime endpoint of live content is among them). */
  settings: CloudSettings;
  /** The endpoint's cloud client (auth of the page's mode), loading the data layer if needed. */
  cloud(): Promise<CloudClient>;
  dispose(): void;
}

const loadDataLayer = () => import(/* webpackChunkName: "configurator-data" */ './urql-data');

/** Throws at once on invalid settings (see validateConnectionSettings); never loads anything itself. */
export function createDataConnection(options: DataConnectionOptions): DataConnection {
  const settings = validateConnectionSettings(options.cloud);
  const { brand, language, environment, region, log = consoleApiLogger } = options;
  let opened: Promise<OpenedData> | undefined;
  const open = (): Promise<OpenedData> => {
    if (!opened) {
      const opening = (options.load ?? loadDataLayer)().then((layer) => layer.openData(settings, { brand, language, environment, region, log }));
      // A failed download is tried again by the next call rather than remembered.
      opening.catch(() => {
        if (opened === opening) opened = undefined;
      });
      opened = opening;
    }
    return opened;
  };
  let disposed = false;
  let early = options.early;

  /** The early answer, when it asked what this call asks and it succeeded. */
  async function earlySeries(call: RequestOptions | undefined): Promise<WireSeriesList | undefined> {
    const taken = early;
    early = undefined;
    if (!taken || call?.fresh) return undefined;
    if (!isSameSeriesQuery(taken, graphqlFieldSuffix(environment), seriesListVariables(brand, language, callRegion(call, region)))) return undefined;
    return seriesListOf(await taken.answer);
  }

  // Every call but the series list rejects with a ConfiguratorApiError, so does a failed download.
  const later =
    <A extends unknown[], R>(call: (api: ConfiguratorApi, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      let data: OpenedData;
      try {
        data = await open();
      } catch (error) {
        const mapped = toApiError(error);
        log('data layer unavailable', mapped);
        throw mapped;
      }
      return call(data.api, ...args);
    };

  const api: ConfiguratorApi = {
    async getSeries(call) {
      const list = await earlySeries(call);
      if (list) return fromWireSeriesListing(list);
      try {
        return await (await open()).api.getSeries(call);
      } catch (error) {
        // The series list never rejects (configurator-api.ts): a failed download answers no series.
        log('server response error: GetSeries', toApiError(error));
        return [];
      }
    },
    getSeriesDetails: later((a, query, call) => a.getSeriesDetails(query, call)),
    getConfigByGrade: later((a, query, call) => a.getConfigByGrade(query, call)),
    getUpdatedConfig: later((a, query, call) => a.getUpdatedConfig(query, call)),
    getRecommendation: later((a, query, call) => a.getRecommendation(query, call)),
    getDeepLinkConfig: later((a, query, call) => a.getDeepLinkConfig(query, call)),
    getInventoryMatches: later((a, input) => a.getInventoryMatches!(input)),
  };

  return {
    api,
    settings,
    cloud: async () => (await open()).cloud,
    dispose() {
      if (disposed) return;
      disposed = true;
      opened?.then((data) => data.cloud.dispose(), () => undefined);
    },
  };
}
