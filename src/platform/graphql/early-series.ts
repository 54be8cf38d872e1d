/**
 * The series list, asked for by the root config before any parcel has loaded (ADR 0111).
 *
 * The vehicle page's largest paint is the first model card's image, and it waited for a chain:
 * root-config.js, then the parcel chunks and React, then the series query, then the image. The root
 * config knows everything the configurator's first query needs (the slot's endpoint, key and brand,
 * and the page's language and content environment), so it sends it beside the chunk downloads and
 * leaves the answer on the slot. The configurator takes it when its first series query has the same
 * variables, and otherwise (or when the early answer failed) asks the usual way: nothing depends on
 * the early answer being there.
 */
import type { ApiLanguage, Brand, Language } from '../../domain/entities';
import { API_KEY_HEADER } from '../cloud-client/api-key-header';
import type { ResultOf } from 'gql.tada';
import type { EnvironmentSuffix } from './document-variants';
import type { GET_SERIES } from './series-documents';
import { SERIES_LIST_QUERY } from './series-list-query.generated';

/** Region sent with the series list before the shopper's ZIP gives one (the call requires one). */
export const DEFAULT_REGION = 'NATIONAL';

/** The language of the data endpoint: the page language in upper case. */
export const apiLanguage = (language: Language): ApiLanguage => (language === 'es' ? 'ES' : 'EN');

export interface SeriesListVariables {
  brand: Brand | string;
  region: string;
  language: ApiLanguage;
}

/** The variables of a series list query: the one rule both the root config and the configurator use. */
export function seriesListVariables(brand: Brand | string, language: Language, region?: string | null): SeriesListVariables {
  return { brand, region: region || DEFAULT_REGION, language: apiLanguage(language) };
}

/** The series list as GET_SERIES selects it (SERIES_LIST_QUERY is that document's text). */
export type SeriesList = ResultOf<typeof GET_SERIES>['getSeries'];

/**
 * A GraphQL answer to the series list query. Typed by the document that was sent, as urql types
 * its answers: the server is ours and schema-checked, so the shape is the document's.
 */
interface SeriesListAnswer {
  data?: { getSeries?: SeriesList | null } | null;
  errors?: unknown;
}

/** An early series query: what it asked, and its answer's JSON (undefined when it failed). */
export interface EarlySeries {
  environmentSuffix: EnvironmentSuffix;
  variables: SeriesListVariables;
  answer: Promise<SeriesListAnswer | undefined>;
}

export interface EarlySeriesRequest {
  endpoint: string;
  apiKey: string;
  environmentSuffix: EnvironmentSuffix;
  variables: SeriesListVariables;
}

/** Sends the series list query once, with the API-key header; never rejects. */
export function requestEarlySeries(request: EarlySeriesRequest, fetchImpl: typeof fetch = (...args) => fetch(...args)): EarlySeries {
  const { endpoint, apiKey, environmentSuffix, variables } = request;
  const answer = fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', [API_KEY_HEADER]: apiKey },
    body: JSON.stringify({ query: SERIES_LIST_QUERY[environmentSuffix], variables, operationName: `GetSeries${environmentSuffix}` }),
  })
    .then((response): Promise<SeriesListAnswer> | undefined => (response.ok ? response.json() : undefined))
    // The configurator asks again and reports what fails then; nothing to say twice.
    .catch(() => undefined);
  return { environmentSuffix, variables, answer };
}

// Keyed by the slot element: the root config and the parcels share this module (one webpack runtime).
const bySlot = new WeakMap<Element, EarlySeries>();

/** Leaves an early series query on its configurator slot. */
export function leaveEarlySeries(slot: Element, early: EarlySeries): void {
  bySlot.set(slot, early);
}

/**
 * The early series query left on a slot. Read while the configurator renders: React may render a
 * root more than once before it commits (a transition's render restarts, ADR 0215), so reading does
 * not consume it; the parcel forgets it once mounted.
 */
export function earlySeriesOf(slot: Element | null | undefined): EarlySeries | undefined {
  return slot ? bySlot.get(slot) : undefined;
}

/** Forgets a slot's early query once its parcel has mounted: a later mount of the slot asks the usual way. */
export function forgetEarlySeries(slot: Element | null | undefined): void {
  if (slot) bySlot.delete(slot);
}

/** True when an early query asked exactly what the caller is about to ask. */
export function isSameSeriesQuery(early: Pick<EarlySeries, 'environmentSuffix' | 'variables'>, environmentSuffix: EnvironmentSuffix, variables: SeriesListVariables): boolean {
  return (
    early.environmentSuffix === environmentSuffix &&
    early.variables.brand === variables.brand &&
    early.variables.region === variables.region &&
    early.variables.language === variables.language
  );
}

/** The `getSeries` list of an early answer, or undefined when the answer is not a clean success. */
export function seriesListOf(answer: SeriesListAnswer | undefined): SeriesList | undefined {
  if (typeof answer !== 'object' || answer === null || answer.errors !== undefined) return undefined;
  const list = answer.data?.getSeries;
  return Array.isArray(list) ? list : undefined;
}
