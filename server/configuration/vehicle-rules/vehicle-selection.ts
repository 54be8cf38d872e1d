import type { ChangeType, ItemCompatibility, ItemType, RequiredChange } from '../../../src/domain/entities';
import type { CatalogFile } from '../../catalog/catalog.schema';
import type { Change, RulesEngine } from '../../rules';

/** The shopper's current build, as the API config carries it (codes; wheels optional). */
export interface VehicleSelection {
  /** Trim code. */
  trim: string;
  exteriorColorCode?: string | null;
  interiorColorCode?: string | null;
  /** Absent: the wheels are free (any wheel that fits). Same for absent colours. */
  wheelsCode?: string | null;
  packageCodes: string[];
  accessoryCodes: string[];
}

export interface LatestItem {
  itemCode: string;
  itemType: ItemType;
  changeType: ChangeType;
}

/** Compatibility of every value and option, per item type, per code. */
export type VehicleDomains = Partial<Record<ItemType, Record<string, ItemCompatibility>>>;

/**
 * A catalog series-year compiled for the engine, as the valid-domain reasoning (vehicle-domains.ts)
 * reads it; VehicleRules (vehicle-rules.ts) is the one implementation. An interface of its own so
 * the two modules do not import each other.
 */
export interface CompiledVehicle {
  readonly engine: RulesEngine;
  readonly file: CatalogFile;
  readonly trimIndex: number;
  /** availability[var][value] = trim codes on which the value can be part of a valid build. */
  readonly availability: string[][][];
  /** The engine variable of an item type (and, for packages and accessories, its code). */
  varOf(type: string, code?: string): number;
  /** Current values of every variable, and which ones the shopper chose explicitly. */
  current(sel: VehicleSelection, explicitKeys?: ReadonlySet<string>): { current: (number | undefined)[]; explicit: Set<number> };
  /** Visible changes of a resolution, as the spec's required changes. */
  requiredChanges(changes: Change[]): RequiredChange[];
}
