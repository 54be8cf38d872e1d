import { parseRoute } from '../domain/routes';
import { setGlobalHeaderHidden } from '../platform/global-header';

/**
 * On a deep link onto a build step (the configurator scene, not trim selection or summary), hides
 * the host's global header elements before the first paint. The configurator hides them anyway
 * once it renders that scene; doing it here first means that later hiding moves nothing (a direct
 * deep link used to shift the page by 0.04-0.16 CLS). The same helper marks what it hid, so the
 * configurator's page behaviour shows the header again on the other scenes. Returns whether it hid.
 */
export function hideHeaderForBuildStep(document: Document, pathname: string): boolean {
  if (!document.querySelector('[data-mfe="configurator"]')) return false;
  if (parseRoute(pathname).scene !== 'configurator') return false;
  return setGlobalHeaderHidden(document, true) > 0;
}
