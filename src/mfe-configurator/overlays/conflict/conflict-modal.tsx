import { useState } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl, type IntlShape } from 'react-intl';
import type { FullConfiguration, LatestItemSelected, Trim } from '../../../domain/entities';
import type { PricingInput } from '../../../domain/pricing';
import { formatPrice } from '../../../domain/format';
import { Modal } from '../../../platform/modal/modal';
import { itemTitle } from '../../components/item-lookup';
import { alternativesOf, type Line, type OfferedResolution } from './alternatives';
import { conflictMessages } from './conflict-messages';
import './conflict-modal.css';

export { alternativesOf, type OfferedResolution } from './alternatives';

const signed = (price: number) => (price > 0 ? `+${formatPrice(price)}` : formatPrice(price));

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

function LineList({ heading, lines, intl }: { heading: string; lines: Line[]; intl: IntlShape }) {
  if (lines.length === 0) return null;
  return (
    <div className="cfg-conflict__group">
      <p className="cfg-conflict__group-heading">{heading}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>
            <span>{intl.formatMessage(line.dealerInstalled ? conflictMessages.dealerChange : conflictMessages.change, { title: line.title, price: signed(line.price) })}</span>{' '}
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
              {alternative.movesDealerTotal
                ? intl.formatMessage(conflictMessages.alternativeWithDealer, { index: position + 1, price: signed(alternative.total), withDealer: signed(alternative.totalWithDealer) })
                : intl.formatMessage(conflictMessages.alternative, { index: position + 1, price: signed(alternative.total) })}
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
