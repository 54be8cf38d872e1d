import type { CatalogEntry } from '../../catalog/catalog-loader';
import type { DealerRecord } from '../dealers/dealer-directory';
import { seededRandom, seedOf } from './seeded-random';

/** The stock the issue asks for at the least: a realistic national inventory of both brands. */
export const DEFAULT_STOCK_SIZE = 50_000;

/**
 * How much of the stock each series is (sample figures: best sellers most, the fuel-cell car
 * least). A series not listed gets the middle weight.
 */
const SERIES_WEIGHT: Readonly<Record<string, number>> = {
  rav4: 1.0,
  rav4hybrid: 0.9,
  tacoma: 1.0,
  tacomahybrid: 0.4,
  prius: 0.5,
  rav4prime: 0.25,
  sienna: 0.5,
  mirai: 0.05,
  nx: 0.5,
  rx: 0.5,
};
const DEFAULT_SERIES_WEIGHT = 0.5;

/** One lot: how many vehicles of one series-year one dealer holds. */
export interface StockLot {
  entry: CatalogEntry;
  dealer: DealerRecord;
  count: number;
}

/** Model codes and years not sold in a state (the content service's suppression list). */
export type SuppressedIn = (seriesId: string, year: number, state: string) => boolean;

/**
 * Splits `size` vehicles over every dealer and live series-year, by series weight and a dealer
 * size (0.6-1.4, seeded by the dealer id), never where the model is suppressed (no Mirai outside
 * California). Counts add up to exactly `size` (largest remainders get the rounding).
 */
export function planStock(entries: readonly CatalogEntry[], dealers: readonly DealerRecord[], suppressed: SuppressedIn, size = DEFAULT_STOCK_SIZE): StockLot[] {
  const cells: { entry: CatalogEntry; dealer: DealerRecord; weight: number }[] = [];
  for (const dealer of dealers) {
    const dealerSize = 0.6 + 0.8 * seededRandom(seedOf(`dealer-size/${dealer.id}`)).next();
    for (const entry of entries) {
      if (suppressed(entry.seriesId, entry.year, dealer.state)) continue;
      cells.push({ entry, dealer, weight: dealerSize * (SERIES_WEIGHT[entry.seriesId] ?? DEFAULT_SERIES_WEIGHT) });
    }
  }
  const total = cells.reduce((sum, c) => sum + c.weight, 0);
  if (cells.length === 0 || !(total > 0)) return [];
  const exact = cells.map((c) => (size * c.weight) / total);
  const counts = exact.map(Math.floor);
  let left = size - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return cells.map((c, i) => ({ entry: c.entry, dealer: c.dealer, count: counts[i]! })).filter((lot) => lot.count > 0);
}
