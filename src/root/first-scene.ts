import { parseRoute } from '../domain/routes';
import { firstSceneShowsAtOnce } from './first-paint';
import { readIsland } from '../platform/first-screen';

/**
 * On the vehicle page the model scene is the first paint, so the root config starts its chunk
 * beside the parcels' instead of the configurator asking for it once it renders: a step less in the
 * page's request chain. Only on the model route (a deep link needs another scene), and only when
 * the scene can show at once (first-paint.ts). The configurator's own request then finds the chunk loaded or
 * loading; a failure here is left for that request to meet and report.
 */
export function startFirstSceneDownload(document: Document, pathname: string): void {
  const slot = document.querySelector('[data-mfe="configurator"]');
  if (!slot || parseRoute(pathname).scene !== 'model') return;
  // Server markup of the scene is hydrated only once its chunk is in (ADR 0213): needed at once.
  if (!firstSceneShowsAtOnce(document) && !readIsland(slot)) return;
  import(/* webpackChunkName: "scene-model" */ '../mfe-configurator/scenes/model/model.scene').catch(() => undefined);
}
