import { assertEvent, assign, setup } from 'xstate';
import type { Geolocation } from '../../domain/entities';

/**
 * The shopper's location (product.md section 3 "geolocation"): filled from the ZIP cookie at start and from the
 * bus's `zipcode-valid` event, which the parcel turns into `bus.zipcodeValid`.
 */
export type GeolocationEvent = { type: 'bus.zipcodeValid'; zipcode: string; region?: string };

const ZIP = /^\d{5}$/;

export const geolocationMachine = setup({
  types: {
    context: {} as Geolocation,
    events: {} as GeolocationEvent,
    input: {} as Partial<Geolocation>,
  },
  guards: {
    isZip: ({ event }) => {
      assertEvent(event, 'bus.zipcodeValid');
      return ZIP.test(event.zipcode);
    },
  },
  actions: {
    setLocation: assign(({ context, event }) => {
      assertEvent(event, 'bus.zipcodeValid');
      // A new ZIP without a region keeps none: the old region belonged to the old ZIP.
      return { ...context, zipcode: event.zipcode, region: event.region ?? null };
    }),
  },
}).createMachine({
  id: 'geolocation',
  context: ({ input }) => ({
    zipcode: input?.zipcode && ZIP.test(input.zipcode) ? input.zipcode : null,
    region: input?.region ?? null,
  }),
  on: { 'bus.zipcodeValid': { guard: 'isZip', actions: 'setLocation' } },
});
