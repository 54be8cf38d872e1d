import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * A view's one load (a list it shows beside the main flow): loading -> ready, or failed with a
 * retry. New input (another ZIP, another language) loads again and drops the answer for the input
 * left behind with its invocation (its AbortSignal fires). Views use it through useMachine with
 * `load` provided; no component holds a fetch in an effect (issue 26).
 */
export interface LoaderContext<Input, Output> {
  input: Input;
  output: Output | undefined;
  error: unknown;
}

/** What `load` is given: the loader's input as `query`. */
export interface LoadInput<Input> {
  query: Input;
}

export type LoaderEvent<Input> = { type: 'input.changed'; input: Input } | { type: 'user.retry' };

export interface LoaderOptions<Input> {
  /** Names the flow in the console when a load fails. */
  id: string;
  /** Equal inputs do not load again (default: the same JSON). */
  sameInput?(a: Input, b: Input): boolean;
  /** False: nothing to load for this input (e.g. no ZIP yet); the loader waits in `idle`. */
  canLoad?(input: Input): boolean;
}

export function createLoaderMachine<Input, Output>(options: LoaderOptions<Input>) {
  const same = options.sameInput ?? ((a: Input, b: Input) => JSON.stringify(a) === JSON.stringify(b));
  const canLoad = options.canLoad ?? (() => true);
  return setup({
    types: { context: {} as LoaderContext<Input, Output>, events: {} as LoaderEvent<Input>, input: {} as Input },
    actors: {
      // The input travels wrapped: a bare generic Input could itself be a function, which XState's
      // typing would then read as an input mapper.
      load: fromPromise<Output, LoadInput<Input>>(async () => {
        throw new Error(`${options.id}: load not provided`);
      }),
    },
    guards: {
      otherInput: ({ context, event }) => {
        assertEvent(event, 'input.changed');
        return !same(context.input, event.input);
      },
      canLoad: ({ context }) => canLoad(context.input),
    },
    actions: {
      takeInput: assign(({ event }) => {
        assertEvent(event, 'input.changed');
        return { input: event.input, output: undefined, error: undefined };
      }),
      store: assign((_, output: Output) => ({ output, error: undefined })),
      fail: assign((_, { error }: { error: unknown }) => {
        console.warn(`[${options.id}] load failed`, error);
        return { error };
      }),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ input, output: undefined, error: undefined }),
    initial: 'deciding',
    on: { 'input.changed': { guard: 'otherInput', target: '.deciding', reenter: true, actions: 'takeInput' } },
    states: {
      deciding: { always: [{ guard: 'canLoad', target: 'loading' }, { target: 'idle' }] },
      idle: {},
      loading: {
        tags: 'loading',
        invoke: {
          src: 'load',
          input: ({ context }) => ({ query: context.input }),
          onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: {},
      failed: { tags: 'failed', on: { 'user.retry': 'loading' } },
    },
  });
}


/**
 * A loader's start with its answer already known for `input` (a server render's island, ADR 0213):
 * `ready` at once, no load made until the input changes. Given to useMachine as `snapshot`.
 */
export function knownAnswer<Input, Output>(machine: ReturnType<typeof createLoaderMachine<Input, Output>>, input: Input, output: Output) {
  return machine.resolveState({ value: 'ready', context: { input, output, error: undefined } });
}
