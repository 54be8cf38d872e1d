import type { ComponentType } from 'react';
import { loadChunk, type ChunkLoad } from '../../platform/chunk-load';
import type { SceneName } from '../machine/configurator.machine';

/** A scene's chunk: its module with the scene component as default export. */
export type SceneModule = { default: ComponentType };

/** Every scene but 'error', which has no chunk. */
export type ChunkScene = Exclude<SceneName, 'error'>;

/**
 * Each scene is its own chunk (product.md section 2). The loaders live in one object so the router
 * can start a chunk's download before it may render the scene (see {@link loadScene}).
 *
 * On the vehicle page the root config has already started the model scene's chunk (root/first-scene.ts).
 */
export const SCENE_CHUNKS: Record<ChunkScene, () => Promise<SceneModule>> = {
  model: () => import(/* webpackChunkName: "scene-model" */ '../scenes/model/model.scene'),
  trim: () => import(/* webpackChunkName: "scene-trim" */ '../scenes/trim/trim.scene'),
  configurator: () => import(/* webpackChunkName: "scene-configurator" */ '../scenes/configurator/configurator.scene'),
  summary: () => import(/* webpackChunkName: "scene-summary" */ '../scenes/summary/summary.scene'),
  simulator: () => import(/* webpackChunkName: "scene-simulator" */ '../scenes/simulator/simulator.scene'),
};

/** One scene chunk's download: the component once it is in, or the error it failed with. */
export type SceneLoad = ChunkLoad<ComponentType>;

/**
 * The download of a scene's chunk, started on the first call and shared by every later one, with
 * its outcome readable synchronously. The router renders a scene that is in at once, with no
 * Suspense boundary (platform/chunk-load.ts on why). A failed download stays failed: the router
 * throws it to the error boundary.
 */
export function loadScene(scene: ChunkScene): SceneLoad {
  return loadChunk(SCENE_CHUNKS[scene], (module) => module.default);
}

/**
 * Starts downloading a scene's chunk without rendering it, so the chunk arrives while the region
 * gate is still checking (it was the step after the gate in the LCP chain).
 */
export function preloadScene(scene: SceneName): void {
  if (scene !== 'error') loadScene(scene);
}
