import { reactParcelLifecycles } from '../platform/react-parcel';
import { prepareRegionGateHydration, RegionGateRoot } from './region-gate-root';

/** The region-gate parcel: single-spa-react wiring only (architecture.md convention 1). */
export const { bootstrap, mount, unmount, serverRoot } = reactParcelLifecycles(RegionGateRoot, 'region-gate', {
  // A saved ZIP's region screen in server markup (ADR 0213) is hydrated in its slot.
  prepareHydration: prepareRegionGateHydration,
});

/** The server render's test of its page (src/ssr): the browser's own hydration test. */
export const prepareHydration = prepareRegionGateHydration;
