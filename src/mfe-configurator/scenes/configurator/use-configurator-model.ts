/**
 * Maps the configurator statechart onto the scene's model and actions (configurator-model.ts):
 * selectors read the build, step, conflict and detail children; actions only send events. No flow
 * decision is taken here - what a pick does is the build machine's business.
 */
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { Brand, BuildStepName, DetailOverlay, LatestItemSelected, Trim } from '../../../domain/entities';
import type { BuildActorRef } from '../../machine/build.machine';
import type { ConfiguratorActorRef } from '../../machine/configurator.machine';
import type { detailOverlayMachine } from '../../machine/detail-overlay.machine';
import type { stepMachine } from '../../machine/step.machine';
import { SYSTEM_IDS } from '../../machine/system-ids';
import { itemTitle } from '../../components/item-lookup';
import type { BuildContext } from '../../machine/build-context';
import { buildOf, conflictBuilds } from '../../machine/build-view';
import type { ConfiguratorActions, ConfiguratorModel, SceneNotice } from './configurator-model';


/** The root invokes every child for its whole life (ADR 0060), so a missing one is a wiring bug. */
function child<T extends AnyActorRef>(root: ConfiguratorActorRef, id: string): T {
  const actor = root.system.get(id) as T | undefined;
  if (!actor) throw new Error(`configurator: no "${id}" actor in the system`);
  return actor;
}

export interface ConfiguratorModelOptions {
  brand: Brand;
  gradeTrims: Trim[];
  onReview: () => void;
}

/** The model, or null while the build has not loaded. */
export function useConfiguratorModel(root: ConfiguratorActorRef, options: ConfiguratorModelOptions): { model: ConfiguratorModel | null; actions: ConfiguratorActions } {
  const buildActor = child<BuildActorRef>(root, SYSTEM_IDS.build);
  const buildState = useSelector(buildActor, (s) => s);
  const stepActor = child<ActorRefFrom<typeof stepMachine>>(root, SYSTEM_IDS.step);
  const step: BuildStepName = useSelector(stepActor, (s) => s.context.name);
  const steps: BuildStepName[] = useSelector(stepActor, (s) => s.context.steps);
  const detailActor = child<ActorRefFrom<typeof detailOverlayMachine>>(root, SYSTEM_IDS.detail);
  const detail: DetailOverlay | null = useSelector(detailActor, (s) => s.context.overlay);

  // Each event goes to the actor the view reads it from; only scene changes go to the root.
  const actions = useMemo<ConfiguratorActions>(
    () => ({
      select: (item) => buildActor.send({ type: 'user.selectItem', item }),
      goToStep: (name) => stepActor.send({ type: 'user.goToStep', name }),
      resolveConflict: (stepIndex) => buildActor.send({ type: 'user.resolveConflict', stepIndex }),
      cancelConflict: () => buildActor.send({ type: 'user.cancelConflict' }),
      undo: () => buildActor.send({ type: 'user.undo' }),
      redo: () => buildActor.send({ type: 'user.redo' }),
      showDetail: (overlay) => detailActor.send({ type: 'user.showDetail', overlay }),
      hideDetail: () => detailActor.send({ type: 'user.hideDetail' }),
      review: options.onReview,
      backToTrim: () => root.send({ type: 'user.backToTrim' }),
      dismissNotice: () => buildActor.send({ type: 'user.dismissNotice' }),
    }),
    [root, buildActor, stepActor, detailActor, options.onReview],
  );

  const context = buildState.context;
  const build = buildOf(context);
  if (!build || !context.config) return { model: null, actions };
  const conflict = conflictBuilds(context);
  const model: ConfiguratorModel = {
    brand: options.brand,
    config: context.config,
    build,
    gradeTrims: options.gradeTrims,
    steps: steps.includes(step) ? steps : [step, ...steps],
    step,
    busy: buildState.hasTag('busy'),
    conflict: { open: buildState.hasTag('conflict'), pick: context.item, before: conflict.before, resolutions: conflict.resolutions },
    detail,
    canUndo: context.history.past.length > 0,
    canRedo: context.history.future.length > 0,
    notices: noticesOf(context, options.gradeTrims),
  };
  return { model, actions };
}

/**
 * The notices the build machine's flags raise, most recent concern first: a failed change or
 * check, a refused removal, picks dropped behind a conflict, then the invalid deep link (which
 * stays until dismissed).
 */
export function noticesOf(
  context: Pick<BuildContext, 'updateError' | 'error' | 'refused' | 'deepLinkInvalid' | 'config'> & Partial<Pick<BuildContext, 'notApplied' | 'linkLost'>>,
  gradeTrims: readonly Trim[] = [],
): SceneNotice[] {
  const title = (item: LatestItemSelected) => (context.config ? itemTitle(context.config, item, gradeTrims) : item.itemCode);
  const notices: SceneNotice[] = [];
  if (context.updateError) notices.push({ kind: 'update-failed', offline: context.updateError.kind === 'network' });
  if (context.error) notices.push({ kind: 'check-failed', offline: context.error.kind === 'network' });
  if (context.refused) {
    notices.push({ kind: 'refused', item: title(context.refused) });
  }
  const notApplied = context.notApplied ?? [];
  if (notApplied.length > 0) notices.push({ kind: 'not-applied', items: notApplied.map(title) });
  if (context.deepLinkInvalid) notices.push({ kind: 'deep-link-invalid', items: context.linkLost ?? [] });
  return notices;
}
