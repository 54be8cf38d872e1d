/**
 * Analytics adapter: turns configurator moments (start, exit, page views) into events for the
 * host page's tag manager. The attribute rules live in the domain (analyticsAttributes); this
 * file only decides when to send and where to.
 */
import type { BuildConfiguration } from '../domain/entities';
import { ANALYTICS_BRAND, analyticsAttributes, type AnalyticsAttributes } from '../domain/analytics-attributes';

export { watchPageExit } from './page-exit';

/** Scene names used for analytics (product.md section 2); 'error' is the apology page. */
export type AnalyticsScene = 'model' | 'trim' | 'configurator' | 'summary' | 'error';
export const ANALYTICS_SCENES: readonly AnalyticsScene[] = ['model', 'trim', 'configurator', 'summary', 'error'];

/** Page names sent with page views; the error scene names the apology page. */
export const PAGE_NAMES: Record<AnalyticsScene, string> = {
  model: 'build-and-price:model',
  trim: 'build-and-price:trim',
  configurator: 'build-and-price:configurator',
  summary: 'build-and-price:summary',
  error: 'build-and-price:error:our-apologies',
};

/**
 * One analytics event, as pushed to the data layer:
 *
 *   { event: 'configurator-start' | 'configurator-exit' | 'page-view',
 *     page?: { scene, name },            // page views only
 *     attributes: { brand, series_id, model_year, total_srp, ... },  // brand always present
 *     timestamp: 1767225600000 }         // ms since epoch
 */
export interface AnalyticsEvent {
  event: 'configurator-start' | 'configurator-exit' | 'page-view';
  page?: { scene: AnalyticsScene; name: string };
  attributes: AnalyticsAttributes;
  timestamp: number;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export interface Analytics {
  /** Entering the configurator scene. */
  trackStart(build?: BuildConfiguration | null): void;
  /** Leaving configurator/summary for trim, or leaving the page. */
  trackExit(build?: BuildConfiguration | null): void;
  trackPage(scene: AnalyticsScene, build?: BuildConfiguration | null): void;
}

type DataLayer = AnalyticsEvent[] | { event?: unknown };

/**
 * The default sink: pushes onto `window.digitalData`. An array is used as it is (and created
 * when absent); a W3C CEDDL-style object gets the event appended to its `event` array, so a
 * host page that already defines `digitalData` keeps its shape. Anything else is left alone.
 */
export function digitalDataSink(target: { digitalData?: unknown } = window as unknown as { digitalData?: unknown }): AnalyticsSink {
  return (event) => {
    if (target.digitalData === undefined) target.digitalData = [];
    const layer = target.digitalData as DataLayer;
    if (Array.isArray(layer)) {
      layer.push(event);
      return;
    }
    if (typeof layer === 'object' && layer !== null) {
      if (layer.event === undefined) layer.event = [];
      if (Array.isArray(layer.event)) {
        layer.event.push(event);
        return;
      }
    }
    throw new TypeError('analytics: window.digitalData is neither an array nor a CEDDL object');
  };
}

export interface AnalyticsOptions {
  log?: (message: string, detail: unknown) => void;
  now?: () => number;
}

/**
 * Creates the analytics adapter. A failing sink or an attribute that cannot be computed is
 * logged and swallowed: tracking must never break a shopper's build.
 */
export function createAnalytics(sink: AnalyticsSink = digitalDataSink(), options: AnalyticsOptions = {}): Analytics {
  const log = options.log ?? ((message, detail) => console.warn(`[analytics] ${message}`, detail));
  const now = options.now ?? Date.now;

  const attributesOf = (build?: BuildConfiguration | null): AnalyticsAttributes =>
    build ? { ...analyticsAttributes(build), brand: ANALYTICS_BRAND } : { brand: ANALYTICS_BRAND };

  const send = (make: () => Omit<AnalyticsEvent, 'timestamp'>): void => {
    try {
      sink({ ...make(), timestamp: now() });
    } catch (error) {
      log('event not sent', error);
    }
  };

  return {
    trackStart(build) {
      send(() => ({ event: 'configurator-start', attributes: attributesOf(build) }));
    },
    trackExit(build) {
      send(() => ({ event: 'configurator-exit', attributes: attributesOf(build) }));
    },
    trackPage(scene, build) {
      send(() => {
        if (!ANALYTICS_SCENES.includes(scene)) throw new RangeError(`unknown analytics scene ${JSON.stringify(scene)}`);
        return { event: 'page-view', page: { scene, name: PAGE_NAMES[scene] }, attributes: attributesOf(build) };
      });
    },
  };
}
