import { useState } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl, type IntlShape } from 'react-intl';
import type { FullConfiguration, LatestItemSelected, ResolveStep, Trim } from '../../../domain/entities';
import { POWERTRAIN_ITEM_TYPES } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { Modal } from '../../../platform/modal/modal';
import { itemPrice, itemTitle, trimPriceDifference, trimTitle } from '../../components/item-lookup';
import { conflictMessages } from './conflict-messages';
import './conflict-modal.css';

/** At most this many alternatives are offered (the rules service ranks them by weight). */
export const MAX_RESOLUTIONS = 3;

export interface ConflictModalProps {
  open: boolean;
  config: FullConfiguration;
  gradeTrims?: readonly Trim[];
  /** The pick that caused the conflict. */
  pick: LatestItemSelected | null;
  steps: ResolveStep[];
  busy?: boolean;
  onResolve: (stepIndex: number) => void;
  onCancel: () => void;
}

interface Line {
  key: string;
  title: string;
  price: number;
}

interface Alternative {
  index: number;
  toAdd: Line[];
  toRemove: Line[];
  choices: Line[];
  total: number;
}

const signed = (price: number) => (price > 0 ? `+${formatPrice(price)}` : formatPrice(price));

/** The alternatives in rank order (lower weight first), each split into adds, removes and choices. */
export function alternativesOf(config: FullConfiguration, pick: LatestItemSelected | null, steps: ResolveStep[], gradeTrims: readonly Trim[] = []): Alternative[] {
  const pickPrice = pick ? (pick.changeType === 'ADD' ? 1 : -1) * itemPrice(config, pick) : 0;
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.weight - b.step.weight)
    .slice(0, MAX_RESOLUTIONS)
    .map(({ step, index }) => {
      const alternative: Alternative = { index, toAdd: [], toRemove: [], choices: [], total: pickPrice };
      if (step.applicableTrimId && step.applicableTrimId !== config.trim.code) {
        const price = trimPriceDifference(config, step.applicableTrimId);
        alternative.choices.push({ key: `trim-${step.applicableTrimId}`, title: trimTitle(config, step.applicableTrimId, gradeTrims), price });
        alternative.total += price;
      }
      for (const change of step.requiredChanges) {
        if (pick && change.itemCode === pick.itemCode && change.itemType === pick.itemType) continue;
        const base = itemPrice(config, change);
        const line = { key: `${change.itemType}-${change.itemCode}-${change.changeType}`, title: itemTitle(config, change, gradeTrims), price: change.changeType === 'ADD' ? base : -base };
        if (POWERTRAIN_ITEM_TYPES.includes(change.itemType)) alternative.choices.push(line);
        else if (change.changeType === 'ADD') alternative.toAdd.push(line);
        else alternative.toRemove.push(line);
        alternative.total += line.price;
      }
      return alternative;
    });
}

function LineList({ heading, lines, intl }: { heading: string; lines: Line[]; intl: IntlShape }) {
  if (lines.length === 0) return null;
  return (
    <div className="cfg-conflict__group">
      <p className="cfg-conflict__group-heading">{heading}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>{intl.formatMessage(conflictMessages.change, { title: line.title, price: signed(line.price) })}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The conflict modal: why the pick needs more, up to three ways to get there with each change's
 * price effect, and cancel (the build stays as it was). Choosing never applies by itself: the
 * shopper confirms with "Apply changes".
 */
export function ConflictModal({ open, config, gradeTrims = [], pick, steps, busy = false, onResolve, onCancel }: ConflictModalProps) {
  const intl = useIntl();
  const groupName = usePageId();
  const [chosen, setChosen] = useState<number | null>(null);
  if (!open) return null;
  const alternatives = alternativesOf(config, pick, steps, gradeTrims);
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
