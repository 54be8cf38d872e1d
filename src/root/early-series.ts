import { graphqlFieldSuffix } from '../domain/environment';
import { parseRoute } from '../domain/routes';
import { firstCardImageUrl } from '../domain/model-card-image';
import { firstSceneShowsAtOnce } from './first-paint';
import { addPreload } from './preload-link';
import { readIsland } from '../platform/first-screen';
import { leaveEarlySeries, requestEarlySeries, seriesListOf, seriesListVariables, type EarlySeries } from '../platform/graphql/early-series';

/** Scenes whose first query is the series list (the model cards and the grade list). */
const SERIES_SCENES = new Set(['model', 'trim']);

/**
 * Asks for the series list of every configurator slot on the page before any parcel has loaded, and
 * leaves each answer on its slot (platform/graphql/early-series.ts, ADR 0111). Only where the
 * configurator's first query will be that list (the model and trim scenes) and only in API-key mode:
 * IAM mode signs requests with credentials the root config does not have. On the model scene the
 * first card's image (the page's largest paint) is preloaded as soon as the list arrives, while
 * React and the parcels are still downloading, unless the ZIP dialog comes first (first-paint.ts).
 */
export function startEarlySeries(document: Pick<Document, 'querySelectorAll'>, pathname: string, fetchImpl?: typeof fetch): void {
  const route = parseRoute(pathname);
  if (!SERIES_SCENES.has(route.scene)) return;
  document.querySelectorAll<HTMLElement>('[data-mfe="configurator"]').forEach((slot) => {
    const { endpoint, apiKey, brand, authMode, language } = slot.dataset;
    if (!endpoint?.trim() || !apiKey?.trim() || !brand || (authMode?.trim() && authMode.trim() !== 'apiKey')) return;
    // A server render's island carries the list, and its markup the card images (ADR 0213).
    if (readIsland(slot)?.series) return;
    const pageLanguage = language === 'en' || language === 'es' ? language : route.lang;
    const variables = seriesListVariables(brand.trim().toLowerCase(), pageLanguage);
    const early = requestEarlySeries({ endpoint: endpoint.trim(), apiKey: apiKey.trim(), environmentSuffix: graphqlFieldSuffix(route.environment), variables }, fetchImpl);
    leaveEarlySeries(slot, early);
    if (route.scene === 'model' && slot.ownerDocument && firstSceneShowsAtOnce(slot.ownerDocument)) preloadFirstCardImage(slot.ownerDocument, early);
  });
}

/** `<link rel="preload" as="image">` for the first model card's image, with the card's priority. */
function preloadFirstCardImage(document: Document, early: EarlySeries): void {
  early.answer.then((answer) => {
    const list = seriesListOf(answer);
    const href = list && firstCardImageUrl(list);
    if (!href) return;
    addPreload(document, href, { as: 'image', fetchpriority: 'high' });
  });
}
