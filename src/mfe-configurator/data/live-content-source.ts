/**
 * Live content for the configurator (spec issue 9, ADR 0101): on preview and prelive pages with a
 * realtime endpoint, catalog edits reach the open configurator, which refetches what it shows.
 * This adapts the platform's `watchLiveContent` to the one thing the statechart needs to hear:
 * "this series-year of our brand changed" (or "anything may have changed", after a reconnect).
 */
import type { Brand, ContentEnvironment } from '../../domain/entities';
import { graphqlFieldSuffix } from '../../domain/environment';
import type { CloudClient } from '../../platform/cloud-client/cloud-client';
import type { CloudSettings } from '../../platform/cloud-client/cloud-settings';
import type { watchLiveContent } from '../../platform/cloud-client/live-content';
import { consoleApiLogger, type ApiLogger } from './configurator-api';

/** A changed series-year; both absent when changes may have been missed (refetch everything). */
export interface CatalogChange {
  seriesId?: string;
  year?: number;
}

export interface LiveContentSource {
  /** Starts listening; the returned function stops (safe to call before the connection is up). */
  watch(onChange: (change: CatalogChange) => void): () => void;
}

/**
 * The catalog environment whose changes a page shows: preview pages (also preview.stage) watch
 * preview content, prelive pages prelive content. Live and stage pages do not watch (their content
 * changes by deploy), so null.
 */
export function watchedEnvironment(environment: ContentEnvironment): 'preview' | 'prelive' | null {
  const suffix = graphqlFieldSuffix(environment);
  return suffix === 'Preview' ? 'preview' : suffix === 'Prelive' ? 'prelive' : null;
}

export interface LiveContentOptions {
  /** The endpoint's settings: a page without a realtime endpoint does not watch. */
  settings: Pick<CloudSettings, 'realtimeEndpoint'>;
  /** The endpoint's cloud client, loaded when watching starts (data-connection.ts). */
  cloud: () => Promise<CloudClient>;
  environment: ContentEnvironment;
  brand: Brand;
  log?: ApiLogger;
  /** Injected in tests; the platform's watchLiveContent (its own chunk) otherwise. */
  watch?: typeof watchLiveContent;
}

/**
 * Only preview and prelive pages watch, so the watcher is a chunk of its own and live pages never
 * download it (it sat in the configurator's first-load chunk before: about 1.3 KB gzip).
 */
const loadAndWatch: typeof watchLiveContent = (options) =>
  import(/* webpackChunkName: "cloud-live-content" */ '../../platform/cloud-client/live-content').then((module) => module.watchLiveContent(options));

/**
 * The page's live-content source, or null when this page does not watch (a live or stage page, or
 * no `data-realtime-endpoint`). Realtime failures are logged, never thrown: the configurator keeps
 * working on the content it has.
 */
export function liveContentSource(options: LiveContentOptions): LiveContentSource | null {
  const environment = watchedEnvironment(options.environment);
  if (!environment || !options.settings.realtimeEndpoint) return null;
  const log = options.log ?? consoleApiLogger;
  const watch = options.watch ?? loadAndWatch;
  return {
    watch(onChange) {
      let stopped = false;
      let stop = () => {};
      options
        .cloud()
        .then((cloud) =>
          watch({
            cloud,
            environment,
            onChange: (change) => {
              if (change.brand === options.brand) onChange({ seriesId: change.seriesId, year: change.year });
            },
            onResync: () => onChange({}),
            onError: (error) => log('live content error', error),
          }),
        )
        .then(
          (handle) => {
            if (stopped) handle.stop();
            else stop = () => handle.stop();
          },
          (error: unknown) => log('live content unavailable', error),
        );
      return () => {
        stopped = true;
        stop();
      };
    },
  };
}
