/**
 * React access to the configurator's statecharts for scenes and components (architecture.md
 * convention 5): `send` events and read with selectors; no flow logic in JSX.
 *
 *   <ConfiguratorProvider api={api} input={{ brand, pathname, search }} platform={{ bus }}>
 *     const { send, scene } = useConfigurator();
 *     const total = useDerivedBuild()?.totalSRP;
 *     send({ type: 'user.selectItem', item: { itemType: 'EXTERIOR_COLOR', itemCode: '040', changeType: 'ADD' } });
 */
import { createContext, createElement, useContext, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ConfiguratorApi } from '../data/configurator-api';
import type { apiStateMachine } from './api-state.machine';
import type { BuildMachine } from './build.machine';
import type { BuildTiming } from './build-actors';
import {
  createConfiguratorMachine,
  sceneOf,
  type ConfiguratorActorRef,
  type ConfiguratorEmitted,
  type ConfiguratorInput,
  type ConfiguratorSnapshot,
} from './configurator.machine';
import type { filtersMachine } from './filters.machine';
import type { GradeTrim, GradeTrimsMachine } from './grade-trims.machine';
import type { stepMachine } from './step.machine';
import { SYSTEM_IDS } from './system-ids';
import type { BuildConfiguration } from '../../domain/entities';
import { selectBuild } from './build-view';
import { connectPlatform, type PlatformPorts } from './connect-platform';
import { connectLiveContent } from './connect-live-content';
import type { LiveContentSource } from '../data/live-content-source';

const ConfiguratorActorContext = createContext<ConfiguratorActorRef | null>(null);

export interface ConfiguratorProviderProps {
  api: ConfiguratorApi;
  input: ConfiguratorInput;
  /** Receives scene changes and start/exit moments (the parcel relays them to the bus). */
  onEmitted?: (event: ConfiguratorEmitted) => void;
  /**
   * The page's bus, analytics and page-exit watch (connect-platform.ts, the only
   * sender of analytics page/start/exit, ADR 0065): connected once the actor runs, disconnected
   * on unmount. Replaces relaying start/exit to the bus through onEmitted.
   */
  platform?: PlatformPorts;
  /** Catalog changes on preview/prelive pages (data/live-content-source.ts); null elsewhere. */
  liveContent?: LiveContentSource | null;
  /** When a pick's confirming request starts (build-actors.ts); at once unless given. */
  timing?: BuildTiming;
  children?: ReactNode;
}

/** Starts the configurator actor for the parcel's lifetime and shares it with the tree below. */
export function ConfiguratorProvider({ api, input, onEmitted, platform, liveContent, timing, children }: ConfiguratorProviderProps) {
  // The machine is built once per data port (and the parcel's fixed timing); useActorRef keeps the first actor for the lifetime.
  const machine = useMemo(() => createConfiguratorMachine(api, timing), [api, timing]);
  const actorRef = useActorRef(machine, { input });
  useEffect(() => {
    if (!onEmitted) return undefined;
    const subscription = actorRef.on('*', onEmitted);
    return () => subscription.unsubscribe();
  }, [actorRef, onEmitted]);
  // Keyed by the ports, not the object, so an unmemoised `platform` does not reconnect (and replay
  // the current page view) on every render. useActorRef started the actor in an earlier effect.
  const { bus, analytics, pageExit } = platform ?? {};
  const connected = platform !== undefined;
  useEffect(
    () => (connected ? connectPlatform(actorRef, { bus, analytics, pageExit, catchUp: true }) : undefined),
    [actorRef, connected, bus, analytics, pageExit],
  );
  useEffect(() => connectLiveContent(actorRef, liveContent), [actorRef, liveContent]);
  return createElement(ConfiguratorActorContext.Provider, { value: actorRef }, children);
}

/** The root actor; throws when used outside a ConfiguratorProvider (a wiring mistake). */
export function useConfiguratorRef(): ConfiguratorActorRef {
  const ref = useContext(ConfiguratorActorContext);
  if (!ref) throw new Error('useConfigurator must be used inside <ConfiguratorProvider>');
  return ref;
}

export { sceneOf };

/** `send` for every configurator event, the current scene and the root actor itself. */
export function useConfigurator() {
  const actorRef = useConfiguratorRef();
  const scene = useSelector(actorRef, sceneOf);
  return { send: actorRef.send, scene, actorRef };
}

/** Reads the root snapshot through a selector. */
export function useConfiguratorSelector<T>(selector: (snapshot: ConfiguratorSnapshot) => T): T {
  return useSelector(useConfiguratorRef(), selector);
}

/** The build child, for views to send the shopper's build events to the actor that owns them. */
export function useBuildRef(): ActorRefFrom<BuildMachine> {
  const build = useConfiguratorRef().system.get(SYSTEM_IDS.build) as ActorRefFrom<BuildMachine> | undefined;
  if (!build) throw new Error('The configurator has no build actor');
  return build;
}

/** The filters child, for the trim scene to send its filter events to the actor it reads. */
export function useFiltersRef(): ActorRefFrom<typeof filtersMachine> {
  const filters = useConfiguratorRef().system.get(SYSTEM_IDS.filters) as ActorRefFrom<typeof filtersMachine> | undefined;
  if (!filters) throw new Error('The configurator has no filters actor');
  return filters;
}

function useChild<S, T>(id: string, selector: (snapshot: S) => T): T {
  const child = useConfiguratorRef().system.get(id);
  return useSelector(child, selector as (snapshot: unknown) => T);
}

type Snap<M> = SnapshotFrom<M>;

export const useBuild = <T>(selector: (s: Snap<BuildMachine>) => T) => useChild(SYSTEM_IDS.build, selector);

/** The build the shopper sees, derived from the machine's selection and answer (build-view.ts); null before a load. */
export const useDerivedBuild = (): BuildConfiguration | null => useBuild(selectBuild);

/**
 * The build as the page around the steps follows it (address, head, analytics, last build): in a
 * pick's urgent render still the build before the pick, so their effects stay out of the frame that
 * paints the new total and run with the deferred render after it (ADR 0153). A render that also
 * changes the scene gets the current build, so a new scene is never written or counted with the
 * build of the scene before.
 */
export function useSettledBuild(): BuildConfiguration | null {
  const { scene } = useConfigurator();
  const build = useDerivedBuild();
  const deferredBuild = useDeferredValue(build);
  const deferredScene = useDeferredValue(scene);
  return deferredScene === scene ? deferredBuild : build;
}
export const useApiState = <T>(selector: (s: Snap<typeof apiStateMachine>) => T) => useChild(SYSTEM_IDS.apiState, selector);
export const useStep = <T>(selector: (s: Snap<typeof stepMachine>) => T) => useChild(SYSTEM_IDS.step, selector);
export const useFilters = <T>(selector: (s: Snap<typeof filtersMachine>) => T) => useChild(SYSTEM_IDS.filters, selector);

export const useGradeTrimsState = <T>(selector: (s: Snap<GradeTrimsMachine>) => T) => useChild(SYSTEM_IDS.gradeTrims, selector);

/**
 * The trims of the build's series-year (each tagged with its grade), for the labels of the cab/bed
 * and powertrain choices. Empty until they load, and after a failure (choices then show codes).
 */
export function useGradeTrims(): GradeTrim[] {
  return useGradeTrimsState(selectGradeTrims);
}

const selectGradeTrims = (s: Snap<GradeTrimsMachine>) => s.context.trims;

export type { GradeTrim };

