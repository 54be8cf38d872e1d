import type { DealerLookupResult } from '../entities';

/**
 * A getDealersByZip answer for tests: dealers found for 90210 unless `overrides` say otherwise.
 * Imported by tests only (domain, platform and parcel tests share it).
 */
export function dealerLookupResult(overrides: Partial<DealerLookupResult> = {}): DealerLookupResult {
  return { success: true, code: 0, searchZipCode: '90210', multipleTDA: false, redirectUrl: '', dealers: [{ state: 'CA' }], statusCode: 0, ...overrides };
}
