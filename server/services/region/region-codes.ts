import type { RegionLookupResult } from '../../../src/domain/entities';

/**
 * Sales regions by state (SAMPLE table; the maker's real table is not given). The numbers only
 * have to be stable and distinct, except two the product itself relies on: 82 is the Virgin
 * Islands, and 50 must be an ordinary mainland region because the payment estimator counts
 * 50 and 82 as "region set" (product.md sections 4 and 9). Documented in server/services/README.md.
 */
export const REGION_STATES: Record<number, { name: string; states: string[] }> = {
  10: { name: 'Western', states: ['CA', 'NV', 'AZ'] },
  11: { name: 'Pacific Northwest', states: ['WA', 'OR', 'ID', 'MT', 'AK', 'WY'] },
  20: { name: 'Mountain and Plains', states: ['CO', 'UT', 'NM', 'KS', 'NE', 'SD', 'ND'] },
  30: { name: 'Central and Great Lakes', states: ['IL', 'IN', 'WI', 'MI', 'MN', 'IA', 'MO', 'OH', 'KY'] },
  40: { name: 'Northeast', states: ['NY', 'NJ', 'PA', 'CT', 'MA', 'RI', 'VT', 'NH', 'ME'] },
  45: { name: 'Mid-Atlantic', states: ['DE', 'MD', 'DC', 'VA', 'WV', 'TN'] },
  50: { name: 'Southeast', states: ['FL', 'GA', 'AL', 'SC', 'NC'] },
  60: { name: 'Gulf States', states: ['TX', 'OK', 'AR', 'LA', 'MS'] },
  80: { name: 'Hawaii', states: ['HI'] },
  81: { name: 'Puerto Rico', states: ['PR'] },
  82: { name: 'Virgin Islands', states: ['VI'] },
  90: { name: 'Pacific territories and military post offices', states: ['GU', 'AS', 'MP', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP'] },
};

/** States served by a separate regional site, and that site. */
export const REGIONAL_SITES: Record<string, string> = {
  HI: 'https://www.toyotahawaii.com/',
  PR: 'https://www.toyotapr.com/',
  VI: 'https://www.toyotavi.com/',
};

const CODE_BY_STATE = new Map<string, number>(
  Object.entries(REGION_STATES).flatMap(([code, region]) => region.states.map((state) => [state, Number(code)] as [string, number])),
);

/** Region code and regional-site redirect of a state ('' when the state is served here). */
export function regionForState(state: string): RegionLookupResult {
  return { regionCode: CODE_BY_STATE.get(state) ?? null, redirectUrl: REGIONAL_SITES[state] ?? '' };
}
