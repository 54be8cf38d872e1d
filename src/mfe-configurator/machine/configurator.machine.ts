import { assertEvent, assign, emit, fromPromise, sendTo, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { Brand, BuildStepName, Geolocation, Scene } from '../../domain/entities';
import type { ApiError } from '../data/api-error';
import type { ConfiguratorApi, DeepLinkQuery, SeriesListing } from '../data/configurator-api';
import { apiStateMachine } from './api-state.machine';
import { createBuildMachine } from './build.machine';
import type { BuildTiming } from './build-actors';
import { decodeBuildUrl } from './build-url';
import type { CatalogChangedEvent } from './build-context';
import { currentRegion, type RegionalInput } from './region-input';
import { detailOverlayMachine } from './detail-overlay.machine';
import { filtersMachine } from './filters.machine';
import { geolocationMachine } from './geolocation.machine';
import { createGradeTrimsMachine } from './grade-trims.machine';
import { stepMachine } from './step.machine';
import { SYSTEM_IDS } from './system-ids';

/**
 * The configurator's root statechart (ADR 0065): the scene (model, trim, configurator, summary,
 * simulator, error) plus one invoked child per concern, alive for the parcel's lifetime. The root
 * owns only the scene: views and bridges send every other event to the child that owns it
 * (system-ids.ts), and the root relays nothing. Scene moments the page cares about (start, exit,
 * scene changes) are emitted for the parcel to relay to the bus.
 */
export type SceneName = Scene | 'error';

export interface ConfiguratorInput {
  brand: Brand;
  /** The page URL at mount: a configurator or summary URL restores its build (deep link). */
  pathname: string;
  search?: string;
  geolocation?: Partial<Geolocation>;
  /** The series list the page already holds (the server render's island, ADR 0213): no first query. */
  series?: SeriesListing[];
}

export interface ConfiguratorContext {
  brand: Brand;
  seriesId: string | null;
  year: number | null;
  series: SeriesListing[];
  /** The deep link read from the URL at mount, loaded when the first scene is entered. */
  deepLink: DeepLinkQuery | null;
  /** Values in the URL that were not item codes (dropped before the request; the notice names them). */
  deepLinkDropped: string[];
  /** The scene the page URL names (configurator and summary only with a deep link). */
  initialScene: Scene;
  /** Start values for the geolocation and step children (the step a build URL names). */
  initial: { geolocation?: Partial<Geolocation>; step?: BuildStepName };
  error: ApiError | null;
  /** The trim a restored link names, until its build loads: a NOT_FOUND for it is a lost link, not a failure. */
  linkTrim: string | null;
  /** A link that named a trim or series the catalog no longer has (the scene it landed on says so). */
  linkNotice: LinkNotice | null;
}

/** What a restored link pointed at that no longer exists (issue 15). */
export type LinkNotice = { kind: 'unknown-trim'; trimId: string; seriesName: string } | { kind: 'unknown-series'; seriesId: string; year: number | null };

export type SceneEvent =
  | { type: 'user.selectSeries'; seriesId: string; year: number }
  | { type: 'user.selectGrade'; gradeName?: string; trimId?: string }
  | { type: 'user.viewSummary' }
  | { type: 'user.backToBuild' }
  | { type: 'user.backToTrim' }
  | { type: 'user.backToModel' }
  | { type: 'user.openSimulator' }
  | { type: 'build.loaded' }
  | { type: 'build.loadFailed'; error: ApiError }
  | { type: 'user.dismissLinkNotice' };

/** The root's own events: the scene's, what the build tells its parent, and catalog changes (the series list). */
export type ConfiguratorEvent = SceneEvent | CatalogChangedEvent;

/** Emitted for the parcel: relay start/exit to the event bus and analytics, scroll on scene change. */
export type ConfiguratorEmitted =
  | { type: 'scene.changed'; scene: SceneName }
  | { type: 'configurator.start'; seriesId: string | null; year: number | null }
  | { type: 'configurator.exit'; seriesId: string | null; year: number | null };

const routeOf = (context: ConfiguratorContext) => ({ seriesId: context.seriesId, year: context.year });

export function createConfiguratorMachine(api: ConfiguratorApi, timing: BuildTiming = {}) {
  return setup({
    types: {
      context: {} as ConfiguratorContext,
      events: {} as ConfiguratorEvent,
      input: {} as ConfiguratorInput,
      emitted: {} as ConfiguratorEmitted,
    },
    actors: {
      build: createBuildMachine(api, timing),
      apiState: apiStateMachine,
      step: stepMachine,
      detailOverlay: detailOverlayMachine,
      filters: filtersMachine,
      geolocation: geolocationMachine,
      gradeTrims: createGradeTrimsMachine(api),
      loadSeries: fromPromise<SeriesListing[], RegionalInput<null>>(({ input }) => api.getSeries({ region: input.region })),
      refreshSeries: fromPromise<SeriesListing[], RegionalInput<null>>(({ input }) => api.getSeries({ fresh: true, region: input.region })),
    },
    guards: {
      hasSeries: ({ context }) => context.series.length > 0,
      routeIs: ({ context }, params: { scene: Scene }) => context.initialScene === params.scene,
      isLostLink: ({ context, event }) => event.type === 'build.loadFailed' && event.error.kind === 'not-found' && context.linkTrim !== null,
      hasLinkSeries: ({ context }, params: { series: SeriesListing[] }) =>
        params.series.some((s) => s.id === context.seriesId && s.yearSpecificData.some((y) => y.year === context.year)),
    },
    actions: {
      setSeries: assign(({ event }) => {
        assertEvent(event, 'user.selectSeries');
        return { seriesId: event.seriesId, year: event.year };
      }),
      storeSeries: assign((_, params: { series: SeriesListing[] }) => ({ series: params.series })),
      loadGrade: sendTo(SYSTEM_IDS.build, ({ context, event }) => {
        assertEvent(event, 'user.selectGrade');
        return { type: 'build.loadGrade', query: { seriesId: context.seriesId!, year: context.year!, gradeName: event.gradeName, trimId: event.trimId } };
      }),
      loadDeepLink: sendTo(SYSTEM_IDS.build, ({ context }) => ({ type: 'build.loadDeepLink', query: context.deepLink!, invalid: context.deepLinkDropped.length > 0, dropped: context.deepLinkDropped })),
      forgetDeepLink: assign({ deepLink: null }),
      clearBuild: sendTo(SYSTEM_IDS.build, { type: 'user.clear' }),
      storeError: assign(({ event }) => {
        assertEvent(event, 'build.loadFailed');
        return { error: event.error };
      }),
      clearError: assign({ error: null }),
      forgetLinkTrim: assign({ linkTrim: null }),
      noticeUnknownTrim: assign(({ context }) => ({
        linkNotice: {
          kind: 'unknown-trim' as const,
          trimId: context.linkTrim ?? '',
          seriesName: context.series.find((s) => s.id === context.seriesId)?.name ?? context.seriesId ?? '',
        },
        linkTrim: null,
      })),
      noticeUnknownSeries: assign(({ context }) => ({
        linkNotice: { kind: 'unknown-series' as const, seriesId: context.seriesId ?? '', year: context.year },
        linkTrim: null,
        seriesId: null,
        year: null,
      })),
      clearLinkNotice: assign({ linkNotice: null }),
      sceneChanged: sendTo(SYSTEM_IDS.apiState, { type: 'scene.changed' }),
      emitScene: emit((_, params: { scene: SceneName }) => ({ type: 'scene.changed' as const, scene: params.scene })),
      announceStart: emit(({ context }) => ({ type: 'configurator.start' as const, ...routeOf(context) })),
      announceExit: emit(({ context }) => ({ type: 'configurator.exit' as const, ...routeOf(context) })),
    },
  }).createMachine({
    id: 'configurator',
    context: ({ input }) => {
      const { route, deepLink, dropped } = decodeBuildUrl(input.pathname, input.search);
      const needsBuild = route.scene === 'configurator' || route.scene === 'summary';
      return {
        brand: input.brand,
        seriesId: route.series ?? null,
        year: route.year ?? null,
        series: input.series ?? [],
        deepLink,
        deepLinkDropped: dropped,
        initialScene: needsBuild && !deepLink ? 'model' : route.scene,
        // A build URL reopens its step; without a build to restore the configurator starts at 'cab'.
        initial: { geolocation: input.geolocation, step: deepLink && route.scene === 'configurator' ? route.step : undefined },
        error: null,
        linkTrim: deepLink ? deepLink.trim : null,
        linkNotice: null,
      };
    },
    invoke: [
      { id: SYSTEM_IDS.build, systemId: SYSTEM_IDS.build, src: 'build', input: ({ context }) => ({ brand: context.brand }) },
      { id: SYSTEM_IDS.apiState, systemId: SYSTEM_IDS.apiState, src: 'apiState' },
      { id: SYSTEM_IDS.step, systemId: SYSTEM_IDS.step, src: 'step', input: ({ context }) => ({ initial: context.initial.step ?? null }) },
      { id: SYSTEM_IDS.detail, systemId: SYSTEM_IDS.detail, src: 'detailOverlay' },
      { id: SYSTEM_IDS.filters, systemId: SYSTEM_IDS.filters, src: 'filters' },
      { id: SYSTEM_IDS.geolocation, systemId: SYSTEM_IDS.geolocation, src: 'geolocation', input: ({ context }) => context.initial.geolocation ?? {} },
      { id: SYSTEM_IDS.gradeTrims, systemId: SYSTEM_IDS.gradeTrims, src: 'gradeTrims' },
    ],
    on: {
      'build.loadFailed': [
        // A link to a trim or series the catalog no longer has lands on the nearest list, with a notice.
        { guard: 'isLostLink', target: '.relinking' },
        { target: '.error', actions: 'storeError' },
      ],
      'build.loaded': { actions: 'forgetLinkTrim' },
      'user.dismissLinkNotice': { actions: 'clearLinkNotice' },
    },
    initial: 'routing',
    states: {
      // The first scene follows the page URL; a build URL restores its build.
      routing: {
        always: [
          { guard: { type: 'routeIs', params: { scene: 'configurator' } }, target: 'configurator', actions: ['loadDeepLink', 'forgetDeepLink', 'announceStart'] },
          { guard: { type: 'routeIs', params: { scene: 'summary' } }, target: 'summary', actions: ['loadDeepLink', 'forgetDeepLink'] },
          { guard: { type: 'routeIs', params: { scene: 'trim' } }, target: 'trim' },
          { guard: { type: 'routeIs', params: { scene: 'simulator' } }, target: 'simulator' },
          { target: 'model' },
        ],
      },
      // A restored link named an unknown trim: the series list says whether its series-year exists.
      relinking: {
        invoke: {
          src: 'loadSeries',
          input: ({ self }) => ({ query: null, region: currentRegion(self.system) }),
          onDone: [
            { guard: { type: 'hasLinkSeries', params: ({ event }) => ({ series: event.output }) }, target: 'trim', actions: [{ type: 'storeSeries', params: ({ event }) => ({ series: event.output }) }, 'noticeUnknownTrim'] },
            { target: 'model', actions: [{ type: 'storeSeries', params: ({ event }) => ({ series: event.output }) }, 'noticeUnknownSeries'] },
          ],
          onError: { target: 'model', actions: 'noticeUnknownSeries' },
        },
      },
      model: {
        entry: ['sceneChanged', { type: 'emitScene', params: { scene: 'model' } }],
        exit: 'clearLinkNotice',
        ...seriesStates(),
        on: {
          'user.selectSeries': { target: 'trim', actions: 'setSeries' },
          'user.openSimulator': { target: 'simulator' },
          'api.catalogChanged': { target: '.refreshing' },
        },
      },
      trim: {
        entry: ['sceneChanged', { type: 'emitScene', params: { scene: 'trim' } }],
        exit: 'clearLinkNotice',
        ...seriesStates(),
        on: {
          'user.selectGrade': { target: 'configurator', actions: ['loadGrade', 'announceStart'] },
          'user.selectSeries': { actions: 'setSeries' },
          'user.backToModel': { target: 'model', actions: 'clearBuild' },
          'api.catalogChanged': { target: '.refreshing' },
        },
      },
      configurator: {
        entry: ['sceneChanged', { type: 'emitScene', params: { scene: 'configurator' } }],
        on: {
          'user.viewSummary': { target: 'summary' },
          'user.backToTrim': { target: 'trim', actions: ['announceExit', 'clearBuild'] },
        },
      },
      summary: {
        entry: ['sceneChanged', { type: 'emitScene', params: { scene: 'summary' } }],
        on: {
          'user.backToBuild': { target: 'configurator' },
          'user.backToTrim': { target: 'trim', actions: ['announceExit', 'clearBuild'] },
        },
      },
      simulator: {
        entry: ['sceneChanged', { type: 'emitScene', params: { scene: 'simulator' } }],
        on: { 'user.backToModel': { target: 'model' } },
      },
      // The apology page (product.md section 2 error scene): a build could not be loaded.
      error: {
        entry: ['sceneChanged', { type: 'emitScene', params: { scene: 'error' } }],
        exit: 'clearError',
        on: { 'user.backToModel': { target: 'model', actions: 'clearBuild' } },
      },
    },
  });

  function seriesStates() {
    return {
      initial: 'checking' as const,
      states: {
        checking: { always: [{ guard: 'hasSeries' as const, target: 'ready' }, { target: 'loading' }] },
        loading: {
          invoke: {
            src: 'loadSeries' as const,
            input: ({ self }: { self: AnyActorRef }) => ({ query: null, region: currentRegion(self.system) }),
            onDone: { target: 'ready', actions: { type: 'storeSeries' as const, params: ({ event }: { event: { output: SeriesListing[] } }) => ({ series: event.output }) } },
            // The port answers [] on failure (product.md section 7); this covers an unexpected rejection.
            onError: { target: 'failed' },
          },
        },
        // Live content changed: the list again, past the cache; a failure keeps the list shown.
        refreshing: {
          invoke: {
            src: 'refreshSeries' as const,
            input: ({ self }: { self: AnyActorRef }) => ({ query: null, region: currentRegion(self.system) }),
            onDone: { target: 'ready', actions: { type: 'storeSeries' as const, params: ({ event }: { event: { output: SeriesListing[] } }) => ({ series: event.output }) } },
            onError: { target: 'refreshFailed' },
          },
        },
        ready: {},
        // The older list stays on screen; the next catalog change asks again (as from ready).
        refreshFailed: {},
        failed: {},
      },
    };
  }
}

export type ConfiguratorMachine = ReturnType<typeof createConfiguratorMachine>;
export type ConfiguratorActorRef = ActorRefFrom<ConfiguratorMachine>;
export type ConfiguratorSnapshot = SnapshotFrom<ConfiguratorMachine>;

/** The current scene of a root snapshot (its top-level state; 'routing' only before the first scene). */
export function sceneOf(snapshot: ConfiguratorSnapshot): SceneName {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  if (top === 'routing') return 'model';
  // While a lost link is re-routed, the scene the link named keeps showing its skeleton.
  if (top === 'relinking') return snapshot.context.initialScene;
  return top as SceneName;
}
