import { assertEvent, assign, enqueueActions, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LatestItemSelected, RecommendationResult, ResolveStep } from '../../domain/entities';
import { applicableSteps } from '../../domain/build';
import { asApiError } from '../data/api-error';
import type { ConfiguratorApi, ResolvedConfiguration } from '../data/configurator-api';
import { buildActors, type BuildTiming } from './build-actors';
import { lostFromLink } from './build-url';
import { clearHistory, loadHistory, saveHistoryOnLeave } from './history-store';
import type { BuildContext, BuildEvent, BuildInput, BuildParentEvent } from './build-context';
import { emptyHistory, record, redo, undo, type History, type HistoryEntry } from './history';
import { enqueuePick } from './pick-queue';
import {
  applyLocally,
  freeTrimSwitch,
  isDefaultPackage,
  isDirectPick,
  isNoOp,
  isStepIndex,
  resolutionItems,
  selectionOfAnswer,
  serverQuery,
  explicitPicks,
} from './pick-rules';
import { buildOf } from './build-view';
import { currentRegion } from './region-input';
import { SYSTEM_IDS } from './system-ids';
import { tell } from './tell';
import { offeredSteps, rankResolutions } from '../../domain/resolution';

/** A conflict question also carries the shopper's explicit picks: the rules prefer keeping them. */
function recommendationQuery(entry: HistoryEntry, brand: BuildContext['brand'], item: LatestItemSelected) {
  return { ...serverQuery(entry.selection, entry.config, brand, item), currentSelectedConfig: explicitPicks(entry.selection, entry.config) };
}

/** The query that prices a selection on the answer it was made on. */
const queryFor = <Items>(entry: HistoryEntry, brand: BuildContext['brand'], items: Items, trim?: string | null) => serverQuery(entry.selection, entry.config, brand, items, trim);

export type { BuildContext, SelectedItem } from './build-context';

/**
 * After a failed apply or refresh the build on screen is still the shopper's: every shopper event
 * works as in `ready` (re-raised there), and the next catalog change retries the refresh.
 */
const RESUME_AFTER_FAILURE = {
  'user.selectItem': { target: 'ready', actions: 'reraise' },
  'user.undo': { target: 'ready', actions: 'reraise' },
  'user.redo': { target: 'ready', actions: 'reraise' },
  'user.clear': { target: 'idle', actions: 'clear' },
  'user.dismissNotice': { target: 'ready', actions: 'dismissNotice' },
  'api.catalogChanged': { guard: 'isBuildChanged', target: 'refreshing' },
} as const;

const stepsOf = (config: ResolvedConfiguration) =>
  applicableSteps({ isTruck: config.trim.cabBed != null, hasSeatingOptions: config.grade.hasSeatingOptions });

const current = (context: BuildContext): HistoryEntry => ({ selection: context.selection!, config: context.config! });


/** A build restored from the address bar gets its saved undo history back; any other starts empty. */
function restoredHistory(fromLink: boolean, entry: HistoryEntry): History {
  return (fromLink ? loadHistory(buildOf(entry)!) : null) ?? emptyHistory();
}

const cleared = { item: null, committed: null, pending: null, resolveSteps: [] as ResolveStep[], resolutions: [] as BuildContext['resolutions'] };

/**
 * The shopper's build and the selection flow of product.md section 4 "Selection" (see ADR 0065 for the chart).
 * A compatible colour/package/accessory applies at once and is confirmed by one GetUpdatedConfig;
 * anything else asks GetRecommendation first and either applies, switches trim, or opens a
 * conflict the shopper resolves or cancels. A failed update restores the build held before it.
 */
