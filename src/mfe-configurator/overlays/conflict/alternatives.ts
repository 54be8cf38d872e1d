/**
 * The conflict dialog's model (ADR 0125): for each offered resolution, what is added, what leaves
 * (replaced colours included), what the trim-level change costs, why each line is there, and the
 * total, all from domain priceEffect of the build held and the build Apply commits.
 */
import type { IntlShape } from 'react-intl';
import type { FullConfiguration, LatestItemSelected, ResolveStep, Trim } from '../../../domain/entities';
import { POWERTRAIN_ITEM_TYPES } from '../../../domain/entities';
import { priceEffect, type ItemPriceLine, type PricingInput } from '../../../domain/pricing';
import { itemTitle, trimTitle } from '../../components/item-lookup';
import { conflictMessages } from './conflict-messages';


/** One offered resolution: the rules' step and the complete build Apply commits (ranked). */
export interface OfferedResolution {
  step: ResolveStep;
  build: PricingInput & { trimId?: string };
}

/** A line of the dialog: what changes, its price effect, and why it is needed. */
export interface Line {
  key: string;
  /** Item code ('' for trim and fee lines). */
  code: string;
  title: string;
  price: number;
  reason: string;
  /** A dealer-installed accessory: its price moves the total with dealer-installed accessories, not Total MSRP. */
  dealerInstalled: boolean;
}

export interface Alternative {
  index: number;
  toAdd: Line[];
  toRemove: Line[];
  choices: Line[];
  /** totalSRP(after) - totalSRP(before), from domain priceEffect. */
  total: number;
  /** totalCost(after) - totalCost(before): the total with dealer-installed accessories. */
  totalWithDealer: number;
  /** Whether dealer-installed accessories come or go, so both totals must be stated. */
  movesDealerTotal: boolean;
}

const COLOR_KINDS = ['exterior', 'interior'];

/**
 * The dialog's model of each resolution, in the order given. Adds, removes (replaced colours
 * included) and the total come from domain priceEffect(before, after), so the stated total is
 * exactly the change Apply makes; each line says why it is there.
 */
export function alternativesOf(
  config: FullConfiguration,
  pick: LatestItemSelected | null,
  before: PricingInput,
  resolutions: readonly OfferedResolution[],
  intl: IntlShape,
  gradeTrims: readonly Trim[] = [],
): Alternative[] {
  const pickTitle = pick ? itemTitle(config, pick, gradeTrims) : '';
  const isPick = (code: string) => pick !== null && pick.itemCode === code && !POWERTRAIN_ITEM_TYPES.includes(pick.itemType);
  return resolutions.map((resolution, index) => {
    const effect = priceEffect(before, resolution.build);
    const addedColors = effect.added.filter((l) => COLOR_KINDS.includes(l.kind));
    const why = (l: ItemPriceLine, leaving: boolean): string => {
      if (isPick(l.code)) return intl.formatMessage(conflictMessages.reasonYourChoice);
      if (leaving) {
        const successor = addedColors.find((c) => c.kind === l.kind);
        if (successor) return intl.formatMessage(conflictMessages.reasonReplaced, { item: l.title, other: successor.title });
        if (pick?.changeType === 'REMOVE') return intl.formatMessage(conflictMessages.reasonNeedsRemoved, { item: l.title, pick: pickTitle });
        return intl.formatMessage(conflictMessages.reasonExcludes, { item: l.title, pick: pickTitle });
      }
      return intl.formatMessage(conflictMessages.reasonNeeds, { item: l.title, pick: pickTitle });
    };
    const line = (l: ItemPriceLine, leaving: boolean): Line => ({
      key: `${l.kind}-${l.code}-${leaving ? 'out' : 'in'}`,
      code: l.code,
      title: l.title,
      price: leaving ? -l.price : l.price,
      reason: why(l, leaving),
      dealerInstalled: l.dealerInstalled === true,
    });
    const choices: Line[] = [];
    const afterTrim = resolution.build.trimId;
    if (effect.baseChange !== 0 || (afterTrim && afterTrim !== config.trim.code)) {
      const trim = afterTrim ? trimTitle(config, afterTrim, gradeTrims) : config.trim.title;
      choices.push({
        key: `trim-${afterTrim ?? ''}`,
        code: '',
        title: intl.formatMessage(conflictMessages.trimSwitch, { trim }),
        price: effect.baseChange,
        reason: intl.formatMessage(conflictMessages.reasonTrim, { pick: pickTitle }),
        dealerInstalled: false,
      });
    }
    if (effect.dphChange !== 0) {
      choices.push({ key: 'dph', code: '', title: intl.formatMessage(conflictMessages.feeChange), price: effect.dphChange, reason: intl.formatMessage(conflictMessages.reasonTrim, { pick: pickTitle }), dealerInstalled: false });
    }
    for (const { line: l, change } of effect.repriced) {
      choices.push({ key: `re-${l.kind}-${l.code}`, code: l.code, title: l.title, price: change, reason: intl.formatMessage(conflictMessages.reasonRepriced), dealerInstalled: l.dealerInstalled === true });
    }
    return {
      index,
      toAdd: effect.added.map((l) => line(l, false)),
      toRemove: effect.removed.map((l) => line(l, true)),
      choices,
      total: effect.totalSRP,
      totalWithDealer: effect.totalCost,
      movesDealerTotal: [...effect.added, ...effect.removed, ...effect.repriced.map((r) => r.line)].some((l) => l.dealerInstalled === true),
    };
  });
}
