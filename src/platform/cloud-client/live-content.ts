import type { CloudClient } from './cloud-client';
import { CloudClientError } from './cloud-errors';
import type { RealtimeStatus } from './realtime-client';

/**
 * Live content for preview and prelive pages: the server publishes `catalogChanged` when catalog
 * files change, and the open configurator refreshes what changed (spec issue 9). This wraps the
 * realtime client so a parcel only says what to do on a change.
 */
export const CATALOG_CHANGED_SUBSCRIPTION = `subscription CATALOG_CHANGED($environment: String!) {
  catalogChanged(environment: $environment) { kind version environment brand seriesId year }
}`;

/** One changed series-year of the watched environment. */
export interface CatalogChangeEvent {
  version: string;
  environment: string;
  brand: string;
  seriesId: string;
  year: number;
}

interface CatalogEventWire {
  kind: 'READY' | 'CHANGED';
  version: string;
  environment: string;
  brand: string | null;
  seriesId: string | null;
  year: number | null;
}

const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** The `catalogChanged` event of a subscription payload, or undefined when the payload is not one. */
export function readCatalogEvent(data: unknown): CatalogEventWire | undefined {
  const event = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).catalogChanged : undefined;
  if (typeof event !== 'object' || event === null) return undefined;
  const e = event as Record<string, unknown>;
  if ((e.kind !== 'READY' && e.kind !== 'CHANGED') || typeof e.version !== 'string' || typeof e.environment !== 'string') return undefined;
  if (!isStringOrNull(e.brand) || !isStringOrNull(e.seriesId) || !(e.year === null || typeof e.year === 'number')) return undefined;
  return { kind: e.kind, version: e.version, environment: e.environment, brand: e.brand, seriesId: e.seriesId, year: e.year };
}

/** After a failed subscription, try again on the reconnect cadence. */
export const RESUBSCRIBE_DELAY_MS = 60_000;

export interface LiveContentOptions {
  cloud: CloudClient;
  /** The page's content environment (product.md section 7: preview, prelive; live pages normally do not watch). */
  environment: string;
  /** A series-year changed: refetch what shows it. */
  onChange: (change: CatalogChangeEvent) => void;
  /** Changes may have been missed while disconnected (the version moved): refetch everything shown. */
  onResync?: (version: string) => void;
  onError?: (error: CloudClientError) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** Tests on Node pass the `ws` constructor. */
  webSocketImpl?: unknown;
}

export interface LiveContentHandle {
  stop(): void;
}

/**
 * Subscribes to catalog changes of one environment. Rejects with "Subscribe is only available for
 * the realtime endpoint" when the page configured no realtime endpoint.
 */
export async function watchLiveContent(options: LiveContentOptions): Promise<LiveContentHandle> {
  const url = options.cloud.settings.realtimeEndpoint;
  if (!url) throw new CloudClientError('SUBSCRIBE_REALTIME_ONLY', 'no realtime endpoint configured');
  const { createRealtimeClient } = await import(/* webpackChunkName: "cloud-realtime" */ './realtime-client');
  const realtime = createRealtimeClient({
    url,
    connectionParams: () => options.cloud.realtimeConnectionParams(),
    onError: options.onError,
    onAuthRejected: () => options.cloud.invalidateCredentials(),
    onStatus: (status) => options.onStatus?.(status),
    webSocketImpl: options.webSocketImpl,
  });
  let version: string | undefined;
  let stopped = false;
  let unsubscribe = () => {};
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const start = () => {
    unsubscribe = realtime.subscribe(CATALOG_CHANGED_SUBSCRIPTION, { environment: options.environment }, {
      next: (data) => {
        const event = readCatalogEvent(data);
        // A payload of another shape is reported, not trusted: the build on screen stays as it is.
        if (!event) return options.onError?.(new CloudClientError('UNKNOWN', 'Malformed catalog event'));
        if (event.kind === 'READY') {
          if (version !== undefined && version !== event.version) options.onResync?.(event.version);
          version = event.version;
          return;
        }
        version = event.version;
        if (event.brand && event.seriesId && event.year !== null) {
          options.onChange({ version: event.version, environment: event.environment, brand: event.brand, seriesId: event.seriesId, year: event.year });
        }
      },
      error: (error) => {
        options.onError?.(error);
        if (!stopped) retryTimer = setTimeout(start, RESUBSCRIBE_DELAY_MS);
      },
    });
  };
  start();
  return {
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      unsubscribe();
      realtime.dispose();
    },
  };
}