export function createBuildMachine(api: ConfiguratorApi, timing: BuildTiming = {}) {
  return setup({
    types: { context: {} as BuildContext, events: {} as BuildEvent, input: {} as BuildInput },
    actors: buildActors(api, timing),
    guards: {
      hasBuild: ({ context }) => context.selection !== null && context.config !== null,
      isRefusedPick: ({ event }) => {
        assertEvent(event, 'user.selectItem');
        return isDefaultPackage(event.item) && event.item.changeType === 'REMOVE';
      },
      isNoOpPick: ({ context, event }) => {
        assertEvent(event, 'user.selectItem');
        return isNoOp(context.selection!, event.item);
      },
      isDirectPick: ({ context, event }) => {
        assertEvent(event, 'user.selectItem');
        return isDirectPick(context.config!, event.item);
      },
      // A catalog change of the build's series-year, or one that may have missed changes (no series).
      isBuildChanged: ({ context, event }) => {
        assertEvent(event, 'api.catalogChanged');
        const config = context.config;
        return context.selection !== null && config !== null && (event.seriesId === undefined || (event.seriesId === config.seriesId && (event.year === undefined || event.year === config.year)));
      },
      canUndo: ({ context }) => context.history.past.length > 0,
      canRedo: ({ context }) => context.history.future.length > 0,
      isFreeTrimSwitch: ({ context }, params: { result: RecommendationResult }) => freeTrimSwitch(context.item!, params.result) !== null,
      isConfigValid: (_, params: { result: RecommendationResult }) => params.result.isConfigValid,
      // The server found the answered selection unbuildable (a stale configuration under the pick):
      // it is never committed; the shopper resolves it in the conflict dialog like any conflict.
      isUnbuildableAnswer: (_, params: { config: ResolvedConfiguration }) => params.config.isConfigValid === false && (params.config.resolveSteps?.length ?? 0) > 0,
      isResolveStep: ({ context, event }) => {
        assertEvent(event, 'user.resolveConflict');
        return isStepIndex(context.resolutions, event.stepIndex);
      },
    },
    actions: {
      startPick: assign(({ context, event }) => {
        assertEvent(event, 'user.selectItem');
        const item: LatestItemSelected = { ...event.item };
        return { item, committed: current(context), updateError: null, error: null, refused: null, notApplied: [] };
      }),
      // Optimistic apply: the total of a compatible pick is computed here, before any request.
      applyOptimistically: assign(({ context }) => {
        const expected = applyLocally(context.config!, context.selection!, context.item!);
        return { selection: expected, pending: { items: [context.item!], trimId: null, expected } };
      }),
      pendApply: assign(({ context }) => ({ pending: { items: [context.item!], trimId: null, expected: null } })),
      pendTrimSwitch: assign(({ context }, params: { result: RecommendationResult }) => {
        const trimId = freeTrimSwitch(context.item!, params.result)!;
        return { pending: { items: [{ ...context.item!, availableWithTrimIds: [trimId] }], trimId: null, expected: null } };
      }),
      // The rules' best steps: each is priced by the server before the dialog opens.
      holdSteps: assign((_, params: { result: RecommendationResult }) => ({ resolveSteps: offeredSteps(params.result.resolveSteps) })),
      // A conflict needs the shopper's decision first: picks queued meanwhile are dropped, and named.
      openConflict: assign(({ context }, params: { answers: Array<ResolvedConfiguration | null> }) => {
        const outcomes = context.resolveSteps.flatMap((step, i) => {
          const config = params.answers[i];
          if (!config) return [];
          const selection = selectionOfAnswer(config);
          return [{ step, config, selection, build: buildOf({ selection, config })! }];
        });
        const resolutions = rankResolutions(buildOf(context.committed!)!, outcomes).map(({ step, config, selection }) => ({ step, config, selection }));
        return { resolutions, resolveSteps: resolutions.map((r) => r.step), queued: [], notApplied: context.queued };
      }),
      // Apply commits the build the dialog priced: what the shopper was promised is what happens.
      commitResolution: assign(({ context, event }) => {
        assertEvent(event, 'user.resolveConflict');
        const { config, selection } = context.resolutions[event.stepIndex];
        return { config, selection, history: record(context.history, context.committed!), ...cleared };
      }),
      commitUpdate: assign(({ context }, { config }: { config: ResolvedConfiguration }) => {
        return {
          config,
          selection: selectionOfAnswer(config, context.pending?.expected),
          history: record(context.history, context.committed!),
          ...cleared,
        };
      }),
      // New content for the same selection: not a shopper's step, so no undo entry.
      refreshed: assign(({ context }, { config }: { config: ResolvedConfiguration }) => ({ config, selection: selectionOfAnswer(config, context.selection) })),
      revertUpdate: assign(({ context }, params: { error: unknown }) => ({
        selection: context.committed!.selection,
        config: context.committed!.config,
        updateError: asApiError(params.error),
        ...cleared,
      })),
      restoreCommitted: assign(({ context }) => ({ selection: context.committed!.selection, config: context.committed!.config, ...cleared })),
      // Back to the build held before the pick (an optimistic total is withdrawn) while the dialog prices the ways out.
      restoreBeforePick: assign(({ context }) => ({ selection: context.committed!.selection, config: context.committed!.config, pending: null })),
      failRecommendation: assign(({ context }, params: { error: unknown }) => ({
        selection: context.committed!.selection,
        config: context.committed!.config,
        error: asApiError(params.error),
        queued: [],
        notApplied: context.queued,
        ...cleared,
      })),
      refusePick: assign(({ event }) => {
        assertEvent(event, 'user.selectItem');
        return { refused: { ...event.item } };
      }),
      // An invalid deep link still answers a valid configuration: its defaults become the build.
      loaded: assign(({ context }, { config, isDeepLinkValid }: { config: ResolvedConfiguration; isDeepLinkValid: boolean }) => {
        const selection = selectionOfAnswer(config);
        const linkLost = context.requested ? [...new Set([...context.linkLost, ...lostFromLink(context.requested, buildOf({ selection, config })!, config)])] : [];
        const deepLinkInvalid = context.deepLinkInvalid || !isDeepLinkValid || linkLost.length > 0;
        return {
          config,
          selection,
          linkLost,
          requested: null,
          // A reload restores the same build from the address bar: its undo history comes back too.
          history: restoredHistory(context.requested !== null, { selection, config }),
          deepLinkInvalid,
          error: null,
          updateError: null,
          queued: [],
          notApplied: [],
          ...cleared,
        };
      }),
      loadFailed: assign((_, params: { error: unknown }) => ({ error: asApiError(params.error) })),
      undo: assign(({ context }) => {
        const step = undo(context.history, current(context))!;
        return { history: step.history, selection: step.current.selection, config: step.current.config, refused: null, updateError: null };
      }),
      redo: assign(({ context }) => {
        const step = redo(context.history, current(context))!;
        return { history: step.history, selection: step.current.selection, config: step.current.config, refused: null, updateError: null };
      }),
      clear: assign({ selection: null, config: null, history: emptyHistory(), deepLinkInvalid: false, linkLost: [], requested: null, error: null, updateError: null, refused: null, queued: [], notApplied: [], ...cleared }),
      dismissNotice: assign({ updateError: null, error: null, deepLinkInvalid: false, linkLost: [], refused: null, notApplied: [] }),
      notifyLoading: ({ system }) => tell(system, SYSTEM_IDS.apiState, { type: 'api.requestStarted', transparent: false }),
      notifyRefreshing: ({ system }) => tell(system, SYSTEM_IDS.apiState, { type: 'api.requestStarted', transparent: true }),
      notifyFinished: ({ system }) => tell(system, SYSTEM_IDS.apiState, { type: 'api.requestFinished' }),
      notifyFailed: ({ system, context }) =>
        tell(system, SYSTEM_IDS.apiState, { type: 'api.requestFailed', message: context.error?.message ?? 'Unknown error' }),
      notifySteps: ({ system, context }) =>
        context.config && tell(system, SYSTEM_IDS.step, { type: 'config.stepsChanged', steps: stepsOf(context.config) }),
      // The build's series-year: the grade trims child reads its trims' labels once per series-year.
      notifySeriesYear: ({ system, context }) =>
        context.config?.seriesId &&
        context.config.year &&
        tell(system, SYSTEM_IDS.gradeTrims, { type: 'build.seriesYearKnown', seriesId: context.config.seriesId, year: context.config.year }),
      reraise: raise(({ event }) => event),
      queuePick: assign(({ context, event }) => {
        assertEvent(event, 'user.selectItem');
        return { queued: enqueuePick(context.queued, event.item) };
      }),
      // Replays the oldest queued pick now that `ready` can handle it; the next one follows when
      // the build is ready again (or at once, when `ready` refuses or ignores this one).
      replayQueued: enqueueActions(({ context, enqueue }) => {
        const [next, ...rest] = context.queued;
        if (!next) return;
        enqueue.raise({ type: 'user.selectItem', item: next });
        enqueue.assign({ queued: rest });
      }),
      persistHistory: ({ context }) => {
        const build = buildOf(context);
        if (build) saveHistoryOnLeave(build, context.history);
      },
      // A standalone build actor (the simulator's) has no parent to tell: sending would stop it.
      tellLoaded: enqueueActions(({ self, enqueue }) => {
        if (self._parent) enqueue.sendParent({ type: 'build.loaded' } satisfies BuildParentEvent);
      }),
      tellLoadFailed: enqueueActions(({ self, context, enqueue }) => {
        if (self._parent) enqueue.sendParent({ type: 'build.loadFailed', error: context.error! } satisfies BuildParentEvent);
      }),
    },
  }).createMachine({
    id: 'build',
    context: ({ input }) => ({
      brand: input.brand,
      config: null,
      selection: null,
      history: emptyHistory(),
      updateError: null,
      error: null,
      deepLinkInvalid: false,
      linkLost: [],
      requested: null,
      refused: null,
      queued: [],
      notApplied: [],
      ...cleared,
      resolveSteps: [],
    }),
    initial: 'idle',
    on: {
      'build.loadGrade': { target: '.loading', actions: [assign({ deepLinkInvalid: false, linkLost: [], requested: null }), () => clearHistory()] },
      'build.loadDeepLink': {
        target: '.loadingDeepLink',
        actions: assign(({ event }) => ({ deepLinkInvalid: event.invalid === true, linkLost: event.dropped ?? [], requested: event.query })),
      },
    },
    // Tags the views read instead of state names: `loading` (no build to show yet), `busy` (a pick
    // or load is out; the view shows progress), `conflict` (the shopper must choose).
    states: {
      idle: { tags: 'loading' },
      loading: {
        tags: ['loading', 'busy'],
        entry: 'notifyLoading',
        invoke: {
          src: 'loadConfigByGrade',
          input: ({ event, self }) => {
            assertEvent(event, 'build.loadGrade');
            return { query: event.query, region: currentRegion(self.system) };
          },
          onDone: {
            target: 'ready',
            actions: [{ type: 'loaded', params: ({ event }) => ({ config: event.output, isDeepLinkValid: true }) }, 'notifyFinished', 'notifySteps', 'notifySeriesYear', 'tellLoaded'],
          },
          onError: { target: 'loadFailed', actions: [{ type: 'loadFailed', params: ({ event }) => ({ error: event.error }) }, 'notifyFailed', 'tellLoadFailed'] },
        },
      },
      loadingDeepLink: {
        tags: ['loading', 'busy'],
        entry: 'notifyLoading',
        invoke: {
          src: 'loadDeepLink',
          input: ({ event, self }) => {
            assertEvent(event, 'build.loadDeepLink');
            return { query: event.query, region: currentRegion(self.system) };
          },
          onDone: { target: 'ready', actions: [{ type: 'loaded', params: ({ event }) => event.output }, 'notifyFinished', 'notifySteps', 'notifySeriesYear', 'tellLoaded'] },
          onError: { target: 'loadFailed', actions: [{ type: 'loadFailed', params: ({ event }) => ({ error: event.error }) }, 'notifyFailed', 'tellLoadFailed'] },
        },
      },
      loadFailed: {},
      ready: {
        entry: 'replayQueued',
        on: {
          'user.selectItem': [
            { guard: 'isRefusedPick', actions: ['refusePick', 'replayQueued'] },
            { guard: 'isNoOpPick', actions: 'replayQueued' },
            { guard: 'isDirectPick', target: 'applying', actions: ['startPick', 'applyOptimistically'] },
            { target: 'recommending', actions: 'startPick' },
          ],
          'user.undo': { guard: 'canUndo', actions: ['undo', 'notifySteps', 'persistHistory'] },
          'user.redo': { guard: 'canRedo', actions: ['redo', 'notifySteps', 'persistHistory'] },
          'user.clear': { target: 'idle', actions: ['clear', () => clearHistory()] },
          'user.dismissNotice': { actions: 'dismissNotice' },
          'api.catalogChanged': { guard: 'isBuildChanged', target: 'refreshing' },
          'user.loadVehicle': { target: 'loadingVehicle', actions: assign(({ context }) => ({ committed: current(context), updateError: null, refused: null })) },
        },
      },
      // Live content changed this series-year: the same selection, priced again by the server.
      // A failure keeps what the shopper sees (the data layer logged it) in refreshFailed.
      refreshing: {
        entry: 'notifyRefreshing',
        on: { 'user.selectItem': { actions: 'queuePick' } },
        invoke: {
          src: 'refreshConfig',
          input: ({ context, self }) => ({ query: queryFor(current(context), context.brand, []), region: currentRegion(self.system) }),
          onDone: { target: 'ready', actions: [{ type: 'refreshed', params: ({ event }) => ({ config: event.output }) }, 'notifyFinished', 'notifySteps'] },
          onError: { target: 'refreshFailed', actions: 'notifyFinished' },
        },
      },
      // The build on screen is still the shopper's, priced on the older content: every shopper
      // event works as in `ready` (a pick prices it again), and the next catalog change retries.
      refreshFailed: {
        tags: 'stale',
        entry: 'replayQueued',
        on: RESUME_AFTER_FAILURE,
      },
      recommending: {
        tags: 'busy',
        entry: 'notifyRefreshing',
        on: { 'user.selectItem': { actions: 'queuePick' } },
        invoke: {
          src: 'recommend',
          input: ({ context, self }) => ({ query: recommendationQuery(context.committed!, context.brand, context.item!), region: currentRegion(self.system) }),
          onDone: [
            {
              guard: { type: 'isFreeTrimSwitch', params: ({ event }) => ({ result: event.output }) },
              target: 'applying',
              actions: { type: 'pendTrimSwitch', params: ({ event }) => ({ result: event.output }) },
            },
            { guard: { type: 'isConfigValid', params: ({ event }) => ({ result: event.output }) }, target: 'applying', actions: 'pendApply' },
            { target: 'previewing', actions: { type: 'holdSteps', params: ({ event }) => ({ result: event.output }) } },
          ],
          onError: {
            target: 'recommendationFailed',
            actions: [{ type: 'failRecommendation', params: ({ event }) => ({ error: event.error }) }, 'notifyFailed'],
          },
        },
      },
      recommendationFailed: {
        tags: 'failed',
        on: {
          'user.dismissNotice': { target: 'ready', actions: 'dismissNotice' },
          // A new pick (or undo/redo) after a failure dismisses the error and is handled by `ready`.
          'user.selectItem': { target: 'ready', actions: ['dismissNotice', 'reraise'] },
          'user.undo': { target: 'ready', actions: ['dismissNotice', 'reraise'] },
          'user.redo': { target: 'ready', actions: ['dismissNotice', 'reraise'] },
          'user.clear': { target: 'idle', actions: 'clear' },
        },
      },
      // Every offered resolve step priced by the server (the build Apply will commit), then ranked.
      previewing: {
        tags: 'busy',
        on: { 'user.selectItem': { actions: 'queuePick' } },
        invoke: {
          src: 'previewResolutions',
          input: ({ context, self }) => ({
            query: context.resolveSteps.map((step) =>
              queryFor(context.committed!, context.brand, resolutionItems(context.item!, step), step.applicableTrimId),
            ),
            region: currentRegion(self.system),
          }),
          onDone: { target: 'conflict', actions: [{ type: 'openConflict', params: ({ event }) => ({ answers: event.output }) }, 'notifyFinished'] },
          onError: {
            target: 'recommendationFailed',
            actions: [{ type: 'failRecommendation', params: ({ event }) => ({ error: event.error }) }, 'notifyFailed'],
          },
        },
      },
      conflict: {
        tags: 'conflict',
        on: {
          'user.resolveConflict': { guard: 'isResolveStep', target: 'ready', actions: ['commitResolution', 'notifySteps', 'persistHistory'] },
          'user.cancelConflict': { target: 'ready', actions: 'restoreCommitted' },
        },
      },
      applying: {
        tags: 'busy',
        entry: 'notifyRefreshing',
        on: { 'user.selectItem': { actions: 'queuePick' } },
        invoke: {
          src: 'updateConfig',
          input: ({ context, self }) => ({
            query: queryFor(context.committed!, context.brand, context.pending!.items, context.pending!.trimId),
            region: currentRegion(self.system),
          }),
          onDone: [
            {
              guard: { type: 'isUnbuildableAnswer', params: ({ event }) => ({ config: event.output }) },
              target: 'previewing',
              actions: [{ type: 'holdSteps', params: ({ event }) => ({ result: { isConfigValid: false, resolveSteps: event.output.resolveSteps ?? [] } }) }, 'restoreBeforePick'],
            },
            { target: 'ready', actions: [{ type: 'commitUpdate', params: ({ event }) => ({ config: event.output }) }, 'notifyFinished', 'notifySteps', 'persistHistory'] },
          ],
          onError: { target: 'applyFailed', actions: [{ type: 'revertUpdate', params: ({ event }) => ({ error: event.error }) }, 'notifyFinished'] },
        },
      },
      // "Build this one" (issue 28): the vehicle's codes through GetDeepLinkConfig, committed as one
      // history entry (undo brings the shopper's build back). An answer the server had to repair is
      // not the vehicle: the build stays as it was and the notice says the change was not applied.
      loadingVehicle: {
        tags: 'busy',
        entry: 'notifyRefreshing',
        on: { 'user.selectItem': { actions: 'queuePick' } },
        invoke: {
          src: 'loadDeepLink',
          input: ({ event, self }) => {
            assertEvent(event, 'user.loadVehicle');
            return { query: event.query, region: currentRegion(self.system) };
          },
          onDone: [
            {
              guard: ({ event }) => event.output.isDeepLinkValid,
              target: 'ready',
              actions: [{ type: 'commitUpdate', params: ({ event }) => ({ config: event.output.config }) }, 'notifyFinished', 'notifySteps', 'persistHistory'],
            },
            { target: 'applyFailed', actions: [{ type: 'revertUpdate', params: () => ({ error: new Error('the vehicle is no longer a valid build') }) }, 'notifyFinished'] },
          ],
          onError: { target: 'applyFailed', actions: [{ type: 'revertUpdate', params: ({ event }) => ({ error: event.error }) }, 'notifyFinished'] },
        },
      },
      // The pick could not be priced: the build is back to what it was and `updateError` says why
      // until the shopper dismisses it or goes on (picks queued meanwhile are replayed in order).
      applyFailed: {
        tags: 'failed',
        entry: 'replayQueued',
        on: RESUME_AFTER_FAILURE,
      },
    },
  });
}

export type BuildMachine = ReturnType<typeof createBuildMachine>;
export type BuildActorRef = ActorRefFrom<BuildMachine>;
export type BuildSnapshot = SnapshotFrom<BuildMachine>;
