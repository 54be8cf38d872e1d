import { reactParcelLifecycles } from '../platform/react-parcel';
import { NoInventoryRoot } from './no-inventory-root';

/** The no-inventory parcel: single-spa-react wiring only (architecture.md convention 1). */
export const { bootstrap, mount, unmount } = reactParcelLifecycles(NoInventoryRoot, 'no-inventory');
