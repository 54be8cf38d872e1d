/**
 * The build as views see it: derived from the build machine's selection and the server's answer by
 * domain deriveBuild (memoised), never held in the machine. Selectors and flows read it here.
 */
import type { BuildConfiguration, ResolveStep } from '../../domain/entities';
import { deriveBuild } from '../../domain/build-from-config';
import type { Selection } from '../../domain/selection';
import type { ResolvedConfiguration } from '../data/configurator-api';

/** The derived build of a selection and its answer; null when either is missing (nothing loaded). */
export function buildOf(state: { selection: Selection | null; config: ResolvedConfiguration | null }): BuildConfiguration | null {
  return state.selection && state.config ? deriveBuild(state.selection, state.config) : null;
}

/** Selector of the derived build from a build machine snapshot (stable across renders of the same state). */
export const selectBuild = (snapshot: { context: { selection: Selection | null; config: ResolvedConfiguration | null } }) => buildOf(snapshot.context);

interface ConflictState {
  committed: { selection: Selection; config: ResolvedConfiguration } | null;
  resolutions: ReadonlyArray<{ step: ResolveStep; selection: Selection; config: ResolvedConfiguration }>;
}

const offered = new WeakMap<object, Array<{ step: ResolveStep; build: BuildConfiguration }>>();

/**
 * The conflict dialog's builds: the one held before the pick (every effect is measured against it)
 * and the one each offered resolution commits, derived like any build (one array per offer).
 */
export function conflictBuilds(state: ConflictState): { before: BuildConfiguration | null; resolutions: Array<{ step: ResolveStep; build: BuildConfiguration }> } {
  let resolutions = offered.get(state.resolutions);
  if (!resolutions) {
    resolutions = state.resolutions.map(({ step, selection, config }) => ({ step, build: deriveBuild(selection, config) }));
    offered.set(state.resolutions, resolutions);
  }
  return { before: state.committed ? buildOf(state.committed) : null, resolutions };
}
