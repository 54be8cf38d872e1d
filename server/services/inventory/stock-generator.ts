import type { CatalogEntry } from '../../catalog/catalog-loader';
import type { DealerRecord } from '../dealers/dealer-directory';
import { seededRandom, seedOf } from './seeded-random';
import { planStock, type StockLot, type SuppressedIn } from './stock-plan';
import type { StockVehicle } from './stock-types';
import { priceBuild } from './vehicle-pricing';
import { isValidBuild, pickTrim, sampleBuild } from './vehicle-sampler';
import { vinFor } from './vin-plan';

/** Bumped whenever the generated stock changes for the same catalog and dealers. */
export const GENERATOR_VERSION = 'stock-1';

/** Share of the stock still on its way to the dealer. */
const IN_TRANSIT_SHARE = 0.22;

/** The vehicles of one lot; `firstSerial` numbers their VINs. Pure and deterministic. */
export function generateLot(lot: StockLot, firstSerial: number): StockVehicle[] {
  const file = lot.entry.data;
  const random = seededRandom(seedOf(`${GENERATOR_VERSION}/${file.brand}/${file.seriesId}-${file.year}/${lot.dealer.id}`));
  const vehicles: StockVehicle[] = [];
  for (let i = 0; i < lot.count; i++) {
    const trim = pickTrim(file, random);
    const build = sampleBuild(file, trim, random);
    // The sampler's builds are valid by construction; the engine's own check keeps it honest.
    if (!isValidBuild(file, build)) throw new Error(`${file.seriesId} ${file.year}: the sampler made a build the rules refuse (${JSON.stringify(build)})`);
    const inTransit = random.chance(IN_TRANSIT_SHARE);
    const { totalSRP, totalCost } = priceBuild(file, build);
    vehicles.push({
      ...build,
      vin: vinFor(file, build.trimCode, firstSerial + i),
      brand: file.brand,
      seriesId: file.seriesId,
      year: file.year,
      dealerId: lot.dealer.id,
      status: inTransit ? 'IN_TRANSIT' : 'IN_STOCK',
      arrivalDay: inTransit ? random.int(3, 60) : null,
      totalSRP,
      totalCost,
    });
  }
  return vehicles;
}

/**
 * The whole stock, lot by lot, yielding to the event loop between lots so a server generating
 * it in the background keeps answering requests.
 */
export async function generateStock(
  entries: readonly CatalogEntry[],
  dealers: readonly DealerRecord[],
  suppressed: SuppressedIn,
  size?: number,
  onLot?: (vehicles: StockVehicle[]) => void | Promise<void>,
): Promise<StockVehicle[]> {
  const all: StockVehicle[] = [];
  let serial = 1;
  for (const lot of planStock(entries, dealers, suppressed, size)) {
    const vehicles = generateLot(lot, serial);
    serial += lot.count;
    all.push(...vehicles);
    await onLot?.(vehicles);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return all;
}
