import { z } from 'zod';
import { haversineMiles, locateZip } from '../region/zip-location';
import rawDealers from './dealers.json';

/** One sample dealer with its location resolved from the ZIP database. */
export interface DealerRecord {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  participating: boolean;
  /** Tier-2 dealer advertising association; a search spanning two of them is "multipleTDA". */
  tda: string;
  latitude: number;
  longitude: number;
}

const dealerFileSchema = z.object({
  note: z.string(),
  dealers: z
    .array(
      z.object({
        id: z.string().regex(/^\d{5}$/, 'expected a 5-digit dealer id'),
        name: z.string().min(1),
        address: z.string().min(1),
        zip: z.string().regex(/^\d{5}$/, 'expected a 5-digit ZIP'),
        phone: z.string().regex(/^\(\d{3}\) 555-01\d{2}$/, 'expected a fictional (xxx) 555-01xx number'),
        participating: z.boolean(),
        tda: z.string().min(1),
      }),
    )
    .min(1),
});

/** Where dealers come from; the routes depend on this so tests can simulate a failing source. */
export interface DealerSource {
  /** Dealers within `radiusMiles` of a point, nearest first, with distances in miles. */
  near(point: { latitude: number; longitude: number }, radiusMiles: number): Array<{ dealer: DealerRecord; distance: number }>;
  byId(id: string): DealerRecord | undefined;
}

/** The dealer file's dealers: the lookups plus the whole list (the inventory stocks every dealer). */
export interface DealerDirectory extends DealerSource {
  list(): readonly DealerRecord[];
}

/**
 * Validates the dealer file and places every dealer with the ZIP database; a dealer at a ZIP the
 * database does not know is a data error and stops the server at start rather than vanishing.
 */
export function loadDealerDirectory(raw: unknown = rawDealers): DealerDirectory {
  const parsed = dealerFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`dealers.json: ${issue.path.join('.')}: ${issue.message}`);
  }
  const seen = new Set<string>();
  const dealers: DealerRecord[] = parsed.data.dealers.map((dealer, index) => {
    if (seen.has(dealer.id)) throw new Error(`dealers.json: dealers.${index}.id: duplicate dealer id ${dealer.id}`);
    seen.add(dealer.id);
    const place = locateZip(dealer.zip);
    if (!place.ok) throw new Error(`dealers.json: dealers.${index}.zip: ${place.message}`);
    const { city, state, latitude, longitude } = place.location;
    return { ...dealer, city, state, latitude, longitude };
  });
  const byId = new Map(dealers.map((dealer) => [dealer.id, dealer]));
  return {
    near(point, radiusMiles) {
      return dealers
        .map((dealer) => ({ dealer, distance: haversineMiles(point, dealer) }))
        .filter((entry) => entry.distance <= radiusMiles)
        .sort((a, b) => a.distance - b.distance);
    },
    byId: (id) => byId.get(id),
    list: () => dealers,
  };
}
