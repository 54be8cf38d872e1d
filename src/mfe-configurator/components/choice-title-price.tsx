import type { IntlShape } from 'react-intl';
import type { Choice } from '../scenes/configurator/step-options';
import { choicePrice } from './choice-text';

/**
 * The visible title and price of an option card, radio or checkbox. Hidden from assistive
 * technology: the input's name says both (choiceName).
 */
export function ChoiceTitlePrice({ intl, choice }: { intl: IntlShape; choice: Choice }) {
  return (
    <>
      <span className="cfg-choice__title" aria-hidden="true">
        {choice.title}
      </span>
      <span className="cfg-choice__price" aria-hidden="true">
        {choicePrice(intl, choice)}
      </span>
    </>
  );
}
