import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { canSubmitZip } from '../../domain/zip';

/**
 * The dealer search of every lead form (ADR 0194): the quote overlay searches the ZIP cookie's ZIP
 * when it opens, another ZIP, wider radii; the no-inventory flyout searches the ZIP the shopper
 * confirms. idle -> searching -> listed, or failed with the problem; a new search while one is out
 * replaces it (only the latest answer counts). The page provides `searchDealers` (its dealer client).
 */

/** Search radii of the dealer service in miles, narrowest first; a search widens through them. */
export const DEALER_RADII: readonly number[] = [25, 50, 100, 250, 500];

/** Why a search found nobody to list: the service refused the ZIP, or the search failed. */
export type DealerSearchProblem = 'invalid-zip' | 'search-failed';

/** How a page's `searchDealers` says the service refused the ZIP; any other rejection is a failed search. */
export class DealerSearchFailure extends Error {
  constructor(readonly problem: DealerSearchProblem) {
    super(`dealer search failed: ${problem}`);
    this.name = 'DealerSearchFailure';
  }
}

export interface DealerSearch {
  zip: string;
  radius: number;
}

export interface DealerSearchContext<TDealer> {
  /** The ZIP box as typed. */
  zipInput: string;
  /** The last search asked for; zip '' before the first. */
  search: DealerSearch;
  /** The dealers of the last answered search (kept on screen while a new search runs). */
  dealers: readonly TDealer[];
  problem: DealerSearchProblem | undefined;
}

export type DealerSearchEvent =
  /** The form opened; `zipcode` is the ZIP cookie read now: searched at once on the first opening. */
  | { type: 'user.opened'; zipcode?: string }
  | { type: 'user.closed' }
  | { type: 'user.typeZip'; value: string }
  | { type: 'user.findDealers' }
  | { type: 'user.widenRadius' };

/** The next wider search radius, or undefined at the widest. */
export const widerRadius = (radius: number): number | undefined => DEALER_RADII.find((r) => r > radius);

/** Five digits: a ZIP worth asking the dealer service about (domain/zip.ts). */
const isValidZip = (zip: string): boolean => canSubmitZip(zip);

const problemOf = (error: unknown): DealerSearchProblem => (error instanceof DealerSearchFailure ? error.problem : 'search-failed');

/** The dealer search for a page whose dealer client answers `TDealer`s; `zipInput` prefills the ZIP box. */
export function createDealerSearchMachine<TDealer>() {
  return setup({
    types: { context: {} as DealerSearchContext<TDealer>, events: {} as DealerSearchEvent, input: {} as { zipInput?: string } },
    actors: {
      // Provided by the page (`machine.provide`): its dealer client.
      searchDealers: fromPromise<readonly TDealer[], DealerSearch>(async () => {
        throw new Error('searchDealers not provided');
      }),
    },
    guards: {
      needsFirstSearch: ({ context, event }) => {
        assertEvent(event, 'user.opened');
        return !context.search.zip && isValidZip(event.zipcode ?? '');
      },
      hasSearch: ({ context }) => isValidZip(context.search.zip),
      zipInputValid: ({ context }) => isValidZip(context.zipInput),
      canWiden: ({ context }) => Boolean(context.search.zip) && widerRadius(context.search.radius) !== undefined,
    },
    actions: {
      searchCookieZip: assign(({ event }) => {
        assertEvent(event, 'user.opened');
        const zip = event.zipcode ?? '';
        return { zipInput: zip, search: { zip, radius: DEALER_RADII[0] } };
      }),
      searchTypedZip: assign(({ context }) => ({ search: { zip: context.zipInput, radius: DEALER_RADII[0] } })),
      widen: assign(({ context }) => ({ search: { ...context.search, radius: widerRadius(context.search.radius) ?? context.search.radius } })),
      flagZip: assign({ problem: 'invalid-zip' as const }),
      typeZip: assign(({ event }) => {
        assertEvent(event, 'user.typeZip');
        return { zipInput: event.value };
      }),
      list: assign((_, dealers: readonly TDealer[]) => ({ dealers, problem: undefined })),
      fail: assign((_, { error }: { error: unknown }) => ({ dealers: [] as readonly TDealer[], problem: problemOf(error) })),
    },
  }).createMachine({
    id: 'dealerSearch',
    context: ({ input }) => ({ zipInput: input.zipInput ?? '', search: { zip: '', radius: DEALER_RADII[0] }, dealers: [], problem: undefined }),
    initial: 'idle',
    on: {
      'user.typeZip': { actions: 'typeZip' },
      'user.opened': [
        { guard: 'needsFirstSearch', target: '.searching', reenter: true, actions: 'searchCookieZip' },
        // Opening again asks again: the list may have changed while the form was closed.
        { guard: 'hasSearch', target: '.searching', reenter: true },
      ],
      'user.closed': '.idle',
      'user.findDealers': [{ guard: 'zipInputValid', target: '.searching', reenter: true, actions: 'searchTypedZip' }, { actions: 'flagZip' }],
    },
    states: {
      idle: {},
      searching: {
        tags: 'searching',
        invoke: {
          src: 'searchDealers',
          input: ({ context }) => context.search,
          onDone: { target: 'listed', actions: { type: 'list', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      listed: {
        on: { 'user.widenRadius': { guard: 'canWiden', target: 'searching', actions: 'widen' } },
      },
      failed: {
        on: { 'user.widenRadius': { guard: 'canWiden', target: 'searching', actions: 'widen' } },
      },
    },
  });
}
