/**
 * Calls of the next-steps overlays to the local services (server/next-steps/README.md and
 * server/services/README.md): share, quote, dealers. A share's failure becomes a NextStepsFailure
 * with a message key; a quote's answer is a LeadResult and a dealer search fails with a
 * DealerSearchFailure, read by the platform's lead flow (platform/leads). The overlays show
 * translated text, never the server's English.
 */
import type { ContactProblem } from '../../../domain/contact-input';
import type { Brand, BuildConfiguration, ContentEnvironment, Dealer as PlatformDealer, Language } from '../../../domain/entities';
import type { DealerLookup } from '../../../platform/services/dealer-service';
import { DealerSearchFailure } from '../../../platform/leads/dealer-search.machine';
import { postLead, type LeadResult, type QuoteContact } from '../../../platform/services/quote-service';
import type { NextStepsMessageKey } from './next-steps-messages';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The build of a share or quote request: codes only; the server prices it from the catalog. */
export interface BuildRequest {
  brand: Brand;
  environment: 'live' | 'preview' | 'prelive';
  seriesId: string;
  year: number;
  trimCode: string;
  exteriorColorCode: string;
  interiorColorCode: string;
  packageCodes: string[];
  accessoryCodes: string[];
  /** Absent when the build names none: the server then prices (and links) the trim's default wheels. */
  wheelsCode?: string;
}

/** The stored catalog environment of a page environment (stage variants read the same content). */
export function catalogEnvironment(environment: ContentEnvironment): BuildRequest['environment'] {
  if (environment.startsWith('preview')) return 'preview';
  if (environment.startsWith('prelive')) return 'prelive';
  return 'live';
}

export function buildRequestOf(build: BuildConfiguration, brand: Brand, environment: ContentEnvironment): BuildRequest {
  return {
    brand,
    environment: catalogEnvironment(environment),
    seriesId: build.seriesId,
    year: build.year,
    trimCode: build.trimId,
    exteriorColorCode: build.exteriorColor?.code ?? '',
    interiorColorCode: build.interiorColor?.code ?? '',
    packageCodes: build.packages.map((p) => p.code),
    accessoryCodes: build.accessories.map((a) => a.code),
    // The mailed link restores these wheels (server build-link); without them it would show the default.
    ...(build.wheelsCode ? { wheelsCode: build.wheelsCode } : {}),
  };
}

/** A refused or failed call: the field at fault (if any) and the message to show. */
export class NextStepsFailure extends Error {
  constructor(
    readonly messageKey: NextStepsMessageKey,
    readonly field?: string,
  ) {
    super(`next-steps call failed: ${messageKey}${field ? ` (${field})` : ''}`);
    this.name = 'NextStepsFailure';
  }
}

/** The message of each contact-input refusal (domain/contact-input.ts); the share form's own checks use it too. */
export const CONTACT_PROBLEM_MESSAGES: Readonly<Record<ContactProblem, NextStepsMessageKey>> = {
  'recipient-required': 'recipientRequired',
  'invalid-email': 'invalidEmail',
  'unsupported-characters': 'unsupported',
  'too-long': 'tooLong',
  'invalid-name': 'invalidName',
  'invalid-phone': 'invalidPhone',
};

// A share's refusals (a quote's are the lead flow's: platform/leads/lead-problems.ts).
const MESSAGE_BY_CODE: Record<string, NextStepsMessageKey> = {
  ...CONTACT_PROBLEM_MESSAGES,
  'unknown-series': 'buildRejected',
  'unknown-trim': 'buildRejected',
  'invalid-build-code': 'buildRejected',
  'build-not-buildable': 'buildNotBuildable',
  // Rate limits (server/next-steps/next-steps-limits.ts): the shopper is told to wait, not that the server failed.
  'rate-limited': 'tooManyRequests',
};

/** The message a share refusal code is shown with; undefined for a code it does not know. */
function messageKeyOfCode(code: string): NextStepsMessageKey | undefined {
  return Object.hasOwn(MESSAGE_BY_CODE, code) ? MESSAGE_BY_CODE[code] : undefined;
}

/** The body of a 2xx JSON answer, or the NextStepsFailure for the server's refusal code. */
function readAnswer<T>(ok: boolean, answer: unknown, status = ok ? 200 : 500): T {
  const body = answer as (T & { code?: unknown; field?: unknown }) | null | undefined;
  if (ok && body) return body;
  // A 429 from a proxy or CDN has no body of ours: it is still "wait and try again".
  if (status === 429) throw new NextStepsFailure('tooManyRequests');
  const code = typeof body?.code === 'string' ? body.code : '';
  throw new NextStepsFailure(messageKeyOfCode(code) ?? 'serverError', typeof body?.field === 'string' ? body.field : undefined);
}

async function send<T>(fetchFn: FetchLike, url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch {
    throw new NextStepsFailure('serverError');
  }
  return readAnswer<T>(response.ok, await response.json().catch(() => null), response.status);
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export interface ShareInput {
  recipient: string;
  comment: string;
  lang: Language;
  build: BuildRequest;
}

export interface ShareReceipt {
  reference: string;
  deepLink: string;
}

export function postShare(fetchFn: FetchLike, input: ShareInput): Promise<ShareReceipt> {
  return send<ShareReceipt>(fetchFn, '/api/shares', json({ ...input, comment: input.comment || undefined }));
}

export interface QuoteInput extends QuoteContact {
  lang: Language;
  build: BuildRequest;
  /** "Check availability": the inventory vehicle asked about (the build is its configuration). */
  vin?: string;
}

/**
 * Sends the quote of a build; the same idempotency key for a retry of the same form makes the server
 * store it once. Rejects when the service is unreachable or fails (the lead flow's failed send).
 */
export function sendQuote(fetchFn: FetchLike, input: QuoteInput, idempotencyKey: string): Promise<LeadResult> {
  return postLead(fetchFn, '/api/quotes', { ...input, phone: input.phone || undefined }, idempotencyKey);
}

export interface Dealer {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  distance: number;
  participating: boolean;
  logoUrl: string;
}

/** A dealer the quote overlay can list: one with every field it shows. */
function toListedDealer({ id, name, address, city, state, distance, participating, logoUrl }: PlatformDealer): Dealer | undefined {
  if (id === undefined || name === undefined || city === undefined || distance === undefined) return undefined;
  return { id, name, address: address ?? '', city, state, distance, participating: participating ?? false, logoUrl: logoUrl ?? '' };
}

/**
 * Dealers within `radius` miles of `zip`, participating dealers first (then by distance), through
 * the platform's dealer client. A valid ZIP with nobody near answers []; a refused ZIP fails with
 * DealerSearchFailure('invalid-zip'); anything else that goes wrong rejects (a failed search).
 */
export async function fetchDealers(lookup: DealerLookup, zip: string, radius: number, signal?: AbortSignal): Promise<Dealer[]> {
  const result = await lookup(zip, signal, radius);
  if (result.statusCode === 1) throw new DealerSearchFailure('invalid-zip');
  if (result.statusCode !== 0) throw new DealerSearchFailure('search-failed');
  const dealers = result.dealers.map(toListedDealer).filter((dealer): dealer is Dealer => dealer !== undefined);
  return dealers.sort((a, b) => Number(b.participating) - Number(a.participating) || a.distance - b.distance);
}
