import type { IndexedVehicle, SeriesStock } from './stock-index';

/**
 * How much a difference between the shopper's build and a vehicle weighs when ranking close
 * matches (ADR 0181): a base per kind (a colour matters to a shopper even when it costs nothing)
 * plus the item's price, times EXPLICIT_FACTOR when the shopper picked the item (or the trim)
 * rather than took the default; distance adds DOLLARS_PER_MILE per mile.
 */
export const KIND_BASE = { TRIM: 1500, EXTERIOR_COLOR: 1000, INTERIOR_COLOR: 600, WHEELS: 300, PACKAGE: 200, ACCESSORY: 50 } as const;
export const EXPLICIT_FACTOR = 3;
export const DOLLARS_PER_MILE = 20;

/** What the shopper chose on purpose: the trim (a powertrain pick), colours, wheels, option bits. */
export interface ExplicitChoices {
  trim: boolean;
  exterior: boolean;
  interior: boolean;
  wheels: boolean;
  packages: Uint32Array;
  accessories: Uint32Array;
}

export type BuildPositions = Omit<IndexedVehicle, 'vehicle'>;

function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Number of items that differ (a trim, colour or wheel swap counts once). */
export function differenceCount(a: BuildPositions, b: BuildPositions): number {
  let n = (a.trim !== b.trim ? 1 : 0) + (a.exterior !== b.exterior ? 1 : 0) + (a.interior !== b.interior ? 1 : 0) + (a.wheels !== b.wheels ? 1 : 0);
  for (let w = 0; w < a.packages.length; w++) n += popcount(a.packages[w]! ^ b.packages[w]!);
  for (let w = 0; w < a.accessories.length; w++) n += popcount(a.accessories[w]! ^ b.accessories[w]!);
  return n;
}

/** Price of an option bit: on the build's trim when offered there, else on the vehicle's. */
function optionPrice(prices: (number | undefined)[][], buildTrim: number, vehicleTrim: number, bit: number): number {
  return prices[buildTrim]![bit] ?? prices[vehicleTrim]![bit] ?? 0;
}

function maskWeight(stock: SeriesStock, build: BuildPositions, v: BuildPositions, explicit: ExplicitChoices, kind: 'PACKAGE' | 'ACCESSORY'): number {
  const [a, b, chosen, prices] = kind === 'PACKAGE'
    ? [build.packages, v.packages, explicit.packages, stock.packagePrice]
    : [build.accessories, v.accessories, explicit.accessories, stock.accessoryPrice];
  let weight = 0;
  for (let w = 0; w < a.length; w++) {
    let diff = a[w]! ^ b[w]!;
    while (diff !== 0) {
      const low = diff & -diff;
      const bit = w * 32 + (31 - Math.clz32(low));
      const factor = chosen[w]! & low ? EXPLICIT_FACTOR : 1;
      weight += (KIND_BASE[kind] + optionPrice(prices, build.trim, v.trim, bit)) * factor;
      diff ^= low;
    }
  }
  return weight;
}

/** Weighted difference of a vehicle from the build, in dollars of "shopper cost" (see KIND_BASE). */
export function differenceWeight(stock: SeriesStock, build: BuildPositions, v: BuildPositions, explicit: ExplicitChoices): number {
  let weight = 0;
  const f = (on: boolean) => (on ? EXPLICIT_FACTOR : 1);
  if (v.trim !== build.trim) weight += (KIND_BASE.TRIM + Math.abs(stock.trimPrice[v.trim]! - stock.trimPrice[build.trim]!)) * f(explicit.trim);
  if (v.exterior !== build.exterior) weight += (KIND_BASE.EXTERIOR_COLOR + Math.max(stock.exteriorPrice[v.exterior]!, stock.exteriorPrice[build.exterior]!)) * f(explicit.exterior);
  if (v.interior !== build.interior) weight += (KIND_BASE.INTERIOR_COLOR + Math.max(stock.interiorPrice[v.interior]!, stock.interiorPrice[build.interior]!)) * f(explicit.interior);
  if (v.wheels !== build.wheels) weight += (KIND_BASE.WHEELS + Math.max(stock.wheelPrice[v.wheels]!, stock.wheelPrice[build.wheels]!)) * f(explicit.wheels);
  return weight + maskWeight(stock, build, v, explicit, 'PACKAGE') + maskWeight(stock, build, v, explicit, 'ACCESSORY');
}
