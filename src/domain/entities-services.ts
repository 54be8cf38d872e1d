/** Dealer, region and page data of the services. See entities.ts for the conventions. */

/* ---------- services and page data ---------- */

export interface RegionLookupResult {
  redirectUrl: string;
  /** 82 means Virgin Islands; 50 and 82 count as set on the payment estimator. */
  regionCode: number | null;
}

/**
 * A dealer in a getDealersByZip answer. The spec reads only `state`; the contact fields are what the
 * local service also sends and the no-inventory flyout lists, so they stay optional here.
 */
export interface Dealer {
  state: string;
  code?: string;
  name?: string;
  id?: string;
  city?: string;
  phone?: string;
  /** Miles from the searched ZIP. */
  distance?: number;
  /** Street address (the quote overlay lists it). */
  address?: string;
  /** Takes part in the online quote programme: listed first, with its logo. */
  participating?: boolean;
  logoUrl?: string;
}

export interface DealerLookupResult {
  success: boolean;
  code: number;
  searchZipCode: string;
  multipleTDA: boolean;
  redirectUrl: string;
  dealers: Dealer[];
  statusCode: number;
}

export interface SuppressionEntry {
  modelCode: string;
  modelYear: string;
  /** Comma-separated state codes, e.g. "HI,PR". */
  suppressionStates: string;
}

/** Per-model no-inventory texts; custom variants override unless set to 'default'. */
export interface NoInventoryConfig {
  header: string;
  subHeader: string;
  altModel: string;
  ctaURL: string;
  exploreCta: string;
  raqCta: string;
  backToVehicles: string;
  customHeader?: string;
  customSubHeader?: string;
  customRaqCta?: string;
  customExploreCta?: string;
}

/** A vehicle in stock near the shopper (GET /api/inventory/closest, issue 28): the no-inventory page lists them. */
export interface ClosestVehicle {
  vin: string;
  year: number;
  seriesName: string;
  gradeName: string;
  trimTitle: string;
  exteriorColorTitle: string;
  totalSRP: number;
  dealer: { name: string; city: string; state: string; distance: number };
}

export interface RegionRedirectEntry {
  series: string;
  year: string;
  path: string;
}

/** Regions served by separate sites. */
export type RegionState = 'HI' | 'PR' | 'VI';
