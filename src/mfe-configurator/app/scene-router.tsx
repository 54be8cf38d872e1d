import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { SceneName } from '../machine/configurator.machine';
import { useConfigurator } from '../machine/use-configurator';
import { usePageBehaviour } from '../page/use-page-behaviour';
import { reportOrchestrationError } from './app-error-boundary';
import { useAppServices } from './app-services';
import { LinkNotice } from './link-notice';
import { preloadScene, SCENE_CHUNKS } from './scene-chunks';
import { SceneSkeleton, SKELETON_SCENES, type SkeletonScene } from './scene-skeleton';
import { useStepsGate } from './use-steps-gate';
import { useUrlSync } from './use-url-sync';

/** The scenes, rendered lazily from their chunks; the lookup is per call so a preload shares it. */
const SCENES: Record<Exclude<SceneName, 'error'>, LazyExoticComponent<ComponentType>> = {
  model: lazy(() => SCENE_CHUNKS.model()),
  trim: lazy(() => SCENE_CHUNKS.trim()),
  configurator: lazy(() => SCENE_CHUNKS.configurator()),
  summary: lazy(() => SCENE_CHUNKS.summary()),
  simulator: lazy(() => SCENE_CHUNKS.simulator()),
};

const hasSkeleton = (scene: SceneName): scene is SkeletonScene => (SKELETON_SCENES as readonly string[]).includes(scene);

/**
 * Shows the statechart's current scene. While the region gate has not answered, the skeleton
 * holds the space; when it denies (region screen, no inventory, apology page) nothing renders.
 * The error scene means the data endpoint failed fatally: the region gate is told to show the
 * apology page (page-error 'orchestration').
 */
export function SceneRouter() {
  const { bus, page, language, analytics } = useAppServices();
  const { scene } = useConfigurator();
  const gate = useStepsGate(bus);
  useUrlSync({ language, environment: page.environment });
  // After the URL sync: the canonical link and language switcher read the address it wrote.
  usePageBehaviour({ bus, ...(analytics ? { analytics } : {}) });

  // The chunk downloads while the region gate checks; the gate still decides whether it renders.
  useEffect(() => preloadScene(scene), [scene]);

  useEffect(() => {
    if (scene === 'error') reportOrchestrationError(bus, new Error('The configurator could not load its data'));
  }, [scene, bus]);

  if (scene === 'error' || gate === 'denied') return null;
  const fallback = hasSkeleton(scene) ? <SceneSkeleton scene={scene} /> : null;
  if (gate === 'waiting') return fallback;
  const Scene = SCENES[scene];
  return (
    <>
      {scene === 'trim' || scene === 'model' ? <LinkNotice /> : null}
      <Suspense fallback={fallback}>
        <Scene />
      </Suspense>
    </>
  );
}
