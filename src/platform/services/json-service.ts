/**
 * The one way parcels call the local JSON services (dealers, region, page content). Answers cross
 * a trust boundary, so callers shape-check the body; what this module guarantees is that a network
 * failure or a non-JSON answer becomes a ServiceError with the HTTP status, never a raw TypeError.
 */

/** A service call that failed or answered something the caller cannot use. */
export class ServiceError extends Error {
  constructor(
    message: string,
    /** HTTP status of the answer, or 0 when the service was unreachable. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** A parsed JSON answer with its HTTP status; error statuses are returned, not thrown. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** True for a plain JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the service clients call: the browser's fetch or any stand-in with its URL-string form. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** The browser's fetch, looked up at call time so a test (or a polyfill) installed later is used. */
export const defaultFetch: typeof fetch = (...args) => fetch(...args);

/**
 * GETs `url` as JSON. Some services answer 4xx/5xx with a readable body that the caller maps to a
 * result (the dealer lookup's statusCode), so the status is handed back rather than thrown.
 * Throws ServiceError (status 0) when unreachable, or with the status when the body is not JSON.
 */
export async function getJson(fetchImpl: FetchLike, url: string, signal?: AbortSignal): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ServiceError(`${url} unreachable: ${(error as Error)?.message ?? String(error)}`, 0);
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    throw new ServiceError(`${url} answered HTTP ${response.status} without JSON`, response.status);
  }
}

/** The ServiceError for an answer whose body (or status) the caller cannot use. */
export function unexpectedAnswer(url: string, status: number, reason = 'an unexpected body'): ServiceError {
  return new ServiceError(`${url} answered HTTP ${status} with ${reason}`, status);
}
