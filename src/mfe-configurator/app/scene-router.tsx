import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useLoadedChunk } from '../../platform/chunk-load';
import type { SceneName } from '../machine/configurator.machine';
import { useConfigurator } from '../machine/use-configurator';
import { usePageBehaviour } from '../page/use-page-behaviour';
import { reportOrchestrationError } from './app-error-boundary';
import { useAppServices } from './app-services';
import { LinkNotice } from './link-notice';
import { loadScene } from './scene-chunks';
import { SceneSkeleton, SKELETON_SCENES, type SkeletonScene } from './scene-skeleton';
import { useStepsGate } from './use-steps-gate';
import { useRememberLastBuild } from './use-remember-last-build';
import { useUrlSync } from './use-url-sync';

/**
 * The current scene's component once its chunk is in, else null (the caller shows the skeleton as
 * plain state, not as a Suspense fallback: see loadScene). The download starts in the first
 * render, before the region gate answers; a failed download is thrown to the error boundary.
 */
function useSceneComponent(scene: SceneName): ComponentType | null {
  // Starting (or finding) the download during render is idempotent: one request per chunk.
  return useLoadedChunk(scene === 'error' ? null : loadScene(scene));
}

const hasSkeleton = (scene: SceneName): scene is SkeletonScene => (SKELETON_SCENES as readonly string[]).includes(scene);

/**
 * Shows the statechart's current scene. While the region gate has not answered, the skeleton
 * holds the space; when it denies (region screen, no inventory, apology page) nothing renders.
 * The error scene means the data endpoint failed fatally: the region gate is told to show the
 * apology page (page-error 'orchestration').
 */
export function SceneRouter() {
  const { bus, serverRendered } = useAppServices();
  const { scene } = useConfigurator();
  const gate = useStepsGate(bus);

  // The chunk downloads while the region gate checks; the gate still decides whether it renders.
  const Scene = useSceneComponent(scene);

  useEffect(() => {
    if (scene === 'error') reportOrchestrationError(bus, new Error('The configurator could not load its data'));
  }, [scene, bus]);

  let content: ReactNode;
  if (scene === 'error' || gate === 'denied') content = null;
  // Server markup of the scene is already on screen: the skeleton would only replace it with grey
  // blocks until the gate answers (a denial still removes the scene, as from a skeleton).
  else if ((gate === 'waiting' && !serverRendered) || !Scene) content = hasSkeleton(scene) ? <SceneSkeleton scene={scene} /> : null;
  else
    content = (
      <>
        {scene === 'trim' || scene === 'model' ? <LinkNotice /> : null}
        <Scene />
      </>
    );
  return (
    <>
      <PageFollowsBuild />
      {content}
    </>
  );
}

/**
 * The page around the scene: address, head, language switcher, analytics, last build. A leaf of
 * its own, so the router above does not re-render on a pick (these read the build; the router
 * only the scene and the gate).
 */
function PageFollowsBuild() {
  const { bus, page, language, analytics } = useAppServices();
  // The canonical link and language switcher follow the address the URL sync writes.
  const { onAddressWritten } = usePageBehaviour({ bus, ...(analytics ? { analytics } : {}) });
  useUrlSync({ language, environment: page.environment, onAddressWritten });
  useRememberLastBuild();
  return null;
}
