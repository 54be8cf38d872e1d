import type { RegionLookupResult, RegionRedirectEntry, SuppressionEntry } from '../domain/entities';
import { regionLookupUrl, regionRedirectsUrl, suppressionListUrl } from '../platform/services/region-urls';
import { defaultFetch, getJson, isRecord, ServiceError, unexpectedAnswer } from '../platform/services/json-service';

/**
 * The region gate's service calls: getRegionCode (`GET /api/region?zip=`), the suppression list
 * and the Hawaii region-redirect list. Answers cross a trust boundary, so each is shape-checked
 * here and a bad one becomes a platform ServiceError (with the HTTP status) before it reaches the machine.
 */
export interface RegionLookup extends RegionLookupResult {
  /** Two-letter state of the ZIP, when the service knows it. */
  state?: string;
}

export interface RegionServices {
  lookupRegion(zip: string, signal?: AbortSignal): Promise<RegionLookup>;
  suppressionList(signal?: AbortSignal): Promise<SuppressionEntry[]>;
  regionRedirects(signal?: AbortSignal): Promise<RegionRedirectEntry[]>;
}

function checkList<T>(url: string, status: number, body: unknown, isEntry: (value: Record<string, unknown>) => boolean): T[] {
  if (status >= 400 || !Array.isArray(body) || !body.every((entry) => isRecord(entry) && isEntry(entry))) {
    throw unexpectedAnswer(url, status);
  }
  return body as T[];
}

/** The services on `origin` (the page's own by default) with an injectable fetch. */
export function createRegionServices(fetchImpl: typeof fetch = defaultFetch, origin = ''): RegionServices {
  return {
    async lookupRegion(zip, signal) {
      const url = regionLookupUrl(zip, origin);
      const { status, body } = await getJson(fetchImpl, url, signal);
      if (status >= 400 || !isRecord(body) || typeof body.redirectUrl !== 'string' || !(body.regionCode === null || typeof body.regionCode === 'number')) {
        const reason = isRecord(body) && typeof body.error === 'string' ? body.error : `HTTP ${status}`;
        throw new ServiceError(`region lookup for ${zip} failed: ${reason}`, status);
      }
      return {
        redirectUrl: body.redirectUrl,
        regionCode: body.regionCode,
        ...(typeof body.state === 'string' ? { state: body.state } : {}),
      };
    },
    async suppressionList(signal) {
      const url = suppressionListUrl(origin);
      const { status, body } = await getJson(fetchImpl, url, signal);
      return checkList<SuppressionEntry>(url, status, body, (e) =>
        typeof e.modelCode === 'string' && typeof e.modelYear === 'string' && typeof e.suppressionStates === 'string',
      );
    },
    async regionRedirects(signal) {
      const url = regionRedirectsUrl(origin);
      const { status, body } = await getJson(fetchImpl, url, signal);
      return checkList<RegionRedirectEntry>(url, status, body, (e) =>
        typeof e.series === 'string' && typeof e.year === 'string' && typeof e.path === 'string',
      );
    },
  };
}
