import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Trim } from '../../domain/entities';
import { asApiError, ConfiguratorApiError, type ApiError } from '../data/api-error';
import type { ConfiguratorApi, SeriesDetails } from '../data/configurator-api';
import { currentRegion, type RegionalInput } from './region-input';

/**
 * The trims of the build's series-year, with their cab/bed, engine, drive, transmission and seating
 * labels (ADR 0065, replacing the scene hook of ADR 0081). A full configuration describes only its
 * own trim; the cab/bed and powertrain steps offer the grade's other trims, named from here. Read
 * once per series-year from the visualizer series list; until it answers, or when it fails, the
 * steps show codes.
 */

/** A trim of the series-year, tagged with its grade (a hint can name the grade that has an item). */
export type GradeTrim = Trim & { gradeName?: string };

export interface SeriesYear {
  seriesId: string;
  year: number;
}

export interface GradeTrimsContext {
  /** The series-year the build is on; null before a build has loaded. */
  current: SeriesYear | null;
  /** Trims of the current series-year; empty while loading or after a failure. */
  trims: GradeTrim[];
  /** Answers already read in this page: the list does not change while shopping. */
  loaded: Record<string, GradeTrim[]>;
  error: ApiError | null;
}

export type GradeTrimsEvent = { type: 'build.seriesYearKnown'; seriesId: string; year: number };

const keyOf = ({ seriesId, year }: SeriesYear) => `${seriesId}|${year}`;

/**
 * The series-year's trims from a series list, each tagged with its grade. Throws when the list does
 * not hold that series-year: the port answers an empty list when the request failed (product.md section 7).
 */
export function trimsOfSeriesYear(series: readonly SeriesDetails[], { seriesId, year }: SeriesYear): GradeTrim[] {
  const data = series.find((s) => s.id === seriesId)?.yearSpecificData.find((y) => y.year === year);
  if (!data) throw new ConfiguratorApiError('not-found', `The series list has no ${seriesId} ${year}`);
  return (data.grades ?? []).flatMap((g) => (g.trims ?? []).map((t) => ({ ...t, gradeName: g.gradeName })));
}

export function createGradeTrimsMachine(api: ConfiguratorApi) {
  return setup({
    types: { context: {} as GradeTrimsContext, events: {} as GradeTrimsEvent },
    actors: {
      loadGradeTrims: fromPromise<GradeTrim[], RegionalInput<SeriesYear>>(async ({ input }) =>
        trimsOfSeriesYear(await api.getSeriesDetails(input.query, { region: input.region }), input.query),
      ),
    },
    guards: {
      isCurrent: ({ context, event }) => context.current !== null && keyOf(context.current) === keyOf(event),
      isLoaded: ({ context, event }) => keyOf(event) in context.loaded,
    },
    actions: {
      useLoaded: assign(({ context, event }) => {
        assertEvent(event, 'build.seriesYearKnown');
        return { current: { seriesId: event.seriesId, year: event.year }, trims: context.loaded[keyOf(event)], error: null };
      }),
      startLoading: assign(({ event }) => {
        assertEvent(event, 'build.seriesYearKnown');
        return { current: { seriesId: event.seriesId, year: event.year }, trims: [], error: null };
      }),
      store: assign(({ context }, { trims }: { trims: GradeTrim[] }) => ({
        trims,
        loaded: { ...context.loaded, [keyOf(context.current!)]: trims },
      })),
      fail: assign((_, { error }: { error: unknown }) => ({ trims: [], error: asApiError(error) })),
    },
  }).createMachine({
    id: 'gradeTrims',
    context: { current: null, trims: [], loaded: {}, error: null },
    initial: 'idle',
    on: {
      'build.seriesYearKnown': [
        { guard: 'isLoaded', target: '.loaded', actions: 'useLoaded' },
        { target: '.loading', actions: 'startLoading' },
      ],
    },
    states: {
      idle: {},
      loading: {
        // The same series-year again (a trim switch, an undo) while it loads: keep the request.
        on: { 'build.seriesYearKnown': [{ guard: 'isCurrent' }, { guard: 'isLoaded', target: 'loaded', actions: 'useLoaded' }, { target: 'loading', reenter: true, actions: 'startLoading' }] },
        invoke: {
          src: 'loadGradeTrims',
          input: ({ context, self }) => ({ query: context.current!, region: currentRegion(self.system) }),
          onDone: { target: 'loaded', actions: { type: 'store', params: ({ event }) => ({ trims: event.output }) } },
          // Failure keeps the codes as labels; the next load of this series-year asks again.
          onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      loaded: {},
      failed: {},
    },
  });
}

export type GradeTrimsMachine = ReturnType<typeof createGradeTrimsMachine>;
