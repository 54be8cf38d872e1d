import { parseRoute } from '../../domain/routes';
import { readZipcode } from '../../platform/cookies';
import { REGION_GATE_SELECTOR } from './use-steps-gate';
import { pageContext } from '../../platform/env';
import { preloadMessages } from '../../platform/i18n/i18n-provider';
import type { FirstScreenIsland } from '../../platform/first-screen';
import { initialGeolocation } from '../machine/connect-platform';
import { islandSeries } from './island-series';
import { readParcelProps, type ConfiguratorParcelProps } from './parcel-props';
import { loadScene } from './scene-chunks';

/**
 * Whether the configurator can hydrate its slot's server markup (ADR 0213), after loading what its
 * first render needs: the model scene's chunk and the page language's catalogue. Only the model
 * scene is rendered on the server, and only when the island's series list is what the statechart
 * would ask for now: then the first client render is the server's, card for card.
 */
export async function prepareConfiguratorHydration(
  props: ConfiguratorParcelProps & { firstScreen?: FirstScreenIsland },
  // The server render asks about its page's DOM; the browser about its own.
  sources: { location: Pick<Location, 'pathname' | 'href'>; document: Document } = { location: window.location, document },
): Promise<boolean> {
  if (parseRoute(sources.location.pathname).scene !== 'model') return false;
  // Without a saved ZIP the region gate holds the steps until the shopper gives one: the first
  // screen is the ZIP dialog over an empty configurator, and the scene renders after the answer.
  if (sources.document.querySelector(REGION_GATE_SELECTOR) && readZipcode({ document: sources.document }) === undefined) return false;
  const settings = readParcelProps(props, sources.location.href);
  const page = pageContext(sources);
  const language = settings.language ?? page.language;
  const geolocation = initialGeolocation({ bus: settings.bus, document: sources.document });
  if (!islandSeries(props.firstScreen, { brand: settings.brand, language, environment: page.environment, region: geolocation.region })) return false;
  await Promise.all([loadScene('model').promise, preloadMessages(language)]);
  return true;
}
