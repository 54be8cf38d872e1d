import { useLayoutEffect, useRef } from 'react';
import { afterNextPaint } from '../../platform/after-paint';
import type { SceneName } from '../machine/configurator.machine';
import type { ContentEnvironment, Language } from '../../domain/entities';
import { pathPrefix } from '../../domain/routes';
import { encodeBuildUrl } from '../machine/build-url';
import { useSettledBuild, useConfigurator, useConfiguratorSelector, useStep } from '../machine/use-configurator';

export interface UrlSyncOptions {
  language: Language;
  environment: ContentEnvironment;
  /** Injected in tests. */
  location?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history?: Pick<History, 'pushState' | 'replaceState' | 'state'>;
  /** Called after an address written after the paint (a pick's), for what follows the address (head, language links). */
  onAddressWritten?: () => void;
}

/**
 * Keeps the address bar on the current scene and build: a reload or a shared link restores the
 * same build through the deep link the root machine reads at mount. A new scene adds a history
 * entry (so browser back reaches the page as a popstate, which page behaviour turns into the
 * spec's full reload); picks and step changes within a scene replace it (no entry per pick).
 * A new scene is written in a layout effect, before the paint: browser back and the page head
 * compare with it in the same commit. A pick or step change within a scene (a replace) is written
 * right after the new total is painted: `history.replaceState` costs a same-document navigation
 * (3-20 ms of a pick's frame at 4x CPU, measured in Chrome traces), and the address then follows
 * within one frame (ADR 0152 on the reload in that frame).
 */
export function useUrlSync({ language, environment, location = window.location, history = window.history, onAddressWritten }: UrlSyncOptions): void {
  const { scene } = useConfigurator();
  const build = useSettledBuild();
  const step = useStep((s) => s.context.name);
  const seriesId = useConfiguratorSelector((s) => s.context.seriesId);
  const year = useConfiguratorSelector((s) => s.context.year);
  // The scene of the address last written; null until the first write (which replaces).
  const writtenScene = useRef<SceneName | null>(null);

  useLayoutEffect(() => {
    if (scene === 'error') return;
    const needsBuild = scene === 'configurator' || scene === 'summary';
    if (needsBuild && !build) return;
    if (scene === 'trim' && !(seriesId && year)) return;
    const segment = /\/vehicleconfigurator(\/|$)/i.test(location.pathname) ? 'vehicleconfigurator' : 'configurator';
    let url: string;
    try {
      url = encodeBuildUrl(scene, needsBuild ? build : null, { lang: language, environment, segment, step, seriesId: seriesId ?? undefined, year: year ?? undefined });
    } catch (error) {
      console.warn('[configurator] could not write the build into the URL', error);
      return;
    }
    const next = `${pathPrefix(location.pathname)}${url}`;
    const newScene = writtenScene.current !== null && writtenScene.current !== scene;
    writtenScene.current = scene;
    if (next === `${location.pathname}${location.search}`) return;
    if (newScene) {
      history.pushState(null, '', next);
      return;
    }
    // A newer write (the effect's next run) cancels this one; only the latest address is written.
    return afterNextPaint(() => {
      history.replaceState(history.state, '', `${next}${location.hash}`);
      onAddressWritten?.();
    });
  }, [scene, build, step, seriesId, year, language, environment, location, history, onAddressWritten]);
}
