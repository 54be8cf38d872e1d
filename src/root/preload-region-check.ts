import { regionLookupUrl, suppressionListUrl } from '../platform/services/region-urls';
import { readZipcode } from '../platform/cookies';
import { pageContext } from '../platform/env';
import { readIsland } from '../platform/first-screen';
import { addPreload } from './preload-link';

/**
 * With a saved ZIP the region gate's first act is to look up its region and read the suppression
 * list, and the configurator's steps wait for its answer. The root config asks for both with
 * `<link rel="preload" as="fetch">` before the gate's chunk has even arrived; the gate's own
 * fetches of the same URLs are then served from the preload (one request each, a step less in the
 * page's request chain). Payment-estimator pages do not read the suppression list, so it is not
 * preloaded there (an unused preload is a console warning), nor where the server made the check
 * for this ZIP already (the gate's island, ADR 0213): the gate decides on that one.
 */
export function preloadRegionCheck(document: Document, location: Pick<Location, 'pathname'>): void {
  const gate = document.querySelector('[data-mfe="region-gate"]');
  if (!gate) return;
  const zip = readZipcode({ document });
  if (!zip || readIsland(gate)?.regionCheck?.zipcode === zip) return;
  const urls = [regionLookupUrl(zip)];
  if (!pageContext({ location, document }).pageKinds.includes('payment-estimator')) urls.push(suppressionListUrl());
  // Same credentials mode as the gate's fetch (same-origin), or the browser would not reuse it.
  for (const href of urls) addPreload(document, href, { as: 'fetch', crossorigin: 'anonymous' });
}
