import type { Dealer, DealerLookupResult } from '../../../src/domain/entities';
import { dealerLogoUrl } from '../images/image-urls';
import { regionForState } from '../region/region-codes';
import { locateZip } from '../region/zip-location';
import type { DealerSource } from './dealer-directory';

/**
 * Result codes of getDealersByZip (documented in server/services/README.md):
 * 0 dealers found; 2 real ZIP but no dealer in the radius (still a valid ZIP, product.md section 5);
 * 1 invalid ZIP; 3 invalid radius; 500 server fault. statusCode is what the ZIP form reads:
 * 0 valid, 1 invalid (HTTP 400), 500 server issue (HTTP 500).
 */
export const DEALER_CODES = { found: 0, invalidZip: 1, noDealerInRadius: 2, invalidRadius: 3, serverFault: 500 } as const;

/** Radii a shopper may widen the search to, in miles. */
export const SEARCH_RADII = [10, 25, 50, 100, 250, 500] as const;
export const DEFAULT_RADIUS = 25;
/** Enough for any list the UI shows; the widest radius around a metro area stays below it. */
export const MAX_DEALERS = 50;

/** A dealer as the lookup answers it; `code` repeats the id for the domain's Dealer shape. */
export interface DealerListing extends Dealer {
  id: string;
  code: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  /** Miles from the searched ZIP, one decimal. */
  distance: number;
  participating: boolean;
  /** Participating dealers show their logo; '' otherwise. */
  logoUrl: string;
  tda: string;
  /** Always true: fictional sample dealers. */
  sample: true;
}

export interface DealerLookupAnswer {
  httpStatus: number;
  body: DealerLookupResult & { dealers: DealerListing[]; error?: string };
  /** The caught error of a server fault, for the log (never sent). */
  fault?: unknown;
}

function failure(httpStatus: number, code: number, statusCode: number, searchZipCode: string, error: string): DealerLookupAnswer {
  return {
    httpStatus,
    body: { success: false, code, searchZipCode, multipleTDA: false, redirectUrl: '', dealers: [], statusCode, error },
  };
}

function parseRadius(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return DEFAULT_RADIUS;
  const value = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  return (SEARCH_RADII as readonly number[]).includes(value) ? value : undefined;
}

/** getDealersByZip: validates the ZIP and radius, finds dealers by haversine distance. */
export function lookupDealersByZip(source: DealerSource, zip: unknown, radius: unknown): DealerLookupAnswer {
  const searchZipCode = typeof zip === 'string' ? zip.slice(0, 10) : '';
  const place = locateZip(zip);
  if (!place.ok) return failure(400, DEALER_CODES.invalidZip, 1, searchZipCode, place.message);
  const miles = parseRadius(radius);
  if (miles === undefined) {
    return failure(400, DEALER_CODES.invalidRadius, 1, searchZipCode, `radius must be one of ${SEARCH_RADII.join(', ')} miles.`);
  }
  try {
    const found = source.near(place.location, miles).slice(0, MAX_DEALERS);
    const dealers: DealerListing[] = found.map(({ dealer, distance }) => ({
      id: dealer.id,
      code: dealer.id,
      name: dealer.name,
      address: dealer.address,
      city: dealer.city,
      state: dealer.state,
      zip: dealer.zip,
      phone: dealer.phone,
      distance: Math.round(distance * 10) / 10,
      participating: dealer.participating,
      logoUrl: dealer.participating ? dealerLogoUrl(dealer.id) : '',
      tda: dealer.tda,
      sample: true,
    }));
    const code = dealers.length > 0 ? DEALER_CODES.found : DEALER_CODES.noDealerInRadius;
    return {
      httpStatus: 200,
      body: {
        success: dealers.length > 0,
        code,
        searchZipCode,
        multipleTDA: new Set(dealers.map((dealer) => dealer.tda)).size > 1,
        redirectUrl: regionForState(place.location.state).redirectUrl,
        dealers,
        statusCode: 0,
      },
    };
  } catch (fault) {
    return { ...failure(500, DEALER_CODES.serverFault, 500, searchZipCode, 'Server issue. Please try again later.'), fault };
  }
}
