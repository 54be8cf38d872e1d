import { reactParcelLifecycles } from '../platform/react-parcel';
import { prepareZipModalHydration, ZipModalRoot } from './zip-modal-root';

/** The zip-modal parcel: single-spa-react wiring only (architecture.md convention 1). */
export const { bootstrap, mount, unmount, serverRoot } = reactParcelLifecycles(ZipModalRoot, 'zip-modal', {
  // A first visit's location modal in server markup (ADR 0213) is hydrated in its slot.
  prepareHydration: prepareZipModalHydration,
});

/** The server render's test of its page (src/ssr): the browser's own hydration test. */
export const prepareHydration = prepareZipModalHydration;
