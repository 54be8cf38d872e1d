import type { DealerRecord } from '../dealers/dealer-directory';
import { DOLLARS_PER_MILE, differenceCount, differenceWeight, type BuildPositions, type ExplicitChoices } from './match-scoring';
import type { IndexedVehicle, SeriesStock } from './stock-index';

/** A close match differs in at most this many items (same grade); more is another car. */
export const MAX_CLOSE_DIFFERENCES = 6;

export interface MatchQuery {
  stock: SeriesStock;
  build: BuildPositions;
  explicit: ExplicitChoices;
  /** Dealers within the radius, with their distance in miles. */
  dealers: ReadonlyArray<{ dealer: DealerRecord; distance: number }>;
  /** Most vehicles returned per list (the counts count them all). */
  limit: number;
  /** No-inventory page: every grade is a candidate and the difference cap is lifted. */
  anyGrade: boolean;
}

export interface RankedVehicle {
  entry: IndexedVehicle;
  dealer: DealerRecord;
  distance: number;
  differences: number;
  score: number;
}

export interface MatchResult {
  exact: RankedVehicle[];
  close: RankedVehicle[];
  exactCount: number;
  closeCount: number;
}

const byVin = (a: RankedVehicle, b: RankedVehicle) => (a.entry.vehicle.vin < b.entry.vehicle.vin ? -1 : a.entry.vehicle.vin > b.entry.vehicle.vin ? 1 : 0);
const statusRank = (r: RankedVehicle) => (r.entry.vehicle.status === 'IN_STOCK' ? 0 : 1);

/**
 * Exact matches (no difference at all) nearest first, vehicles on the lot before those in
 * transit; close matches by weighted difference plus distance (match-scoring.ts). Reads only the
 * lots of the dealers given.
 */
export function matchStock(query: MatchQuery): MatchResult {
  const { stock, build, explicit } = query;
  const exact: RankedVehicle[] = [];
  const close: RankedVehicle[] = [];
  for (const { dealer, distance } of query.dealers) {
    const lot = stock.byDealer.get(dealer.id);
    if (!lot) continue;
    for (const entry of lot) {
      if (!query.anyGrade && entry.grade !== build.grade) continue;
      const differences = differenceCount(build, entry);
      if (differences === 0) {
        exact.push({ entry, dealer, distance, differences, score: distance * DOLLARS_PER_MILE });
        continue;
      }
      if (!query.anyGrade && differences > MAX_CLOSE_DIFFERENCES) continue;
      close.push({ entry, dealer, distance, differences, score: differenceWeight(stock, build, entry, explicit) + distance * DOLLARS_PER_MILE });
    }
  }
  exact.sort((a, b) => a.distance - b.distance || statusRank(a) - statusRank(b) || byVin(a, b));
  close.sort((a, b) => a.score - b.score || a.distance - b.distance || byVin(a, b));
  return { exact: exact.slice(0, query.limit), close: close.slice(0, query.limit), exactCount: exact.length, closeCount: close.length };
}
