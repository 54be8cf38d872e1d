import type { RegionRedirectEntry, RegionState, SuppressionEntry } from '../domain/entities';
import { regionFromLookup } from '../domain/zip';

/**
 * Pure rules of the region gate (product.md section 2 "Region screen", section 4 "Page error state").
 */

/**
 * The regional sites. The region lookup's redirect address wins when it names the same region;
 * these are used when it is absent (region code 82 forces the Virgin Islands with or without
 * one). For Hawaii this is also the default build page when no series/year entry matches.
 */
export const REGIONAL_SITES: Readonly<Record<RegionState, string>> = {
  HI: 'https://www.toyotahawaii.com/',
  PR: 'https://www.toyotapr.com/',
  VI: 'https://www.toyotavi.com/',
};

const STATE_CODE = /^[A-Z]{2}$/;

/**
 * Whether the model and year are suppressed for the visitor's state: an entry with the same model
 * code and year whose comma-separated state list names the state (case and spaces ignored).
 */
export function isSuppressed(list: readonly SuppressionEntry[], modelCode: string, year: number | string, stateCode: string | undefined): boolean {
  const state = stateCode?.trim().toUpperCase();
  if (!state || !STATE_CODE.test(state)) return false;
  const model = modelCode.trim().toLowerCase();
  return list.some(
    (entry) =>
      entry.modelCode.trim().toLowerCase() === model &&
      entry.modelYear.trim() === String(year) &&
      entry.suppressionStates.split(',').some((code) => code.trim().toUpperCase() === state),
  );
}

const isHttpUrl = (value: string | undefined): value is string => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The regional site of `region`: the lookup's redirect when it is a web address, else the known site. */
export function regionalSiteUrl(region: RegionState, redirectUrl?: string): string {
  // Code 82 forces VI even when the redirect names another site; then the VI site is the answer.
  if (isHttpUrl(redirectUrl) && regionFromLookup({ redirectUrl }) === region) return redirectUrl;
  return REGIONAL_SITES[region];
}

/**
 * Where the region screen's button goes. Hawaii: the redirect-list entry whose series and year
 * match the current path's, else the default Hawaii build page; Puerto Rico and the Virgin
 * Islands: their own sites.
 */
export function regionalBuildUrl(
  region: RegionState,
  options: { redirects: readonly RegionRedirectEntry[]; modelCode: string; year: number | string; redirectUrl?: string },
): string {
  if (region === 'HI') {
    const series = options.modelCode.trim().toLowerCase();
    const match = options.redirects.find(
      (entry) => entry.series.trim().toLowerCase() === series && entry.year.trim() === String(options.year) && isHttpUrl(entry.path),
    );
    if (match) return match.path;
  }
  return regionalSiteUrl(region, options.redirectUrl);
}
