import { parseAccessoryPrice, parsePrice } from '../../../src/domain/pricing';
import type { CatalogFile } from '../../catalog/catalog.schema';
import type { StockVehicle, VehicleBuild } from './stock-types';
import { trimOffers } from './vehicle-pricing';

/**
 * The stock of one series-year, laid out for matching: each vehicle's codes as small integers and
 * its packages and accessories as bit masks, grouped by dealer, so a match query reads only the
 * lots of the dealers near the shopper and compares a vehicle with a few integer operations.
 */
export interface IndexedVehicle {
  vehicle: StockVehicle;
  trim: number;
  grade: number;
  exterior: number;
  interior: number;
  wheels: number;
  packages: Uint32Array;
  accessories: Uint32Array;
}

export interface SeriesStock {
  file: CatalogFile;
  byDealer: Map<string, IndexedVehicle[]>;
  /** Positions of codes in the masks and integer fields. */
  codes: {
    trims: Map<string, number>;
    grades: Map<string, number>;
    exteriors: Map<string, number>;
    interiors: Map<string, number>;
    wheels: Map<string, number>;
    packages: Map<string, number>;
    accessories: Map<string, number>;
  };
  /** Per trim position: the price of each package / accessory bit on that trim (undefined: not offered). */
  packagePrice: (number | undefined)[][];
  accessoryPrice: (number | undefined)[][];
  trimPrice: number[];
  exteriorPrice: number[];
  interiorPrice: number[];
  wheelPrice: number[];
}

const positions = (codes: readonly string[]) => new Map(codes.map((c, i) => [c, i]));

export function maskOf(codes: readonly string[], index: Map<string, number>, words: number): Uint32Array {
  const mask = new Uint32Array(words);
  for (const code of codes) {
    const bit = index.get(code);
    if (bit === undefined) throw new Error(`unknown code ${code}`);
    mask[bit >>> 5]! |= 1 << (bit & 31);
  }
  return mask;
}

export const wordsFor = (n: number): number => Math.max(1, Math.ceil(n / 32));

/** An empty series stock with the file's code positions and prices (parsed as the pricing parses them). */
export function seriesStockOf(file: CatalogFile): SeriesStock {
  const offers = trimOffers(file);
  const codes = {
    trims: positions(file.trims.map((t) => t.code)),
    grades: positions(file.grades.map((g) => g.id)),
    exteriors: positions(file.exteriorColors.map((c) => c.code)),
    interiors: positions(file.interiorColors.map((c) => c.code)),
    wheels: positions(file.wheels.map((w) => w.code)),
    packages: positions(file.packages.map((p) => p.code)),
    accessories: positions(file.accessories.map((a) => a.code)),
  };
  return {
    file,
    byDealer: new Map(),
    codes,
    packagePrice: file.trims.map((t) => file.packages.map((p) => {
      const offered = offers.get(t.code)!.packages.get(p.code);
      return offered ? parsePrice(offered.msrp) : undefined;
    })),
    accessoryPrice: file.trims.map((t) => file.accessories.map((a) => {
      const offered = offers.get(t.code)!.accessories.get(a.code);
      return offered ? parseAccessoryPrice(offered.msrp) : undefined;
    })),
    trimPrice: file.trims.map((t) => parsePrice(t.msrp)),
    exteriorPrice: file.exteriorColors.map((c) => parsePrice(c.msrp)),
    interiorPrice: file.interiorColors.map((c) => parsePrice(c.msrp)),
    wheelPrice: file.wheels.map((w) => parsePrice(w.msrp)),
  };
}

/** A build's positions in a series stock; throws on a code the file does not have. */
export function indexBuild(stock: SeriesStock, build: VehicleBuild): Omit<IndexedVehicle, 'vehicle'> {
  const { codes, file } = stock;
  const at = (map: Map<string, number>, code: string, what: string) => {
    const i = map.get(code);
    if (i === undefined) throw new Error(`${file.seriesId} ${file.year}: unknown ${what} ${code}`);
    return i;
  };
  const trim = at(codes.trims, build.trimCode, 'trim');
  return {
    trim,
    grade: at(codes.grades, file.trims[trim]!.gradeId, 'grade'),
    exterior: at(codes.exteriors, build.exteriorColorCode, 'exterior colour'),
    interior: at(codes.interiors, build.interiorColorCode, 'interior colour'),
    wheels: at(codes.wheels, build.wheelsCode, 'wheels'),
    packages: maskOf(build.packageCodes, codes.packages, wordsFor(codes.packages.size)),
    accessories: maskOf(build.accessoryCodes, codes.accessories, wordsFor(codes.accessories.size)),
  };
}

/** Key of a series-year in the stock. */
export const stockKey = (brand: string, seriesId: string, year: number): string => `${brand}/${seriesId}/${year}`;

/**
 * Indexes a stock against the catalog files it was made from. A vehicle whose series-year or codes
 * the current catalog no longer has is skipped (and counted), never shown with guessed data.
 */
export function indexStock(vehicles: readonly StockVehicle[], fileOf: (v: StockVehicle) => CatalogFile | undefined): { series: Map<string, SeriesStock>; skipped: number } {
  const series = new Map<string, SeriesStock>();
  let skipped = 0;
  for (const vehicle of vehicles) {
    const key = stockKey(vehicle.brand, vehicle.seriesId, vehicle.year);
    let stock = series.get(key);
    if (!stock) {
      const file = fileOf(vehicle);
      if (!file) {
        skipped++;
        continue;
      }
      stock = seriesStockOf(file);
      series.set(key, stock);
    }
    let indexed: IndexedVehicle;
    try {
      indexed = { vehicle, ...indexBuild(stock, vehicle) };
    } catch {
      skipped++;
      continue;
    }
    const lot = stock.byDealer.get(vehicle.dealerId);
    if (lot) lot.push(indexed);
    else stock.byDealer.set(vehicle.dealerId, [indexed]);
  }
  return { series, skipped };
}
