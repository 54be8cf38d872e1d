import type { Compatibility, ItemType, LatestItemSelected, RecommendationResult } from '../../src/domain/entities';
import type { Selection, SelectionInput } from './selection';
import type { SeriesIndex } from './series-index';

/**
 * The one seam between the data endpoint and whatever decides compatibility: resolvers and mappers
 * ask a `CompatibilityEngine`, never the rules engine's own types. The implementation is
 * `rulesCompatibilityEngine` (rules-compatibility-engine.ts), the exact engine of server/rules.
 */

/** Keys `${itemType}:${itemCode}` of what the shopper picked explicitly (the rest are defaults). */
export type ExplicitPicks = ReadonlySet<string>;

export interface CompatibilityEngine {
  /** For a selection: a lookup giving the compatibility of any value of any item type. */
  compatibility(index: SeriesIndex, selection: Selection): (type: ItemType, code: string) => Compatibility;
  /** Whether the latest item fits the selection, and if not, up to three ways to make it fit. */
  recommend(index: SeriesIndex, selection: Selection, latest: LatestItemSelected, explicit: ExplicitPicks): RecommendationResult;
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
