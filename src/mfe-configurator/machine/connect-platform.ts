/**
 * Connects a running configurator statechart to the page: the event bus, analytics and the
 * shopper's location. The machine never imports the platform; this file is the only bridge.
 *
 * OWNERSHIP (ADR 0082, superseding 0065's first plan): the parcel shell passes only
 * `{ bus }`. Analytics page views, start and exit belong to the page-behaviour hook
 * (page/use-page-behaviour.ts), which also publishes 'configurator:exit' when the page is left.
 * Passing `analytics` or `pageExit: true` here as well would count every moment twice; the
 * scene-router test fails if that happens. The options stay for use outside React, where no
 * page-behaviour hook runs:
 *   const disconnect = connectPlatform(actor, { bus, analytics, pageExit: true });
 *   actor.start();
 *
 * In the parcel (app/configurator-root.tsx):
 *   const platform = useMemo(() => ({ bus }), [bus]);
 *   <ConfiguratorProvider api={api} input={input} platform={platform}> ... </ConfiguratorProvider>
 * The region the data layer sends is the geolocation machine's, passed to each call as actor
 * input (machine/region-input.ts).
 *
 * What it does: `scene.changed` -> analytics.trackPage (the five analytics scenes; not the
 * simulator); `configurator.start` -> bus 'configurator:start' + analytics.trackStart once the
 * build has loaded (its attributes describe the vehicle); `configurator.exit` -> bus
 * 'configurator:exit' + analytics.trackExit; leaving the page (`pageExit`, platform/page-exit) ->
 * analytics.trackExit + bus 'configurator:exit' {reason}; bus 'zipcode-valid' -> geolocation.
 */
import type { BuildConfiguration, Geolocation } from '../../domain/entities';
import { ANALYTICS_SCENES, type Analytics, type AnalyticsScene } from '../../platform/analytics';
import { readZipcode } from '../../platform/cookies';
import { watchPageExit, type PageExitSources } from '../../platform/page-exit';
import type { EventBus } from '../../platform/event-bus';
import type { BuildActorRef } from './build.machine';
import { sceneOf, type ConfiguratorActorRef, type ConfiguratorEmitted, type SceneName } from './configurator.machine';
import { SYSTEM_IDS } from './system-ids';
import { tell } from './tell';
import { selectBuild } from './build-view';

/**
 * The geolocation the machine starts from (ConfiguratorInput.geolocation): the ZIP of the zipcode
 * cookie, with the region of the bus's last 'zipcode-valid' when it names that same ZIP. Without
 * a cookie, the bus's last valid ZIP (a ZIP validated on this page before the parcel mounted).
 */
export function initialGeolocation(sources: { bus?: EventBus | null; document?: Pick<Document, 'cookie'> } = {}): Partial<Geolocation> {
  const cookie = readZipcode(sources.document ? { document: sources.document } : {});
  const last = sources.bus?.last('zipcode-valid');
  const zipcode = cookie ?? last?.zipcode ?? null;
  const region = last && last.zipcode === zipcode ? (last.region ?? null) : null;
  return { zipcode, region };
}

export interface PlatformPorts {
  bus?: EventBus | null;
  analytics?: Analytics | null;
  /**
   * Announce leaving the page (unload, or hidden on iOS-like devices; platform/page-exit): true
   * watches this window and document, an object injects them (tests). Off by default.
   */
  pageExit?: boolean | PageExitSources;
}

export interface ConnectOptions extends PlatformPorts {
  /**
   * The actor started before this call (React: useActorRef starts it in an effect that runs
   * before the provider's), so its first scene's moments were emitted unheard: replay them (the
   * page view of the current scene, and the start when a deep link opened the configurator).
   */
  catchUp?: boolean;
}

const analyticsScene = (scene: SceneName): AnalyticsScene | null =>
  (ANALYTICS_SCENES as readonly string[]).includes(scene) ? (scene as AnalyticsScene) : null;

/**
 * Connects the actor to the page (see the top of this file). Returns the function that undoes
 * every subscription it made. A throwing bus or analytics call is isolated by those modules.
 */
