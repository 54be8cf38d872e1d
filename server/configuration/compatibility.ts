import type { Compatibility, ItemType, LatestItemSelected, RecommendationResult } from '../../src/domain/entities';
import { rulesCompatibilityEngine } from './rules-compatibility-engine';
import type { Selection, SelectionInput } from './selection';
import type { SeriesIndex } from './series-index';

/**
 * The one seam between the data endpoint and whatever decides compatibility. Resolvers only call
 * `activeEngine()`: the exact rules engine (server/configuration/rules-compatibility-engine.ts). The
 * catalog-availability engine (availability-engine.ts) was the interim source; it stays as a
 * simpler reference with its own tests.
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
  return rulesCompatibilityEngine;
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
