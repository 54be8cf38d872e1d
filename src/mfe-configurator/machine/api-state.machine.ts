import { assertEvent, assign, setup } from 'xstate';
import type { ApiState } from '../../domain/entities';

/**
 * API state of product.md section 4: pageLoading true, loading false, transparent false and error '' at first.
 * The build machine reports its requests here; `transparent` marks a request that runs over a
 * visible build (refreshes, recommendations) rather than a page load.
 */
export type ApiStateEvent =
  | { type: 'api.requestStarted'; transparent: boolean }
  | { type: 'api.requestFinished' }
  | { type: 'api.requestFailed'; message: string }
  | { type: 'api.errorDismissed' }
  | { type: 'scene.changed' };

export const initialApiState = (): ApiState => ({ pageLoading: true, loading: false, transparent: false, error: '' });

export const apiStateMachine = setup({
  types: { context: {} as ApiState, events: {} as ApiStateEvent },
  actions: {
    startRequest: assign(({ event }) => {
      assertEvent(event, 'api.requestStarted');
      return { loading: true, transparent: event.transparent, error: '' };
    }),
    finishRequest: assign({ loading: false, transparent: false, pageLoading: false }),
    failRequest: assign(({ event }) => {
      assertEvent(event, 'api.requestFailed');
      return { loading: false, transparent: false, pageLoading: false, error: event.message || 'Unknown error' };
    }),
    clearError: assign({ error: '' }),
    // product.md section 2: on every scene change the page-loading flag clears.
    clearPageLoading: assign({ pageLoading: false }),
  },
}).createMachine({
  id: 'apiState',
  context: initialApiState,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'api.requestStarted': { target: 'loading', actions: 'startRequest' },
        'api.errorDismissed': { actions: 'clearError' },
      },
    },
    loading: {
      on: {
        'api.requestStarted': { actions: 'startRequest' },
        'api.requestFinished': { target: 'idle', actions: 'finishRequest' },
        'api.requestFailed': { target: 'idle', actions: 'failRequest' },
      },
    },
  },
  on: { 'scene.changed': { actions: 'clearPageLoading' } },
});
