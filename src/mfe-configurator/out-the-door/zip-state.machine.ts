import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The state of the shopper's ZIP, which the out-the-door estimate needs: the region service
 * (GET /api/region?zip=) answers it from the real ZIP database. A new ZIP asks again.
 */
export const zipStateMachine = setup({
  types: { context: {} as { zip: string | null; state: string | null }, events: {} as { type: 'zip.changed'; zip: string | null } },
  actors: {
    lookupState: fromPromise<string, string>(async () => {
      throw new Error('lookupState not provided');
    }),
  },
}).createMachine({
  id: 'zipState',
  context: { zip: null, state: null },
  initial: 'idle',
  on: {
    'zip.changed': [
      { guard: ({ event }) => event.zip === null, target: '.idle', actions: assign({ zip: null, state: null }) },
      {
        target: '.looking',
        actions: assign(({ event }) => {
          assertEvent(event, 'zip.changed');
          return { zip: event.zip, state: null };
        }),
      },
    ],
  },
  states: {
    idle: {},
    looking: {
      tags: 'loading',
      invoke: {
        src: 'lookupState',
        input: ({ context }) => context.zip!,
        onDone: { target: 'known', actions: assign({ state: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    known: {},
    failed: {},
  },
});

/** GET /api/region?zip= -> the state code; rejects on a failure or an answer without one. */
export async function fetchZipState(fetchFn: typeof fetch, zip: string, signal?: AbortSignal): Promise<string> {
  const response = await fetchFn(`/api/region?zip=${encodeURIComponent(zip)}`, { signal });
  const body = (await response.json().catch(() => null)) as { state?: unknown } | null;
  if (!response.ok || typeof body?.state !== 'string' || !/^[A-Z]{2}$/.test(body.state)) throw new Error(`no state for ZIP ${zip}`);
  return body.state;
}
