import type { ComponentType } from 'react';
import type { SceneName } from '../machine/configurator.machine';

/** A scene's chunk: its module with the scene component as default export. */
export type SceneModule = { default: ComponentType };

/**
 * Each scene is its own chunk (product.md section 2). The loaders live in one object so the router can start a
 * chunk's download before it may render the scene (see {@link preloadScene}); webpack loads a
 * chunk once, so the later `React.lazy` call reuses the same request.
 */
export const SCENE_CHUNKS: Record<Exclude<SceneName, 'error'>, () => Promise<SceneModule>> = {
  model: () => import(/* webpackChunkName: "scene-model" */ '../scenes/model/model.scene'),
  trim: () => import(/* webpackChunkName: "scene-trim" */ '../scenes/trim/trim.scene'),
  configurator: () => import(/* webpackChunkName: "scene-configurator" */ '../scenes/configurator/configurator.scene'),
  summary: () => import(/* webpackChunkName: "scene-summary" */ '../scenes/summary/summary.scene'),
  simulator: () => import(/* webpackChunkName: "scene-simulator" */ '../scenes/simulator/simulator.scene'),
};

/**
 * Starts downloading a scene's chunk without rendering it, so the chunk arrives while the region
 * gate is still checking (it was the step after the gate in the LCP chain). A failed download is
 * left to the render: `React.lazy` retries the import and the error boundary reports a failure.
 */
export function preloadScene(scene: SceneName): void {
  if (scene === 'error') return;
  SCENE_CHUNKS[scene]().catch(() => undefined);
}