export function connectPlatform(actorRef: ConfiguratorActorRef, options: ConnectOptions = {}): () => void {
  const { bus, analytics } = options;
  const cleanups: Array<() => void> = [];
  const buildRef = () => actorRef.system.get(SYSTEM_IDS.build) as BuildActorRef | undefined;
  const currentBuild = (): BuildConfiguration | null => {
    const snapshot = buildRef()?.getSnapshot();
    return snapshot ? selectBuild(snapshot) : null;
  };

  const routePayload = (event: { seriesId: string | null; year: number | null }) => ({
    version: 1 as const,
    ...(event.seriesId ? { seriesId: event.seriesId } : {}),
    ...(event.year ? { year: event.year } : {}),
  });

  // The start's attributes describe the vehicle: it waits until the build has loaded (or failed).
  let pendingStart: { unsubscribe: () => void } | null = null;
  cleanups.push(() => pendingStart?.unsubscribe());
  const trackStartWhenLoaded = () => {
    if (!analytics) return;
    const ref = buildRef();
    const loading = (s: ReturnType<BuildActorRef['getSnapshot']>) => s.hasTag('loading');
    if (!ref || !loading(ref.getSnapshot())) {
      analytics.trackStart(currentBuild());
      return;
    }
    pendingStart?.unsubscribe();
    const subscription = ref.subscribe((snapshot) => {
      if (loading(snapshot)) return;
      subscription.unsubscribe();
      pendingStart = null;
      analytics.trackStart(selectBuild(snapshot));
    });
    pendingStart = subscription;
  };
  // Leaving before the build arrived: the start is still owed, before what follows.
  const flushPendingStart = () => {
    if (!pendingStart) return;
    pendingStart.unsubscribe();
    pendingStart = null;
    analytics?.trackStart(currentBuild());
  };

  const onEmitted = (event: ConfiguratorEmitted) => {
    if (event.type === 'configurator.exit' || (event.type === 'scene.changed' && event.scene !== 'configurator')) flushPendingStart();
    switch (event.type) {
      case 'scene.changed': {
        const scene = analyticsScene(event.scene);
        if (scene) analytics?.trackPage(scene, currentBuild());
        return;
      }
      case 'configurator.start':
        bus?.publish('configurator:start', routePayload(event));
        trackStartWhenLoaded();
        return;
      case 'configurator.exit':
        // The build is still the one being left: the root clears it after announcing the exit.
        analytics?.trackExit(currentBuild());
        bus?.publish('configurator:exit', routePayload(event));
        return;
    }
  };
  for (const type of ['scene.changed', 'configurator.start', 'configurator.exit'] as const) {
    const subscription = actorRef.on(type, onEmitted as (event: ConfiguratorEmitted) => void);
    cleanups.push(() => subscription.unsubscribe());
  }

  if (options.pageExit) {
    const sources = options.pageExit === true ? {} : options.pageExit;
    cleanups.push(
      watchPageExit((reason) => {
        flushPendingStart();
        const build = currentBuild();
        const { seriesId, year } = actorRef.getSnapshot().context;
        analytics?.trackExit(build);
        bus?.publish('configurator:exit', { ...routePayload({ seriesId: build?.seriesId || seriesId, year: build?.year || year }), reason });
      }, sources),
    );
  }

  if (bus) {
    cleanups.push(
      bus.subscribe('zipcode-valid', ({ zipcode, region }) =>
        tell(actorRef.system, SYSTEM_IDS.geolocation, { type: 'bus.zipcodeValid', zipcode, ...(region ? { region } : {}) }),
      ),
    );
  }

  if (options.catchUp) {
    const snapshot = actorRef.getSnapshot();
    const scene = sceneOf(snapshot);
    onEmitted({ type: 'scene.changed', scene });
    // Only a deep link opens the configurator directly (the root announces that start at routing).
    if (scene === 'configurator') onEmitted({ type: 'configurator.start', seriesId: snapshot.context.seriesId, year: snapshot.context.year });
  }

  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
}
