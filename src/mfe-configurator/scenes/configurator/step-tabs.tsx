import { memo, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BuildStepName } from '../../../domain/entities';
import { usePageId } from '../../../platform/page-id';
import { sceneMessages, stepMessages } from './configurator-messages';
import { revealTab } from './reveal-step';

export interface StepTabsProps {
  steps: BuildStepName[];
  step: BuildStepName;
  /** Id of the step panel the tabs control. */
  panelId: string;
  onGoTo: (step: BuildStepName) => void;
}

/**
 * The build steps as a row of buttons (the "Build steps" navigation). Steps the shopper has been
 * past are marked done: a check drawn by CSS and "completed" as the button's accessible description,
 * so its name stays the step's name ("Color") for voice control and for whoever finds it by name.
 * The current step's button is scrolled into the row's view on the phone, where the row scrolls.
 */
export const StepTabs = memo(function StepTabs({ steps, step, panelId, onGoTo }: StepTabsProps) {
  const intl = useIntl();
  const doneId = `${usePageId()}-done`;
  const position = steps.indexOf(step);
  // The furthest step reached: going back keeps the steps after it marked as done.
  const [furthest, setFurthest] = useState(position);
  const reached = Math.max(furthest, position);
  useEffect(() => {
    if (position > furthest) setFurthest(position);
  }, [position, furthest]);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (list.current && current) revealTab(list.current, current);
  }, [step]);

  return (
    <nav aria-label={intl.formatMessage(sceneMessages.steps)}>
      <span id={doneId} hidden>
        {intl.formatMessage(sceneMessages.stepDone)}
      </span>
      <ol className="cfg-steps" ref={list}>
        {steps.map((name, index) => {
          const done = index < reached && name !== step;
          return (
            <li key={name}>
              <button
                type="button"
                className={`cfg-button${done ? ' cfg-steps__done' : ''}`}
                aria-current={name === step ? 'step' : undefined}
                aria-controls={panelId}
                aria-describedby={done ? doneId : undefined}
                onClick={() => onGoTo(name)}
              >
                {intl.formatMessage(stepMessages[name])}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
