import { memo } from 'react';
import { usePageId } from '../../platform/page-id';
import { useStableHandler } from '../../platform/use-stable-handler';
import { sameChoice, type Choice } from '../scenes/configurator/step-options';
import { choiceName } from './choice-text';
import { ChoiceTitlePrice } from './choice-title-price';
import { useChoiceCard } from './use-choice-card';
import { uiMessages } from './ui-messages';
import './choice.css';

export interface ChoiceCheckboxesProps {
  legend: string;
  choices: Choice[];
  onToggle: (choice: Choice) => void;
  /** Opens the detail overlay of a choice; no details button without it. */
  onDetails?: (choice: Choice) => void;
  busy?: boolean;
}

/**
 * Any-of-many selection (packages, options, accessories) as native checkboxes named with their
 * price. Controlled by the build: a toggle that opens a conflict leaves the box as it was.
 */
export function ChoiceCheckboxes({ legend, choices, onToggle, onDetails, busy = false }: ChoiceCheckboxesProps) {
  const id = usePageId();
  const toggle = useStableHandler(onToggle);
  const details = useStableHandler((choice: Choice) => onDetails?.(choice));
  return (
    <fieldset className="cfg-choices cfg-choices--checkboxes" aria-busy={busy || undefined}>
      <legend className="cfg-choices__legend">{legend}</legend>
      <ul className="cfg-choices__list">
        {choices.map((choice) => (
          <CheckboxChoice key={choice.code} choice={choice} id={id} onToggle={toggle} onDetails={onDetails ? details : undefined} />
        ))}
      </ul>
    </fieldset>
  );
}

interface CheckboxChoiceProps {
  choice: Choice;
  /** The group's id, the prefix of the ids of this choice's hint and note. */
  id: string;
  onToggle: (choice: Choice) => void;
  onDetails?: (choice: Choice) => void;
}

/** One checkbox card, memoised on what it shows (as the radio cards are, choice-group.tsx). */
const CheckboxChoice = memo(
  function CheckboxChoice({ choice, id, onToggle, onDetails }: CheckboxChoiceProps) {
    const { intl, card, hint, hintId } = useChoiceCard<HTMLLIElement>(choice, id);
    const noteId = `${id}-${choice.code}-note`;
    const describedBy = [hint ? hintId : '', choice.dealerInstalled ? noteId : ''].filter(Boolean).join(' ');
    return (
      <li ref={card} className={`cfg-choice${choice.selected ? ' cfg-choice--selected' : ''}${hint && !choice.selected ? ' cfg-choice--incompatible' : ''}`}>
        <label className="cfg-choice__label">
          <input
            type="checkbox"
            checked={choice.selected}
            aria-label={choiceName(intl, choice)}
            aria-describedby={describedBy || undefined}
            onChange={() => onToggle(choice)}
          />
          <ChoiceTitlePrice intl={intl} choice={choice} />
        </label>
        {choice.dealerInstalled ? (
          <span id={noteId} className="cfg-choice__note">
            {intl.formatMessage(uiMessages.dealerInstalledNote)}
          </span>
        ) : null}
        {hint ? (
          <span id={hintId} className="cfg-choice__hint">
            {hint}
          </span>
        ) : null}
        {onDetails ? (
          <button type="button" className="cfg-link-button" onClick={() => onDetails(choice)}>
            {intl.formatMessage(uiMessages.details, { title: choice.title })}
          </button>
        ) : null}
      </li>
    );
  },
  (before, after) =>
    before.id === after.id && before.onToggle === after.onToggle && before.onDetails === after.onDetails && sameChoice(before.choice, after.choice),
);
