import { assertEvent, assign, setup } from 'xstate';
import type { ConflictResolution, ConflictState, ResolveStep } from '../../domain/entities';

/**
 * Conflict state of product.md section 3/4 as the conflict modal reads it. The build machine sets it when a pick
 * needs other changes and clears it when the shopper resolves or cancels; the modal may edit the
 * resolutions (add, or remove by item code) and the useReco3 flag picks the newer modal version.
 * `resolutions` start as the best resolve step's changes.
 */
export type ConflictEvent =
  | { type: 'conflict.set'; adjustments: ResolveStep[] }
  | { type: 'conflict.clear' }
  | { type: 'user.addResolution'; resolution: ConflictResolution }
  | { type: 'user.removeResolution'; itemCode: string }
  | { type: 'user.setUseReco3'; useReco3: boolean };

export const initialConflict = (): ConflictState => ({ useReco3: false, hasConflict: false, resolutions: [], adjustments: [] });

const resolutionsOf = (step: ResolveStep | undefined): ConflictResolution[] =>
  (step?.requiredChanges ?? []).map((c) => ({ change: { itemCode: c.itemCode, itemType: c.itemType }, changeType: c.changeType }));

export const conflictMachine = setup({
  types: { context: {} as ConflictState, events: {} as ConflictEvent },
  actions: {
    set: assign(({ event }) => {
      assertEvent(event, 'conflict.set');
      return { hasConflict: true, adjustments: event.adjustments, resolutions: resolutionsOf(event.adjustments[0]) };
    }),
    clear: assign({ hasConflict: false, adjustments: [], resolutions: [] }),
    addResolution: assign(({ context, event }) => {
      assertEvent(event, 'user.addResolution');
      // One resolution per item code: a newer one replaces the older.
      const others = context.resolutions.filter((r) => r.change.itemCode !== event.resolution.change.itemCode);
      return { resolutions: [...others, event.resolution] };
    }),
    removeResolution: assign(({ context, event }) => {
      assertEvent(event, 'user.removeResolution');
      return { resolutions: context.resolutions.filter((r) => r.change.itemCode !== event.itemCode) };
    }),
    setUseReco3: assign(({ event }) => {
      assertEvent(event, 'user.setUseReco3');
      return { useReco3: event.useReco3 };
    }),
  },
}).createMachine({
  id: 'conflict',
  context: initialConflict,
  initial: 'none',
  states: {
    none: { on: { 'conflict.set': { target: 'open', actions: 'set' } } },
    open: {
      on: {
        'conflict.set': { actions: 'set' },
        'conflict.clear': { target: 'none', actions: 'clear' },
        'user.addResolution': { actions: 'addResolution' },
        'user.removeResolution': { actions: 'removeResolution' },
      },
    },
  },
  on: { 'user.setUseReco3': { actions: 'setUseReco3' } },
});
