import type { CostTable } from './mdd-queries';
import type { IndexedModel } from './rule-model';

/**
 * The cost of a resolution is the sum of the costs of its changes (docs/decisions/0020).
 * A change of variable v to value `to` costs `changeCost(v, to)` (an integer >= 1); keeping the
 * current value or choosing a free variable costs 0; moving the latest pick costs Infinity.
 */
export interface CostModel {
  changeCost(v: number, to: number): number;
}

/** Every change costs 1: the fewest changes win (the CLI default). */
export const unitCosts: CostModel = { changeCost: () => 1 };

/** Class weights of the catalog cost model: losing an explicit choice outweighs many default changes. */
export const EXPLICIT_CHANGE = 1_000_000;
export const DEFAULT_CHANGE = 100_000;
/** Price movement (whole dollars) is capped below one default change so it only breaks ties. */
export const PRICE_TIE_CAP = 99_999;

/**
 * Catalog cost model: changing what the shopper chose explicitly costs EXPLICIT_CHANGE, a
 * default DEFAULT_CHANGE, plus the absolute price movement of that variable in whole dollars.
 */
export function catalogCosts(m: IndexedModel, current: (number | undefined)[], explicit: Set<number>): CostModel {
  return {
    changeCost(v, to) {
      const base = explicit.has(v) ? EXPLICIT_CHANGE : DEFAULT_CHANGE;
      const prices = m.prices[v];
      const cur = current[v];
      const delta = prices && cur !== undefined ? Math.abs(Math.round((prices[to] ?? 0) - (prices[cur] ?? 0))) : 0;
      return base + Math.min(delta, PRICE_TIE_CAP);
    },
  };
}

/**
 * The cost table of a resolve query: 0 for the current (or a free) value, the model's change
 * cost otherwise, Infinity for any value of the latest pick other than the one picked.
 */
export function costTable(m: IndexedModel, current: (number | undefined)[], pick: { v: number; value: number } | undefined, model: CostModel): CostTable {
  return m.domains.map((d, v) =>
    d.map((_, j) => {
      if (pick && v === pick.v) return j === pick.value ? 0 : Infinity;
      const cur = current[v];
      if (cur === undefined || cur === j) return 0;
      return Math.max(1, Math.round(model.changeCost(v, j)));
    }),
  );
}
