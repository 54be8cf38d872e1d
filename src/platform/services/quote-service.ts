import { isRecord, ServiceError, unexpectedAnswer, type JsonAnswer } from './json-service';

/**
 * The one way parcels post a quote request (`POST /api/quotes`, server/services/README.md): a
 * configured build from the next-steps overlay or a model-interest lead from the no-inventory page.
 * Callers build the body; the answer is read here, once, into a LeadResult whose refusal codes the
 * lead flow maps (platform/leads/lead-problems.ts). The Idempotency-Key makes a retried form store
 * one quote.
 */

/** The contact part of every quote request: the dealer, the shopper's details (checked by domain/contact-input.ts) and consent. */
export interface QuoteContact {
  dealerId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Optional: '' when not given. */
  phone: string;
  zip: string;
  consent: boolean;
}

/** The fetch a quote needs: any `fetch` (or a test double) fits. */
export type QuoteFetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * POSTs `body` as JSON to `url` under `idempotencyKey` and hands back the status with the parsed
 * body (undefined when the answer is not JSON), error statuses included, so the caller decides.
 * Throws ServiceError (status 0) when the service is unreachable.
 */
export async function postQuote(fetchImpl: QuoteFetch, url: string, body: unknown, idempotencyKey: string): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ServiceError(`${url} unreachable: ${(error as Error)?.message ?? String(error)}`, 0);
  }
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** What a lead request came to: stored (or replayed), or refused with the server's code and field. */
export type LeadResult =
  /** Stored (201) or the replay of the lead this Idempotency-Key already made (200). */
  | { kind: 'sent'; reference: string; dealerName: string; firstName?: string }
  /** Refused input (4xx) with the server's error code and field ('' when it names none). */
  | { kind: 'refused'; code: string; field: string };

/**
 * Posts a lead (postQuote) and reads the answer. A 429 is "wait and retry" whether it is ours (code
 * rate-limited) or a proxy's without a body. Rejects with ServiceError when the service is
 * unreachable, fails (5xx) or answers something that is not ours.
 */
export async function postLead(fetchImpl: QuoteFetch, url: string, body: unknown, idempotencyKey: string): Promise<LeadResult> {
  const { status, body: answer } = await postQuote(fetchImpl, url, body, idempotencyKey);
  if (status < 300 && isRecord(answer) && typeof answer.reference === 'string' && isRecord(answer.dealer) && typeof answer.dealer.name === 'string') {
    return { kind: 'sent', reference: answer.reference, dealerName: answer.dealer.name, ...(typeof answer.firstName === 'string' ? { firstName: answer.firstName } : {}) };
  }
  if (status === 429) return { kind: 'refused', code: 'rate-limited', field: '' };
  if (status >= 400 && status < 500 && isRecord(answer) && typeof answer.code === 'string') {
    return { kind: 'refused', code: answer.code, field: typeof answer.field === 'string' ? answer.field : '' };
  }
  throw unexpectedAnswer(url, status);
}
