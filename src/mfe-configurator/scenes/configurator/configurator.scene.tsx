import { useCallback, useDeferredValue } from 'react';
import { useAppServices } from '../../app/app-services';
import { useConfiguratorRef, useGradeTrims } from '../../machine/use-configurator';
import { ConfiguratorNextStepsSlot } from '../../overlays/next-steps/next-steps-slot';
import { InventoryIndicator } from '../../inventory/inventory-indicator';
import { SceneSkeleton } from '../../app/scene-skeleton';
import { ConfiguratorView } from './configurator-view';
import { useConfiguratorModel } from './use-configurator-model';

/**
 * The configurator scene (its own lazy chunk): the build steps on the configurator statechart.
 * Until the build has loaded the skeleton stays, so the layout does not jump. The step a build URL
 * names is opened by the step machine itself (ADR 0081), and the series-year's trims come from the
 * grade-trims machine.
 */
export default function ConfiguratorScene() {
  const { brand } = useAppServices();
  const actor = useConfiguratorRef();
  const gradeTrims = useGradeTrims();
  const onReview = useCallback(() => actor.send({ type: 'user.viewSummary' }), [actor]);
  const { model, actions } = useConfiguratorModel(actor, { brand, gradeTrims, onReview });
  // The stock count and the next-step links follow a pick after its frame, as the picture does
  // (configurator-view.tsx): both are memoised and skip the pick's urgent render.
  const settled = useDeferredValue(model?.build);
  if (!model) return <SceneSkeleton scene="configurator" />;
  const build = settled ?? model.build;
  const nextSteps = <ConfiguratorNextStepsSlot build={build} className="cfg-button" />;
  return <ConfiguratorView model={model} actions={actions} nextSteps={nextSteps} inventory={<InventoryIndicator build={build} />} />;
}
