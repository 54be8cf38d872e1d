import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { InventoryMatches } from '../../platform/graphql/inventory-documents';
import type { InventoryQuery } from '../data/configurator-api';
import { matchKeyOf } from './inventory-query';

/**
 * Fetching in-stock matches for the build (issue 28). A pick's paint comes first: the query waits
 * SETTLE_MS after the last change (a run of picks asks once), and a change while one is out
 * replaces it. While the server's stock is still loading it asks again every RETRY_MS.
 */
export const SETTLE_MS = 250;
export const RETRY_MS = 2000;

export type InventoryEvent =
  | { type: 'build.changed'; input: InventoryQuery | null }
  | { type: 'user.retry' };

export interface InventoryContext {
  input: InventoryQuery | null;
  /** Key of the input the result answers; a change of key asks again. */
  askedKey: string | null;
  result: InventoryMatches | null;
}

export const inventoryMachine = setup({
  types: { context: {} as InventoryContext, events: {} as InventoryEvent },
  actors: {
    fetchMatches: fromPromise<InventoryMatches, InventoryQuery>(async () => {
      throw new Error('fetchMatches not provided');
    }),
  },
  guards: {
    hasInput: ({ context }) => context.input !== null,
    isNewInput: ({ context, event }) => {
      assertEvent(event, 'build.changed');
      return (event.input ? matchKeyOf(event.input) : null) !== (context.input ? matchKeyOf(context.input) : null);
    },
    isStockLoading: (_, params: { result: InventoryMatches }) => params.result.readiness === 'LOADING',
  },
  actions: {
    takeInput: assign(({ event }) => {
      assertEvent(event, 'build.changed');
      return { input: event.input };
    }),
  },
}).createMachine({
  id: 'inventory',
  context: { input: null, askedKey: null, result: null },
  initial: 'waiting',
  on: {
    'build.changed': { guard: 'isNewInput', target: '.settling', actions: 'takeInput' },
  },
  states: {
    // No build or no ZIP yet.
    waiting: {},
    settling: {
      tags: 'loading',
      always: { guard: ({ context }) => context.input === null, target: 'waiting' },
      after: { [SETTLE_MS]: 'loading' },
    },
    loading: {
      tags: 'loading',
      invoke: {
        src: 'fetchMatches',
        input: ({ context }) => context.input!,
        onDone: [
          { guard: { type: 'isStockLoading', params: ({ event }) => ({ result: event.output }) }, target: 'stockLoading' },
          { target: 'ready', actions: assign(({ context, event }) => ({ result: event.output, askedKey: matchKeyOf(context.input!) })) },
        ],
        onError: { target: 'failed', actions: assign({ result: null, askedKey: null }) },
      },
    },
    stockLoading: {
      tags: 'loading',
      after: { [RETRY_MS]: 'loading' },
    },
    ready: {},
    failed: {
      on: { 'user.retry': { guard: 'hasInput', target: 'loading' } },
    },
  },
});
