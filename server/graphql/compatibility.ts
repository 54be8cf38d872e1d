import type { Compatibility, ItemType, LatestItemSelected, RecommendationResult } from '../../src/domain/entities';
import { rulesCompatibilityEngine } from '../rules/rules-compatibility-engine';
import { explicitPickKeys, type ExplicitPicks } from '../../src/domain/selection';
import type { Selection, SelectionInput } from './selection';
import type { SeriesIndex } from './series-index';

/**
 * The one seam between the data endpoint and whatever decides compatibility. Resolvers only call
 * `activeEngine()`: the exact rules engine (server/rules/rules-compatibility-engine.ts). The
 * catalog-availability engine (availability-engine.ts) was the interim source; it stays as a
 * simpler reference with its own tests.
 */

/** Keys `${itemType}:${itemCode}` of what the shopper picked explicitly (the rest are defaults). */
export type { ExplicitPicks } from '../../src/domain/selection';

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

/** Explicit picks from the client's CurrentSelectedConfig (absent: nothing explicit): the shared rule. */
export function explicitPicks(input: SelectionInput | null | undefined): ExplicitPicks {
  return explicitPickKeys(input);
}
