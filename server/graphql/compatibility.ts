import type { Compatibility, ItemType, LatestItemSelected, RecommendationResult } from '../../src/domain/entities';
import { availabilityEngine } from './availability-engine';
import type { Selection, SelectionInput } from './selection';
import type { SeriesIndex } from './series-index';

/**
 * The one seam between the data endpoint and whatever decides compatibility. Resolvers only call
 * `activeEngine()`; today it is the catalog-availability engine, and the rules engine
 * (server/rules, engineer D) replaces it by changing the single line in `activeEngine`.
 */

/** Keys `${itemType}:${itemCode}` of what the shopper picked explicitly (the rest are defaults). */
export type ExplicitPicks = ReadonlySet<string>;

export interface CompatibilityEngine {
  /** For a selection: a lookup giving the compatibility of any value of any item type. */
  compatibility(index: SeriesIndex, selection: Selection): (type: ItemType, code: string) => Compatibility;
  /** Whether the latest item fits the selection, and if not, up to three ways to make it fit. */
  recommend(index: SeriesIndex, selection: Selection, latest: LatestItemSelected, explicit: ExplicitPicks): RecommendationResult;
}

/** The engine the resolvers use. */
export function activeEngine(): CompatibilityEngine {
  return availabilityEngine;
}

/** Explicit picks from the client's CurrentSelectedConfig (absent: nothing explicit). */
export function explicitPicks(input: SelectionInput | null | undefined): ExplicitPicks {
  const keys = new Set<string>();
  if (!input) return keys;
  if (input.exteriorColorCode) keys.add(`EXTERIOR_COLOR:${input.exteriorColorCode}`);
  if (input.interiorColorCode) keys.add(`INTERIOR_COLOR:${input.interiorColorCode}`);
  if (input.wheelsCode) keys.add(`WHEELS:${input.wheelsCode}`);
  for (const code of input.packageCodes ?? []) keys.add(`PACKAGE:${code}`);
  for (const code of input.accessoryCodes ?? []) keys.add(`ACCESSORY:${code}`);
  return keys;
}
