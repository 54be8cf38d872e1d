import { assertEvent, assign, setup } from 'xstate';
import type { DetailOverlay } from '../../domain/entities';

/** The detail overlay of product.md section 4: shown with a type and data, updated in place, hidden. */
export interface DetailOverlayContext {
  overlay: DetailOverlay | null;
}

export type DetailOverlayEvent =
  | { type: 'user.showDetail'; overlay: DetailOverlay }
  | { type: 'user.updateDetail'; overlay: DetailOverlay }
  | { type: 'user.hideDetail' };

export const detailOverlayMachine = setup({
  types: { context: {} as DetailOverlayContext, events: {} as DetailOverlayEvent },
  actions: {
    setOverlay: assign(({ event }) => {
      assertEvent(event, ['user.showDetail', 'user.updateDetail']);
      return { overlay: event.overlay };
    }),
    clearOverlay: assign({ overlay: null }),
  },
}).createMachine({
  id: 'detailOverlay',
  context: { overlay: null },
  initial: 'hidden',
  states: {
    hidden: { on: { 'user.showDetail': { target: 'shown', actions: 'setOverlay' } } },
    shown: {
      on: {
        'user.showDetail': { actions: 'setOverlay' },
        'user.updateDetail': { actions: 'setOverlay' },
        'user.hideDetail': { target: 'hidden', actions: 'clearOverlay' },
      },
    },
  },
});
