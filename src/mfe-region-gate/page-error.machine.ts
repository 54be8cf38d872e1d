import { assign, createActor, fromPromise, setup } from 'xstate';
import type { RegionRedirectEntry, RegionState } from '../domain/entities';
import { modelCodeAndYearFromPath } from '../domain/routes';
import { isRegionSetForPaymentEstimator, regionFromLookup } from '../domain/zip';
import { ServiceError } from '../platform/services/json-service';
import { createRegionServices, type RegionLookup } from './region-services';
import { isSuppressed } from './region-rules';

/**
 * The page error state (product.md section 4): none | region | inventory-no-results | orchestration.
 * Steps may render only in `gate.passed` (type none after a valid region check). Bus traffic,
 * the cookie and the DOM stay outside: the root component provides the side-effect actions.
 */

export type PageErrorKind = 'none' | 'region' | 'inventory-no-results' | 'orchestration';

export interface RegionCheckInput {
  zipcode: string;
  stateCode?: string;
  paymentEstimator: boolean;
}

export interface RegionCheckOutput {
  lookup: RegionLookup;
  /** Hawaii build pages by series and year; fetched only for a Hawaii lookup. */
  redirects: RegionRedirectEntry[];
  suppressed: boolean;
  modelCode: string;
  year: number;
}

export interface PageErrorContext {
  zipcode?: string;
  stateCode?: string;
  paymentEstimator: boolean;
  region: RegionState | null;
  redirectUrl: string;
  redirects: RegionRedirectEntry[];
  modelCode: string;
  year: number;
  /** Where the ZIP under check came from: the region screen's own input publishes zipcode-valid. */
  origin: 'page' | 'region-screen';
  /** The region screen's last submit failed with this HTTP status (0: unreachable). */
  zipError: number | null;
  /** The ZIP the region screen confirmed, still in a separate-site region (the confirmation panel). */
  confirmedZip: string | null;
  /** The last check's answer, until the gate has decided on it. */
  check: RegionCheckOutput | null;
}

export type PageErrorEvent =
  | { type: 'bus.zipChanged'; zipcode: string }
  | { type: 'user.submitZip'; zipcode: string }
  | { type: 'bus.stateChanged'; stateCode: string }
  | { type: 'bus.orchestrationError' };

export interface PageErrorInput {
  zipcode?: string;
  stateCode?: string;
  paymentEstimator?: boolean;
  pathname?: string;
  /**
   * The server's check of this same ZIP and page (a first screen's island, ADR 0213): the gate
   * decides on it at once, so its first render is the screen the server rendered, with no request.
   */
  answered?: RegionCheckOutput;
}

const defaultServices = createRegionServices();

const submitted = (context: PageErrorContext, passed: boolean) => ({
  zipcode: context.origin === 'region-screen' ? (context.zipcode ?? null) : null,
  passed,
});

/** The default check: region lookup, and the suppression list unless on the payment estimator. */
export async function checkRegion(
  input: RegionCheckInput,
  services = defaultServices,
  pathname: string = typeof window === 'undefined' ? '/' : window.location.pathname,
  signal?: AbortSignal,
): Promise<RegionCheckOutput> {
  // The path is read at check time: the configurator changes it as the shopper moves between scenes.
  const { modelCode, year } = modelCodeAndYearFromPath(pathname);
  const [lookup, list] = await Promise.all([
    services.lookupRegion(input.zipcode, signal),
    input.paymentEstimator
      ? Promise.resolve([])
      : services.suppressionList(signal).catch((error: unknown) => {
          // Without the list nothing is known to be suppressed; the shopper can still build.
          console.warn('[region-gate] suppression list unavailable', error);
          return [];
        }),
  ]);
  const redirects =
    regionFromLookup(lookup) === 'HI'
      ? await services.regionRedirects(signal).catch((error: unknown) => {
          // Without the list the button still works: it goes to the default Hawaii build page.
          console.warn('[region-gate] region-redirect list unavailable', error);
          return [];
        })
      : [];
  return { lookup, redirects, suppressed: isSuppressed(list, modelCode, year, input.stateCode), modelCode, year };
}

