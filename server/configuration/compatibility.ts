import type { ItemCompatibility, ItemType, LatestItemSelected, RecommendationResult } from '../../src/domain/entities';
import { explicitPickKeys, type ExplicitPicks } from '../../src/domain/selection';
import type { Selection, SelectionInput } from './series-selection';
import type { SeriesIndex } from './series-index';

/**
 * The one seam between the data endpoint and whatever decides compatibility: resolvers and mappers
 * ask a `CompatibilityEngine`, never the rules engine's own types. The implementation is
 * `rulesCompatibilityEngine` (rules-compatibility-engine.ts), the exact engine of server/rules.
 */

/** Keys `${itemType}:${itemCode}` of what the shopper picked explicitly (the rest are defaults). */
export type { ExplicitPicks } from '../../src/domain/selection';

export interface CompatibilityEngine {
  /** For a selection: a lookup giving the compatibility of any value of any item type. */
  compatibility(index: SeriesIndex, selection: Selection): (type: ItemType, code: string) => ItemCompatibility;
  /** Whether the latest item fits the selection, and if not, up to three ways to make it fit. */
  recommend(index: SeriesIndex, selection: Selection, latest: LatestItemSelected, explicit: ExplicitPicks): RecommendationResult;
  /** Whether the whole selection is a buildable car, and if not, up to three ways to make it one. */
  validity(index: SeriesIndex, selection: Selection): RecommendationResult;
}

/** Explicit picks from the client's CurrentSelectedConfig (absent: nothing explicit): the shared rule. */
export function explicitPicks(input: SelectionInput | null | undefined): ExplicitPicks {
  return explicitPickKeys(input);
}
