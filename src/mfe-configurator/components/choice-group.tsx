import { usePageId } from '../../platform/page-id';
import { useIntl } from 'react-intl';
import type { Choice } from '../scenes/configurator/step-options';
import { choiceName, choicePrice, requirementText } from './choice-text';
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
  const intl = useIntl();
  const name = usePageId();
  return (
    <fieldset className={`cfg-choices cfg-choices--${variant}`} aria-busy={busy || undefined}>
      <legend className="cfg-choices__legend">{legend}</legend>
      <div className="cfg-choices__list">
        {choices.map((choice) => {
          const hint = requirementText(intl, choice.requirement);
          const hintId = `${name}-${choice.code}-hint`;
          return (
            <label
              key={choice.code}
              className={`cfg-choice${choice.selected ? ' cfg-choice--selected' : ''}${hint ? ' cfg-choice--incompatible' : ''}`}
            >
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
              <span className="cfg-choice__title" aria-hidden="true">
                {choice.title}
              </span>
              <span className="cfg-choice__price" aria-hidden="true">
                {choicePrice(intl, choice)}
              </span>
              {hint ? (
                <span id={hintId} className="cfg-choice__hint">
                  {hint}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