export const pageErrorMachine = setup({
  types: {
    context: {} as PageErrorContext,
    events: {} as PageErrorEvent,
    input: {} as PageErrorInput,
  },
  actors: {
    checkRegion: fromPromise<RegionCheckOutput, RegionCheckInput>(({ input, signal }) => checkRegion(input, undefined, undefined, signal)),
  },
  actions: {
    // Provided by the root component: cookie, bus.
    /**
     * A ZIP typed on the region screen was accepted by the lookup (`zipcode` null for a ZIP that
     * came from the page): save it, and publish zipcode-valid when it also `passed` the gate
     * (product.md section 4: "a zip change that passes publishes a zipcode-valid event").
     */
    confirmSubmittedZip: (_, _params: { zipcode: string | null; passed: boolean }) => undefined,
    requestZipModal: () => undefined,
    /** Takes the answer being decided on (context.check) into the gate's context. */
    assignCheck: assign(({ context }) => {
      const check = context.check!;
      return { check: null, region: regionFromLookup(check.lookup), redirectUrl: check.lookup.redirectUrl, redirects: check.redirects, modelCode: check.modelCode, year: check.year, zipError: null };
    }),
  },
  guards: {
    hasZip: ({ context }) => typeof context.zipcode === 'string' && context.zipcode !== '',
    isPaymentEstimator: ({ context }) => context.paymentEstimator,
    answered: ({ context }) => context.check !== null,
    paymentEstimatorRegionSet: ({ context }) => context.paymentEstimator && context.check !== null && isRegionSetForPaymentEstimator(context.check.lookup),
    separateRegion: ({ context }) => context.check !== null && regionFromLookup(context.check.lookup) !== null,
    suppressed: ({ context }) => context.check?.suppressed === true,
    fromRegionScreen: ({ context }) => context.origin === 'region-screen',
  },
}).createMachine({
  id: 'pageError',
  context: ({ input }) => ({
    zipcode: input?.zipcode,
    stateCode: input?.stateCode,
    paymentEstimator: input?.paymentEstimator === true,
    region: null,
    redirectUrl: '',
    redirects: [],
    ...modelCodeAndYearFromPath(input?.pathname ?? '/'),
    origin: 'page',
    zipError: null,
    confirmedZip: null,
    check: input?.answered ?? null,
  }),
  initial: 'gate',
  on: {
    // Orchestration (a failing data endpoint, reported by the configurator) outranks every other state.
    'bus.orchestrationError': '.orchestration',
  },
  states: {
    gate: {
      initial: 'start',
      on: {
        'bus.zipChanged': { target: '.checking', actions: assign(({ event }) => ({ zipcode: event.zipcode, origin: 'page' as const, confirmedZip: null })) },
        'user.submitZip': { target: '.checking', actions: assign(({ event }) => ({ zipcode: event.zipcode, origin: 'region-screen' as const })) },
        'bus.stateChanged': [
          { guard: 'hasZip', target: '.checking', actions: assign(({ event }) => ({ stateCode: event.stateCode, origin: 'page' as const })) },
          { actions: assign(({ event }) => ({ stateCode: event.stateCode })) },
        ],
      },
      states: {
        start: { always: [{ guard: 'answered', target: 'deciding' }, { guard: 'hasZip', target: 'checking' }, { target: 'awaitingZip' }] },
        /** No ZIP yet: the ZIP modal asks; steps wait. */
        awaitingZip: {},
        checking: {
          invoke: {
            src: 'checkRegion',
            input: ({ context }) => ({ zipcode: context.zipcode ?? '', stateCode: context.stateCode, paymentEstimator: context.paymentEstimator }),
            onDone: { target: 'deciding', actions: assign(({ event }) => ({ check: event.output })) },
            onError: [
              {
                guard: 'fromRegionScreen',
                target: 'region',
                actions: assign(({ event }) => ({ zipError: event.error instanceof ServiceError ? event.error.status : 0 })),
              },
              { target: 'unverified' },
            ],
          },
        },
        /** What the answer means for this page: one table, for a check made here or on the server. */
        deciding: {
          always: [
            {
              guard: 'paymentEstimatorRegionSet',
              target: 'passed',
              actions: ['assignCheck', { type: 'confirmSubmittedZip', params: ({ context }) => submitted(context, true) }],
            },
            {
              guard: 'isPaymentEstimator',
              target: 'regionNotSet',
              actions: ['assignCheck', 'requestZipModal'],
            },
            {
              guard: 'separateRegion',
              target: 'region',
              actions: [
                'assignCheck',
                assign(({ context }) => ({ confirmedZip: context.origin === 'region-screen' ? (context.zipcode ?? null) : null })),
                { type: 'confirmSubmittedZip', params: ({ context }) => submitted(context, false) },
              ],
            },
            {
              guard: 'suppressed',
              target: 'inventoryNoResults',
              actions: ['assignCheck', { type: 'confirmSubmittedZip', params: ({ context }) => submitted(context, false) }],
            },
            {
              target: 'passed',
              actions: ['assignCheck', { type: 'confirmSubmittedZip', params: ({ context }) => submitted(context, true) }],
            },
          ],
        },
        passed: {},
        region: {},
        inventoryNoResults: {},
        regionNotSet: {},
        /** The saved ZIP could not be checked (invalid or the service is down): steps wait. */
        unverified: {},
      },
    },
    orchestration: {},
  },
});

/**
 * Where the gate lands on an answer it already has (the server's check, ADR 0213), decided by the
 * machine itself: 'passed' lets the steps render, 'region' is the region screen.
 */
export function decideOnAnswer(input: PageErrorInput & { answered: RegionCheckOutput }): 'passed' | 'region' | 'inventoryNoResults' | 'regionNotSet' {
  const actor = createActor(pageErrorMachine, { input }).start();
  const gate = (actor.getSnapshot().value as { gate: 'passed' | 'region' | 'inventoryNoResults' | 'regionNotSet' }).gate;
  actor.stop();
  return gate;
}
