import { reactParcelLifecycles } from '../platform/react-parcel';
import { NoInventoryRoot, prepareNoInventoryHydration } from './no-inventory-root';

/** The no-inventory parcel: single-spa-react wiring only (architecture.md convention 1). */
export const { bootstrap, mount, unmount, serverRoot } = reactParcelLifecycles(NoInventoryRoot, 'no-inventory', {
  // The page in server markup (ADR 0213), inside the region gate's slot, is hydrated in its slot.
  prepareHydration: prepareNoInventoryHydration,
});

/** The server render's test of its page (src/ssr): the browser's own hydration test. */
export const prepareHydration = prepareNoInventoryHydration;
