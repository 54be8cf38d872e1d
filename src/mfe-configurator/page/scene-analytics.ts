import type { BuildConfiguration } from '../../domain/entities';
import type { Analytics, AnalyticsScene } from '../../platform/analytics';
import { ANALYTICS_SCENES } from '../../platform/analytics';
import type { SceneName } from '../machine/configurator.machine';

/** What a scene change announces (product.md section 2 "Scene change"). */
export interface SceneMoments {
  /** The analytics page view, for the five analytics scenes (not the simulator, a developer tool). */
  page: AnalyticsScene | null;
  /** Entering the configurator (not coming back to it from the summary: that build already started). */
  start: boolean;
  /** Leaving configurator or summary for trim. */
  exit: boolean;
}

export function sceneMoments(previous: SceneName | null, next: SceneName): SceneMoments {
  return {
    page: (ANALYTICS_SCENES as readonly string[]).includes(next) ? (next as AnalyticsScene) : null,
    start: next === 'configurator' && previous !== 'configurator' && previous !== 'summary',
    exit: next === 'trim' && (previous === 'configurator' || previous === 'summary'),
  };
}

/**
 * Sends a scene change's moments: exit before the new page view, start after it. The start waits
 * for a build (its attributes describe the vehicle): with none yet, the caller sends it once the
 * build has loaded (`moments.start` tells it to).
 */
export function trackSceneChange(analytics: Analytics, previous: SceneName | null, next: SceneName, build: BuildConfiguration | null): SceneMoments {
  const moments = sceneMoments(previous, next);
  if (moments.exit) analytics.trackExit(build);
  if (moments.page) analytics.trackPage(moments.page, moments.exit ? null : build);
  if (moments.start && build) analytics.trackStart(build);
  return moments;
}
