import { assertEvent, assign, setup } from 'xstate';
import type { Filters } from '../../domain/entities';

/** Trim-scene filters of product.md section 4: active category ('all' at first) and chosen feature filters. */
export type FiltersEvent =
  | { type: 'user.setFilter'; active: string }
  | { type: 'user.toggleFeature'; feature: string }
  | { type: 'user.clearFilters' };

export const ALL_FILTER = 'all';

export const filtersMachine = setup({
  types: { context: {} as Filters, events: {} as FiltersEvent },
  actions: {
    setActive: assign(({ event }) => {
      assertEvent(event, 'user.setFilter');
      return { active: event.active.trim() || ALL_FILTER };
    }),
    toggleFeature: assign(({ context, event }) => {
      assertEvent(event, 'user.toggleFeature');
      const on = context.features.includes(event.feature);
      return { features: on ? context.features.filter((f) => f !== event.feature) : [...context.features, event.feature] };
    }),
    clear: assign({ active: ALL_FILTER, features: [] }),
  },
}).createMachine({
  id: 'filters',
  context: { active: ALL_FILTER, features: [] },
  on: {
    'user.setFilter': { actions: 'setActive' },
    'user.toggleFeature': { actions: 'toggleFeature' },
    'user.clearFilters': { actions: 'clear' },
  },
});
