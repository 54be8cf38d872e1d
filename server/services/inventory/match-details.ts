import { priceEffect, totalsOf, priceLines } from '../../../src/domain/pricing';
import type { CatalogFile } from '../../catalog/catalog.schema';
import type { VehicleBuild } from './stock-types';
import { pricingInputOf } from './vehicle-pricing';

export type DifferenceKind = 'TRIM' | 'EXTERIOR_COLOR' | 'INTERIOR_COLOR' | 'WHEELS' | 'PACKAGE' | 'ACCESSORY';

/** One way a vehicle differs from the shopper's build: an item it has in addition, or lacks. */
export interface Difference {
  change: 'ADDED' | 'MISSING';
  kind: DifferenceKind;
  code: string;
  title: string;
  /** The item's price as the pricing counts it; null for wheels, which the totals do not price. */
  price: number | null;
  /** A dealer-installed accessory (in the total cost, not the MSRP). */
  dealerInstalled: boolean;
}

export interface MatchDetails {
  differences: Difference[];
  /** Vehicle minus build: total MSRP and total with dealer-installed accessories. */
  srpDifference: number;
  costDifference: number;
}

const KIND_OF_LINE = { exterior: 'EXTERIOR_COLOR', interior: 'INTERIOR_COLOR', package: 'PACKAGE', accessory: 'ACCESSORY' } as const;

/**
 * What differs between the shopper's build and a vehicle, in `file`'s language, from the
 * configurator's own price lines (priceEffect): every item added or missing with its price, the
 * trim when it differs (its base price), the wheels. The differences are exactly what moves the
 * total: srpDifference = computeTotals(vehicle) - computeTotals(build).
 */
export function matchDetails(file: CatalogFile, build: VehicleBuild, vehicle: VehicleBuild): MatchDetails {
  const before = pricingInputOf(file, build);
  const after = pricingInputOf(file, vehicle);
  const effect = priceEffect(before, after);
  const differences: Difference[] = [];
  if (build.trimCode !== vehicle.trimCode) {
    const trim = (code: string) => file.trims.find((t) => t.code === code)!;
    const [mine, theirs] = [trim(build.trimCode), trim(vehicle.trimCode)];
    differences.push({ change: 'ADDED', kind: 'TRIM', code: theirs.code, title: theirs.title, price: totalsOf(priceLines(after).filter((l) => l.kind === 'base')).totalSRP, dealerInstalled: false });
    differences.push({ change: 'MISSING', kind: 'TRIM', code: mine.code, title: mine.title, price: totalsOf(priceLines(before).filter((l) => l.kind === 'base')).totalSRP, dealerInstalled: false });
  }
  for (const line of effect.added) differences.push({ change: 'ADDED', kind: KIND_OF_LINE[line.kind], code: line.code, title: line.title, price: line.price, dealerInstalled: line.dealerInstalled });
  for (const line of effect.removed) differences.push({ change: 'MISSING', kind: KIND_OF_LINE[line.kind], code: line.code, title: line.title, price: line.price, dealerInstalled: line.dealerInstalled });
  if (build.wheelsCode !== vehicle.wheelsCode) {
    const wheel = (code: string) => file.wheels.find((w) => w.code === code)!;
    differences.push({ change: 'ADDED', kind: 'WHEELS', code: vehicle.wheelsCode, title: wheel(vehicle.wheelsCode).title, price: null, dealerInstalled: false });
    differences.push({ change: 'MISSING', kind: 'WHEELS', code: build.wheelsCode, title: wheel(build.wheelsCode).title, price: null, dealerInstalled: false });
  }
  return { differences, srpDifference: effect.totalSRP, costDifference: effect.totalCost };
}
