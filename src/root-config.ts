// First: the root config's CSP nonce reaches every chunk webpack adds (ADR 0210).
import './root/webpack-nonce';
import { languageFromPath } from './domain/environment';
import { warmIntl } from './platform/i18n/warm-intl';
import { loadParcelModule } from './root/load-parcel';
import { pageSlotDeferral } from './root/deferred-slots';
import { hideHeaderForBuildStep } from './root/early-header';
import { startEarlySeries } from './root/early-series';
import { startFirstSceneDownload } from './root/first-scene';
import { preloadRegionCheck } from './root/preload-region-check';
import { parcelRegistry } from './root/parcel-registry';
import { startSlotDownloads } from './root/slot-downloads';
import { yieldToBrowser } from './root/yield-to-browser';

/**
 * The one script a CMS page includes (`<script src="/configurator/root-config.js" defer>`).
 * It uses no UI framework and stays tiny: it asks for the parcels of the page's `[data-mfe]`
 * slots at once, then loads the root logic (single-spa, the event bus, slot bookkeeping) as a
 * chunk beside them, which mounts a parcel into every slot, now and as the page adds more.
 */
// The first data of the page travels beside the chunks instead of after them: the configurator's
// series list, and the region gate's check of a saved ZIP.
startEarlySeries(document, window.location.pathname);
preloadRegionCheck(document, window.location);

// The root logic is asked for before the parcels: nothing mounts without it, and over HTTP/1.1 a
// browser opens six connections to a host, so a request made after the parcels' waits in line.
const rootLogic = loadParcelModule(() => import(/* webpackChunkName: "root-start" */ './root/start-root'), 500);

// The parcels' chunks in a task of their own, right after this one (a yield's continuation runs
// first): the whole start was one task of ~110 ms at 4x CPU, blocking time for the page; the
// server's preload hints have those downloads under way already.
void yieldToBrowser().then(() => {
  const defer = pageSlotDeferral(document, window.location);
  const registry = startSlotDownloads(parcelRegistry, document, defer);
  startFirstSceneDownload(document, window.location.pathname);
  rootLogic
    .then((module) => (module as typeof import('./root/start-root')).startPage(registry, document, defer))
    .catch((error: unknown) => console.error('[root-config] the root logic could not load, so no parcel mounts', error));
});

// Before first paint: a deep link onto a build step hides the site header now, not after the
// configurator renders, so its later hiding shifts nothing.
hideHeaderForBuildStep(document, window.location.pathname);

// Every parcel formats prices and texts with Intl: start its data while the chunks download.
warmIntl(languageFromPath(window.location.pathname));
