import { useState } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl, type IntlShape } from 'react-intl';
import type { FullConfiguration, LatestItemSelected, ResolveStep, Trim } from '../../../domain/entities';
import { priceEffect, type ItemPriceLine, type PricingInput } from '../../../domain/pricing';
import { POWERTRAIN_ITEM_TYPES } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { Modal } from '../../../platform/modal/modal';
import { itemTitle, trimTitle } from '../../components/item-lookup';
import { conflictMessages } from './conflict-messages';
import './conflict-modal.css';

export { MAX_RESOLUTIONS } from '../../../domain/resolution';

/** One offered resolution: the rules' step and the complete build Apply commits (ranked). */
export interface OfferedResolution {
  step: ResolveStep;
  build: PricingInput & { trimId?: string };
}

export interface ConflictModalProps {
  open: boolean;
  config: FullConfiguration;
  gradeTrims?: readonly Trim[];
  /** The pick that caused the conflict. */
  pick: LatestItemSelected | null;
  /** The build the shopper holds: every effect is measured against it. */
  before: PricingInput | null;
  /** The resolutions in the order offered (domain rankResolutions); the first is pre-selected. */
  resolutions: readonly OfferedResolution[];
  busy?: boolean;
  onResolve: (index: number) => void;
  onCancel: () => void;
}

/** A line of the dialog: what changes, its price effect, and why it is needed. */
export interface Line {
  key: string;
  title: string;
  price: number;
  reason: string;
}

export interface Alternative {
  index: number;
  toAdd: Line[];
  toRemove: Line[];
  choices: Line[];
  /** totalSRP(after) - totalSRP(before), from domain priceEffect. */
  total: number;
}

const signed = (price: number) => (price > 0 ? `+${formatPrice(price)}` : formatPrice(price));

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
      title: l.title,
      price: leaving ? -l.price : l.price,
      reason: why(l, leaving),
    });
    const choices: Line[] = [];
    const afterTrim = resolution.build.trimId;
    if (effect.baseChange !== 0 || (afterTrim && afterTrim !== config.trim.code)) {
      const trim = afterTrim ? trimTitle(config, afterTrim, gradeTrims) : config.trim.title;
      choices.push({
        key: `trim-${afterTrim ?? ''}`,
        title: intl.formatMessage(conflictMessages.trimSwitch, { trim }),
        price: effect.baseChange,
        reason: intl.formatMessage(conflictMessages.reasonTrim, { pick: pickTitle }),
      });
    }
    if (effect.dphChange !== 0) {
      choices.push({ key: 'dph', title: intl.formatMessage(conflictMessages.feeChange), price: effect.dphChange, reason: intl.formatMessage(conflictMessages.reasonTrim, { pick: pickTitle }) });
    }
    for (const { line: l, change } of effect.repriced) {
      choices.push({ key: `re-${l.kind}-${l.code}`, title: l.title, price: change, reason: intl.formatMessage(conflictMessages.reasonRepriced) });
    }
    return {
      index,
      toAdd: effect.added.map((l) => line(l, false)),
      toRemove: effect.removed.map((l) => line(l, true)),
      choices,
      total: effect.totalSRP,
    };
  });
}

function LineList({ heading, lines, intl }: { heading: string; lines: Line[]; intl: IntlShape }) {
  if (lines.length === 0) return null;
  return (
    <div className="cfg-conflict__group">
      <p className="cfg-conflict__group-heading">{heading}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>
            <span>{intl.formatMessage(conflictMessages.change, { title: line.title, price: signed(line.price) })}</span>{' '}
            <span className="cfg-conflict__why">{line.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The conflict modal: why the pick needs more, up to three ways to get there with each change's
 * price effect and reason, in a stated order (the first pre-selected), and cancel (the build stays
 * as it was). Choosing never applies by itself: the shopper confirms with "Apply changes".
 */
export function ConflictModal({ open, config, gradeTrims = [], pick, before, resolutions, busy = false, onResolve, onCancel }: ConflictModalProps) {
  const intl = useIntl();
  const groupName = usePageId();
  const [chosen, setChosen] = useState<number | null>(null);
  if (!open || !before) return null;
  const alternatives = alternativesOf(config, pick, before, resolutions, intl, gradeTrims);
  const selected = chosen !== null && alternatives.some((a) => a.index === chosen) ? chosen : (alternatives[0]?.index ?? null);
  const item = pick ? itemTitle(config, pick, gradeTrims) : '';
  const reason = pick?.changeType === 'REMOVE' ? conflictMessages.removeReason : conflictMessages.addReason;
  const close = () => {
    setChosen(null);
    onCancel();
  };

  return (
    <Modal open={open} onClose={close} title={intl.formatMessage(conflictMessages.title)}>
      <p className="cfg-conflict__reason">{intl.formatMessage(reason, { item })}</p>
      <fieldset className="cfg-conflict__alternatives">
        <legend>{intl.formatMessage(conflictMessages.chooseResolution)}</legend>
        <p className="cfg-conflict__order">{intl.formatMessage(conflictMessages.order)}</p>
        {alternatives.map((alternative, position) => (
          <div key={alternative.index} className="cfg-conflict__alternative">
            <label className="cfg-conflict__alternative-label">
              <input
                type="radio"
                name={groupName}
                checked={selected === alternative.index}
                onChange={() => setChosen(alternative.index)}
              />
              {intl.formatMessage(conflictMessages.alternative, { index: position + 1, price: signed(alternative.total) })}
            </label>
            <LineList heading={intl.formatMessage(conflictMessages.itemsToAdd)} lines={alternative.toAdd} intl={intl} />
            <LineList heading={intl.formatMessage(conflictMessages.itemsToRemove)} lines={alternative.toRemove} intl={intl} />
            <LineList heading={intl.formatMessage(conflictMessages.requiredChoices)} lines={alternative.choices} intl={intl} />
          </div>
        ))}
      </fieldset>
      <div className="cfg-conflict__actions">
        <button
          type="button"
          className="cfg-button cfg-button--primary"
          disabled={busy || selected === null}
          onClick={() => {
            if (selected === null) return;
            setChosen(null);
            onResolve(selected);
          }}
        >
          {intl.formatMessage(conflictMessages.apply)}
        </button>
        <button type="button" className="cfg-button" onClick={close}>
          {intl.formatMessage(conflictMessages.cancel)}
        </button>
      </div>
    </Modal>
  );
}
