import { reactParcelLifecycles } from '../platform/react-parcel';
import { RegionGateRoot } from './region-gate-root';

/** The region-gate parcel: single-spa-react wiring only (architecture.md convention 1). */
export const { bootstrap, mount, unmount } = reactParcelLifecycles(RegionGateRoot, 'region-gate');
