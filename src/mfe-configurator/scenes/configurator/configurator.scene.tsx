import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { BuildActorRef } from '../../machine/build.machine';
import { SYSTEM_IDS } from '../../machine/system-ids';
import { useAppServices } from '../../app/app-services';
import { useConfiguratorRef } from '../../machine/use-configurator';
import { SceneSkeleton } from '../../app/scene-skeleton';
import { ConfiguratorView } from './configurator-view';
import { useConfiguratorModel } from './use-configurator-model';
import { useKnownTrims } from './use-known-trims';

/**
 * The configurator scene (its own lazy chunk): the build steps on the configurator statechart.
 * Until the build has loaded the skeleton stays, so the layout does not jump.
 */
export default function ConfiguratorScene() {
  const { api, brand, initialStep } = useAppServices();
  const actor = useConfiguratorRef();
  const build = useSelector(actor.system.get(SYSTEM_IDS.build) as BuildActorRef, (s) => s.context.build);
  const gradeTrims = useKnownTrims(api, build?.seriesId ?? '', build?.year ?? 0);
  const onReview = useCallback(() => actor.send({ type: 'user.viewSummary' }), [actor]);
  const { model, actions } = useConfiguratorModel(actor, { brand, gradeTrims, onReview });
  // A reloaded or shared build URL reopens its step once the vehicle's steps are known.
  const reopened = useRef(false);
  const steps = model?.steps;
  useEffect(() => {
    if (reopened.current || !steps) return;
    reopened.current = true;
    if (initialStep && steps.includes(initialStep)) actions.goToStep(initialStep);
  }, [steps, initialStep, actions]);
  if (!model) return <SceneSkeleton scene="configurator" />;
  return <ConfiguratorView model={model} actions={actions} />;
}
