import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMotionAfterPaint } from '../../platform/use-motion-after-paint';
import type { Choice } from '../scenes/configurator/step-options';
import { requirementText } from './choice-text';

/**
 * What every option card (radio or checkbox) shares: the intl to name it with, the card element
 * whose check pops after the frame that shows it picked, and the hint of what the rules ask
 * (with its id, under the group's `idPrefix`).
 */
export function useChoiceCard<E extends HTMLElement>(choice: Choice, idPrefix: string) {
  const intl = useIntl();
  const card = useRef<E>(null);
  useMotionAfterPaint(card, choice.selected, choice.selected);
  return { intl, card, hint: requirementText(intl, choice.requirement), hintId: `${idPrefix}-${choice.code}-hint` };
}
