import type { Dealer, DealerLookupResult } from '../../domain/entities';
import { defaultFetch, getJson, isRecord, unexpectedAnswer, type FetchLike } from './json-service';

/**
 * getDealersByZip over the local dealer service (`GET /api/dealers?zip=&radius=`): the one dealer
 * client, shared by every parcel that looks dealers up (ZIP modal, quote overlay, no-inventory). The service answers 400 and 500 with the same JSON shape (statusCode 1 or
 * 500) and callers read those codes to pick a message, so a non-OK answer with a well-formed body is
 * a result, not an error. Network failures, non-JSON and foreign bodies reject with a ServiceError.
 */
export type DealerLookup = (zip: string, signal?: AbortSignal, radius?: number) => Promise<DealerLookupResult>;

const DEALER_TEXT_FIELDS = ['code', 'name', 'id', 'city', 'phone', 'address', 'logoUrl'] as const;

/** A dealer with its known fields only; undefined when `state` is missing or a field has the wrong type. */
function toDealer(value: unknown): Dealer | undefined {
  if (!isRecord(value) || typeof value.state !== 'string') return undefined;
  const dealer: Dealer = { state: value.state };
  for (const field of DEALER_TEXT_FIELDS) {
    const text = value[field];
    if (text === undefined) continue;
    if (typeof text !== 'string') return undefined;
    dealer[field] = text;
  }
  if (value.distance !== undefined) {
    if (typeof value.distance !== 'number' || !Number.isFinite(value.distance)) return undefined;
    dealer.distance = value.distance;
  }
  if (value.participating !== undefined) {
    if (typeof value.participating !== 'boolean') return undefined;
    dealer.participating = value.participating;
  }
  return dealer;
}

/** The answer as a DealerLookupResult, or undefined when any field the spec reads is malformed. */
function toLookupResult(body: unknown): DealerLookupResult | undefined {
  if (!isRecord(body) || !Array.isArray(body.dealers)) return undefined;
  const { success, code, searchZipCode, multipleTDA, redirectUrl, statusCode } = body;
  if (typeof success !== 'boolean' || typeof statusCode !== 'number' || typeof code !== 'number') return undefined;
  if (typeof searchZipCode !== 'string' || typeof multipleTDA !== 'boolean' || typeof redirectUrl !== 'string') return undefined;
  const dealers = body.dealers.map(toDealer);
  if (dealers.some((dealer) => dealer === undefined)) return undefined;
  return { success, code, searchZipCode, multipleTDA, redirectUrl, dealers: dealers as Dealer[], statusCode };
}

/**
 * A dealer lookup against `origin` (the page's own origin by default) with an injectable fetch.
 * Resolves with the validated answer (unknown fields dropped), whatever its HTTP status; `radius`
 * (miles) widens the search beyond the service's default.
 */
export function createDealerLookup(fetchImpl: FetchLike = defaultFetch, origin = ''): DealerLookup {
  return async (zip, signal, radius) => {
    const url = `${origin}/api/dealers?zip=${encodeURIComponent(zip)}${radius === undefined ? '' : `&radius=${radius}`}`;
    const { status, body } = await getJson(fetchImpl, url, signal);
    const result = toLookupResult(body);
    if (!result) throw unexpectedAnswer(url, status);
    return result;
  };
}
