/**
 * The words a choice is announced with: title plus price ("Supersonic Red, $500"), and the hint of
 * an incompatible choice. One place, so a card, a swatch and a checkbox read the same.
 */
import type { IntlShape } from 'react-intl';
import { formatPrice } from '../../domain/format';
import type { Choice, Requirement } from '../scenes/configurator/step-options';
import { uiMessages } from './ui-messages';

/** Price as shown beside a choice: '$500', 'included', '+$1,400', '-$300' or 'no price change'. */
export function choicePrice(intl: IntlShape, choice: Pick<Choice, 'price' | 'priceIsDifference'>): string {
  if (choice.priceIsDifference) {
    if (choice.price === 0) return intl.formatMessage(uiMessages.noPriceChange);
    return choice.price > 0 ? `+${formatPrice(choice.price)}` : formatPrice(choice.price);
  }
  return choice.price === 0 ? intl.formatMessage(uiMessages.included) : formatPrice(choice.price);
}

export function choiceName(intl: IntlShape, choice: Pick<Choice, 'title' | 'price' | 'priceIsDifference'>): string {
  return intl.formatMessage(uiMessages.choiceName, { title: choice.title, price: choicePrice(intl, choice) });
}

/** The hint of a choice that needs more than a click: every reason the rules give, in one sentence each. */
export function requirementText(intl: IntlShape, requirement: Requirement | null): string | null {
  if (!requirement) return null;
  // react-intl keeps one list formatter per language and kind (a step has dozens of hints).
  const all = (items: string[]) => intl.formatList(items, { type: 'conjunction' });
  const anyOf = (items: string[]) => intl.formatList(items, { type: 'disjunction' });
  switch (requirement.kind) {
    case 'reasons':
      return [
        requirement.grades.length ? intl.formatMessage(uiMessages.availableOn, { trims: anyOf(requirement.grades) }) : null,
        requirement.excludedBy.length ? intl.formatMessage(uiMessages.notAvailableWith, { items: all(requirement.excludedBy) }) : null,
        requirement.requires.length ? intl.formatMessage(uiMessages.requires, { items: all(requirement.requires) }) : null,
      ]
        .filter((part) => part !== null)
        .join(' · ');
    case 'requiredBy':
      return requirement.items.length ? intl.formatMessage(uiMessages.requiredBy, { items: all(requirement.items) }) : intl.formatMessage(uiMessages.removalNeedsChanges);
    default:
      return intl.formatMessage(uiMessages.needsChanges);
  }
}
