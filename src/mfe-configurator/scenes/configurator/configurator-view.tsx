import { useDeferredValue, useLayoutEffect, useRef, type ReactNode } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import { useVehicleName } from '../../../platform/i18n/use-vehicle-name';
import { ActionIcon } from '../../components/action-icon';
import { HistoryButtons } from '../../components/history-buttons';
import { PriceAnnouncer } from '../../components/price-announcer';
import { PriceBreakdown } from '../../components/price-breakdown';
import { RenderArea } from '../../components/render-area';
import { SummaryTray } from '../../components/summary-tray';
import { ConflictModal } from '../../overlays/conflict/conflict-modal';
import { DetailOverlay } from '../../overlays/detail/detail-overlay';
import { sceneMessages, stepMessages } from './configurator-messages';
import type { ConfiguratorActions, ConfiguratorModel } from './configurator-model';
import { ConfiguratorNotices } from './configurator-notices';
import { revealStepHeading } from './reveal-step';
import { StepPanel } from './step-panel';
import { StepTabs } from './step-tabs';
import './configurator.css';

export interface ConfiguratorViewProps {
  model: ConfiguratorModel;
  actions: ConfiguratorActions;
  /** The next-steps pieces the scene mounts (inventory link-out, exit-build prompt); none in view tests. */
  nextSteps?: ReactNode;
  /** The inventory indicator (stock near the shopper's ZIP), shown above the steps; none in view tests. */
  inventory?: ReactNode;
}

/**
 * The configurator screen (product.md section 2): render area, selection nav, the current step's choices,
 * price breakdown, summary tray, and the detail and conflict overlays. It holds no flow logic:
 * every interaction is one call on `actions`.
 */
export function ConfiguratorView({ model, actions, nextSteps, inventory }: ConfiguratorViewProps) {
  const intl = useIntl();
  const vehicleName = useVehicleName();
  const panelId = usePageId();
  const { build, config, steps, step } = model;
  const totals = { totalSRP: build.totalSRP, totalCost: build.totalCost };
  const position = steps.indexOf(step);
  const vehicle = vehicleName(build);
  // A pick's own frame paints what the shopper acted on: the chosen card and the total. The
  // picture and the price lines follow from a deferred render right after that paint (they are
  // memoised, so the urgent render passes them by); design.md's pick-to-paint budget (ADR 0153).
  const settled = useDeferredValue(build);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // After a step change (Next, Previous or a tab), the new step's heading lands below the sticky
  // car and tabs; the first step shown is left where the page opened.
  // A layout effect: the scroll starts in the commit that shows the step, not a frame later.
  useLayoutEffect(() => {
    if (shownStep.current === step || !heading.current) return;
    shownStep.current = step;
    const stickies = [...document.querySelectorAll<HTMLElement>('.cfg-render .cfg-viewer__frame, .cfg-scene__steps > nav')];
    revealStepHeading(heading.current, stickies);
  }, [step]);

  return (
    <div className="cfg-scene">
      {/* One compact row on the phone: the title and the actions as icons (their words stay the names). */}
      <header className="cfg-scene__header">
        <h1>{intl.formatMessage(sceneMessages.heading, { vehicle })}</h1>
        <div className="cfg-scene__actions" role="group" aria-label={intl.formatMessage(sceneMessages.actions)}>
          <HistoryButtons canUndo={model.canUndo} canRedo={model.canRedo} onUndo={actions.undo} onRedo={actions.redo} />
          {/* data-exit-build: the exit-build prompt (ADR 0098) asks to save an unsaved build first. */}
          <button type="button" className="cfg-button" data-exit-build="" onClick={actions.backToTrim}>
            <ActionIcon name="grade" />
            <span className="cfg-action-text">{intl.formatMessage(sceneMessages.changeGrade)}</span>
          </button>
          {nextSteps}
        </div>
      </header>
      <ConfiguratorNotices notices={model.notices} onDismiss={actions.dismissNotice} />
      <div className="cfg-scene__layout">
        <div className="cfg-scene__visual">
          <RenderArea
            brand={model.brand}
            vehicle={vehicle}
            exteriorColor={settled.exteriorColor?.title ?? ''}
            interiorColor={settled.interiorColor?.title ?? ''}
            exterior={settled.images.exterior}
            interior={settled.images.interior}
          />
        </div>
        <div className="cfg-scene__steps">
          {inventory ? <div className="cfg-scene__inventory">{inventory}</div> : null}
          <StepTabs steps={steps} step={step} panelId={panelId} onGoTo={actions.goToStep} />
          <section id={panelId} className="cfg-step" aria-labelledby={`${panelId}-heading`}>
            <h2 id={`${panelId}-heading`} ref={heading}>
              {intl.formatMessage(sceneMessages.stepOf, { index: position + 1, count: steps.length, name: intl.formatMessage(stepMessages[step]) })}
            </h2>
            <StepPanel step={step} model={model} actions={actions} />
            <div className="cfg-step__nav">
              <button type="button" className="cfg-button" disabled={position <= 0} onClick={() => actions.goToStep(steps[position - 1])}>
                {intl.formatMessage(sceneMessages.previousStep)}
              </button>
              {/* The last step's Next leads on to the review rather than ending on a disabled button; it
                  keeps its name ("Next step"), so the summary's "Review build" stays one button per page. */}
              <button type="button" className="cfg-button cfg-button--primary" onClick={position >= steps.length - 1 ? actions.review : () => actions.goToStep(steps[position + 1])}>
                {intl.formatMessage(sceneMessages.nextStep)}
              </button>
            </div>
          </section>
          <PriceBreakdown build={settled} />
        </div>
      </div>
      <SummaryTray title={vehicle} totalSRP={totals.totalSRP} totalCost={totals.totalCost} onReview={actions.review} />
      <PriceAnnouncer total={totals.totalSRP} />
      <ConflictModal
        open={model.conflict.open}
        config={config}
        gradeTrims={model.gradeTrims}
        pick={model.conflict.pick}
        before={model.conflict.before}
        resolutions={model.conflict.resolutions}
        busy={model.busy}
        onResolve={actions.resolveConflict}
        onCancel={actions.cancelConflict}
      />
      <DetailOverlay overlay={model.detail} onClose={actions.hideDetail} />
    </div>
  );
}
