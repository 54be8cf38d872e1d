import { graphqlFieldSuffix } from '../domain/environment';
import { parseRoute } from '../domain/routes';
import { leaveEarlySeries, requestEarlySeries, seriesListVariables } from '../platform/graphql/early-series';

/** Scenes whose first query is the series list (the model cards and the grade list). */
const SERIES_SCENES = new Set(['model', 'trim']);

/**
 * Asks for the series list of every configurator slot on the page before any parcel has loaded, and
 * leaves each answer on its slot (platform/graphql/early-series.ts, ADR 0111). Only where the
 * configurator's first query will be that list (the model and trim scenes) and only in API-key mode:
 * IAM mode signs requests with credentials the root config does not have.
 */
export function startEarlySeries(document: Pick<Document, 'querySelectorAll'>, pathname: string, fetchImpl?: typeof fetch): void {
  const route = parseRoute(pathname);
  if (!SERIES_SCENES.has(route.scene)) return;
  document.querySelectorAll<HTMLElement>('[data-mfe="configurator"]').forEach((slot) => {
    const { endpoint, apiKey, brand, authMode, language } = slot.dataset;
    if (!endpoint?.trim() || !apiKey?.trim() || !brand || (authMode?.trim() && authMode.trim() !== 'apiKey')) return;
    const pageLanguage = language === 'en' || language === 'es' ? language : route.lang;
    const variables = seriesListVariables(brand.trim().toLowerCase(), pageLanguage);
    leaveEarlySeries(slot, requestEarlySeries({ endpoint: endpoint.trim(), apiKey: apiKey.trim(), environmentSuffix: graphqlFieldSuffix(route.environment), variables }, fetchImpl));
  });
}
