import { useEffect, useRef } from 'react';
import type { BuildConfiguration, BuildStepName } from '../../domain/entities';
import type { SceneName } from '../machine/configurator.machine';
import { useSettledBuild, useConfigurator, useStep } from '../machine/use-configurator';
import { useAppServices } from './app-services';
import { lastBuildOf, writeLastBuild } from './last-build';
import { pathPrefix } from '../../domain/routes';

const BUILD_SCENES: readonly SceneName[] = ['configurator', 'summary'];

function localStorageOrNull(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the build the shopper leaves (last-build.ts): when the scene moves from the configurator or
 * summary to another ("Change grade", the vehicle list), on browser back (before the spec's forced
 * reload) and when the page goes away. Never on a pick: a pick only updates a ref; the record is
 * written at those moments, from the last build shown on a build scene.
 */
export function useRememberLastBuild(win: Window = window): void {
  const { brand, page } = useAppServices();
  const { scene } = useConfigurator();
  const build = useSettledBuild();
  const step = useStep((s) => s.context.name);
  const held = useRef<{ build: BuildConfiguration; step: BuildStepName } | null>(null);
  const remember = useRef(() => {});
  remember.current = () => {
    if (!held.current) return;
    const segment = /\/vehicleconfigurator(\/|$)/i.test(win.location.pathname) ? 'vehicleconfigurator' : 'configurator';
    const place = { brand, environment: page.environment, segment, prefix: pathPrefix(win.location.pathname), step: held.current.step };
    writeLastBuild(localStorageOrNull(win), lastBuildOf(held.current.build, place, Date.now()));
  };

  useEffect(() => {
    if (BUILD_SCENES.includes(scene) && build) held.current = { build, step };
  }, [scene, build, step]);

  useEffect(() => {
    if (BUILD_SCENES.includes(scene)) return;
    remember.current();
    held.current = null;
  }, [scene]);

  useEffect(() => {
    const leave = () => remember.current();
    win.addEventListener('popstate', leave);
    win.addEventListener('pagehide', leave);
    return () => {
      win.removeEventListener('popstate', leave);
      win.removeEventListener('pagehide', leave);
    };
  }, [win]);
}
