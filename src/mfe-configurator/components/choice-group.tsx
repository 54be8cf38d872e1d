import { memo } from 'react';
import { usePageId } from '../../platform/page-id';
import { useStableHandler } from '../../platform/use-stable-handler';
import { sameChoice, type Choice } from '../scenes/configurator/step-options';
import { choiceName } from './choice-text';
import { ChoiceTitlePrice } from './choice-title-price';
import { useChoiceCard } from './use-choice-card';
import './choice.css';

export interface ChoiceGroupProps {
  legend: string;
  choices: Choice[];
  /** Cards (title and price) or colour swatches. */
  variant?: 'cards' | 'swatches';
  onPick: (choice: Choice) => void;
  /** Disables the inputs while a change is being resolved. */
  busy?: boolean;
}

/**
 * One-of-many selection (cab/bed, seating, colours, powertrain) as a native radio group: arrow
 * keys, checked state and the group name come from the browser. The radios are controlled by the
 * build, so a pick that ends in a conflict leaves the previous choice checked.
 */
export function ChoiceGroup({ legend, choices, variant = 'cards', onPick, busy = false }: ChoiceGroupProps) {
  const name = usePageId();
  const pick = useStableHandler(onPick);
  return (
    <fieldset className={`cfg-choices cfg-choices--${variant}`} aria-busy={busy || undefined}>
      <legend className="cfg-choices__legend">{legend}</legend>
      <div className="cfg-choices__list">
        {choices.map((choice) => (
          <RadioChoice key={choice.code} choice={choice} name={name} variant={variant} onPick={pick} />
        ))}
      </div>
    </fieldset>
  );
}

interface RadioChoiceProps {
  choice: Choice;
  name: string;
  variant: 'cards' | 'swatches';
  onPick: (choice: Choice) => void;
}

/**
 * One card or swatch. Memoised on what it shows: a pick renders the two cards whose checked state
 * changed, not every card of the step. (After a change event React still re-applies `name` and
 * `type` to every radio of the group, memoised or not; skipping those writes measured nothing,
 * BENCHMARKS.md session 8.)
 */
const RadioChoice = memo(
  function RadioChoice({ choice, name, variant, onPick }: RadioChoiceProps) {
    const { intl, card, hint, hintId } = useChoiceCard<HTMLLabelElement>(choice, name);
    return (
      <label ref={card} className={`cfg-choice${choice.selected ? ' cfg-choice--selected' : ''}${hint ? ' cfg-choice--incompatible' : ''}`}>
        <input
          type="radio"
          name={name}
          value={choice.code}
          checked={choice.selected}
          aria-label={choiceName(intl, choice)}
          aria-describedby={hint ? hintId : undefined}
          onChange={() => onPick(choice)}
        />
        {variant === 'swatches' && choice.hexCode ? (
          // An SVG fill, not an inline style: the parcels run under a CSP without 'unsafe-inline' styles.
          <svg className="cfg-choice__swatch" aria-hidden="true" focusable="false" viewBox="0 0 28 28">
            <circle cx="14" cy="14" r="13" fill={choice.hexCode} />
          </svg>
        ) : null}
        <ChoiceTitlePrice intl={intl} choice={choice} />
        {hint ? (
          <span id={hintId} className="cfg-choice__hint">
            {hint}
          </span>
        ) : null}
      </label>
    );
  },
  (before, after) => before.name === after.name && before.variant === after.variant && before.onPick === after.onPick && sameChoice(before.choice, after.choice),
);
