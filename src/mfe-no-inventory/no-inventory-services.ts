import type { ClosestVehicle, Dealer, Language, NoInventoryConfig } from '../domain/entities';
import { createDealerLookup } from '../platform/services/dealer-service';
import { defaultFetch, getJson, isRecord, unexpectedAnswer } from '../platform/services/json-service';
import { postLead, type LeadResult, type QuoteContact } from '../platform/services/quote-service';

/**
 * Calls of the no-inventory page: its per-model configuration (`GET /api/no-inventory-config`)
 * the dealer lookup for the contact-dealer flyout (the platform's `GET /api/dealers` client) and
 * its model-interest lead (`POST /api/quotes` with a series and year, ADR 0072).
 * Answers are shape-checked so the page only ever sees well-formed data; failures reject with the
 * platform's ServiceError.
 */

/** A dealer as the flyout lists it. */
export interface DealerContact {
  id: string;
  name: string;
  city: string;
  state: string;
  phone: string;
  distance: number;
}

export type DealerSearch =
  | { kind: 'found'; dealers: DealerContact[] }
  /** A real ZIP with no dealer in the radius (result code 2). */
  | { kind: 'none' }
  | { kind: 'invalid'; statusCode: number };

/** A model-interest lead: contact, chosen dealer and consent for a series and model year. */
export interface ModelLeadInput extends QuoteContact {
  lang: Language;
  seriesId: string;
  year: number;
}

/** What a model-interest lead came to (the platform's reading of the quote service's answer). */
export type ModelLeadResult = LeadResult;

export interface NoInventoryServices {
  /** The closest vehicles of the series-year in stock near a ZIP, every grade a candidate; empty while the stock loads. */
  closest?(seriesId: string, year: string, zip: string, language: Language, signal?: AbortSignal): Promise<ClosestVehicle[]>;
  config(modelCode: string, language: Language, signal?: AbortSignal): Promise<NoInventoryConfig>;
  dealers(zip: string, signal?: AbortSignal): Promise<DealerSearch>;
  /** Posts the lead once per `idempotencyKey`; rejects with ServiceError when unreachable or 5xx. */
  requestModelQuote(input: ModelLeadInput, idempotencyKey: string): Promise<ModelLeadResult>;
}

const REQUIRED = ['header', 'subHeader', 'altModel', 'ctaURL', 'exploreCta', 'raqCta', 'backToVehicles'] as const;
const CUSTOM = ['customHeader', 'customSubHeader', 'customRaqCta', 'customExploreCta'] as const;

function toConfig(body: unknown): NoInventoryConfig | undefined {
  if (!isRecord(body) || !REQUIRED.every((key) => typeof body[key] === 'string')) return undefined;
  if (!CUSTOM.every((key) => body[key] === undefined || typeof body[key] === 'string')) return undefined;
  const config = Object.fromEntries([...REQUIRED, ...CUSTOM].filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
  return config as unknown as NoInventoryConfig;
}

/** A dealer the flyout can list: one with every contact field the service may send. */
function toContact({ id, name, city, state, phone, distance }: Dealer): DealerContact | undefined {
  if (id === undefined || name === undefined || city === undefined || phone === undefined || distance === undefined) return undefined;
  return { id, name, city, state, phone, distance };
}

/** The page's services on `origin` (the page's own by default) with an injectable fetch. */
export function createNoInventoryServices(fetchImpl: typeof fetch = defaultFetch, origin = ''): NoInventoryServices {
  const lookupDealers = createDealerLookup(fetchImpl, origin);
  return {
    async config(modelCode, language, signal) {
      const url = `${origin}/api/no-inventory-config?model=${encodeURIComponent(modelCode)}&locale=${language}`;
      const { status, body } = await getJson(fetchImpl, url, signal);
      const config = status < 400 ? toConfig(body) : undefined;
      if (!config) throw unexpectedAnswer(url, status);
      return config;
    },
    async dealers(zip, signal) {
      const result = await lookupDealers(zip, signal);
      if (result.statusCode !== 0) return { kind: 'invalid', statusCode: result.statusCode };
      const dealers = result.dealers.map(toContact).filter((dealer): dealer is DealerContact => dealer !== undefined);
      return dealers.length > 0 ? { kind: 'found', dealers } : { kind: 'none' };
    },
    async closest(seriesId, year, zip, language, signal) {
      const url = `${origin}/api/inventory/closest?series=${encodeURIComponent(seriesId)}&year=${encodeURIComponent(year)}&zip=${encodeURIComponent(zip)}&lang=${language}`;
      const { status, body } = await getJson(fetchImpl, url, signal);
      if (status >= 400 || !isRecord(body) || !Array.isArray(body.vehicles)) throw unexpectedAnswer(url, status);
      return body.vehicles.filter(isClosestVehicle);
    },
    requestModelQuote({ seriesId, year, ...contact }, idempotencyKey) {
      return postLead(fetchImpl, `${origin}/api/quotes`, { ...contact, interest: { seriesId, year } }, idempotencyKey);
    },
  };
}

function isClosestVehicle(v: unknown): v is ClosestVehicle {
  if (!isRecord(v) || !isRecord(v.dealer)) return false;
  const texts = ['vin', 'seriesName', 'gradeName', 'trimTitle', 'exteriorColorTitle'].every((k) => typeof v[k] === 'string');
  const dealer = ['name', 'city', 'state'].every((k) => typeof (v.dealer as Record<string, unknown>)[k] === 'string') && typeof v.dealer.distance === 'number';
  return texts && dealer && typeof v.year === 'number' && typeof v.totalSRP === 'number';
}
