import { useEffect } from 'react';
import type { ContentEnvironment, Language } from '../../domain/entities';
import { encodeBuildUrl } from '../machine/build-url';
import { useBuild, useConfigurator, useConfiguratorSelector, useStep } from '../machine/use-configurator';

/**
 * The part of the page path before the language prefix and configurator segment (a CMS may host
 * the configurator under a deeper path, e.g. /hawaii-demo/configurator/), kept when rewriting.
 */
export function pathPrefix(pathname: string): string {
  const match = /^(.*?)(?:\/espanol)?\/(?:vehicleconfigurator|configurator)(?:\/|$)/i.exec(pathname);
  return match ? match[1] : '';
}

export interface UrlSyncOptions {
  language: Language;
  environment: ContentEnvironment;
  /** Injected in tests. */
  location?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history?: Pick<History, 'replaceState' | 'state'>;
}

/**
 * Keeps the address bar on the current scene and build (history.replaceState, so no history entry
 * per pick): a reload or a shared link restores the same build through the deep link the root
 * machine reads at mount.
 */
export function useUrlSync({ language, environment, location = window.location, history = window.history }: UrlSyncOptions): void {
  const { scene } = useConfigurator();
  const build = useBuild((s) => s.context.build);
  const step = useStep((s) => s.context.name);
  const seriesId = useConfiguratorSelector((s) => s.context.seriesId);
  const year = useConfiguratorSelector((s) => s.context.year);

  useEffect(() => {
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
    if (next !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', `${next}${location.hash}`);
  }, [scene, build, step, seriesId, year, language, environment, location, history]);
}
