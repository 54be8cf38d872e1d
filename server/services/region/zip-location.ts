import zipcodes from 'zipcodes';

/** Where a US ZIP Code is, from the zipcodes package's database (includes HI, PR, VI and military). */
export interface ZipLocation {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export type ZipCheck =
  | { ok: true; location: ZipLocation }
  | { ok: false; reason: 'missing' | 'format' | 'zeros' | 'unknown'; message: string };

/**
 * Validates a ZIP query value and finds it. Exactly five digits; '00000' is refused explicitly
 * (product.md section 5) even though it would also be unknown; non-US entries of the database are ignored.
 */
export function locateZip(raw: unknown): ZipCheck {
  if (raw === undefined || raw === '') return { ok: false, reason: 'missing', message: 'A ZIP Code is required.' };
  if (typeof raw !== 'string' || !/^\d{5}$/.test(raw)) {
    return { ok: false, reason: 'format', message: 'A ZIP Code is exactly 5 digits.' };
  }
  if (raw === '00000') return { ok: false, reason: 'zeros', message: '00000 is not a valid ZIP Code.' };
  const info = zipcodes.lookup(raw);
  if (!info || info.country !== 'US') return { ok: false, reason: 'unknown', message: `ZIP Code ${raw} does not exist.` };
  return { ok: true, location: { zip: raw, city: info.city, state: info.state, latitude: info.latitude, longitude: info.longitude } };
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
