import type { DealerLookupResult } from '../domain/entities';

/**
 * getDealersByZip over the local dealer service (`GET /api/dealers?zip=`). The service answers
 * 400 and 500 with the same JSON shape (statusCode 1 or 500), and the ZIP form reads those codes
 * to pick its message, so a non-OK answer with a readable body is a result, not an error.
 */
export type DealerLookup = (zip: string, signal?: AbortSignal) => Promise<DealerLookupResult>;

export class DealerServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DealerServiceError';
  }
}

function isLookupResult(value: unknown): value is DealerLookupResult {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.success === 'boolean' && typeof body.statusCode === 'number' && Array.isArray(body.dealers);
}

/** A lookup against `origin` (the page's own origin by default) with an injectable fetch. */
export function createDealerLookup(fetchImpl: typeof fetch = (...args) => fetch(...args), origin = ''): DealerLookup {
  return async (zip, signal) => {
    let response: Response;
    try {
      response = await fetchImpl(`${origin}/api/dealers?zip=${encodeURIComponent(zip)}`, { signal, headers: { accept: 'application/json' } });
    } catch (error) {
      throw new DealerServiceError(`dealer lookup unreachable: ${(error as Error)?.message ?? String(error)}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new DealerServiceError(`dealer lookup answered HTTP ${response.status} without JSON`);
    }
    if (!isLookupResult(body)) throw new DealerServiceError(`dealer lookup answered HTTP ${response.status} with an unexpected body`);
    return body;
  };
}
