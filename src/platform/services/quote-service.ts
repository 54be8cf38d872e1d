import { ServiceError, type JsonAnswer } from './json-service';

/**
 * The one way parcels post a quote request (`POST /api/quotes`, server/services/README.md): a
 * configured build from the next-steps overlay or a model-interest lead from the no-inventory page.
 * Callers build the body and read the answer, since each maps refusals to its own messages; what is
 * shared is the request itself and the Idempotency-Key that makes a retried form store one quote.
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
