import { reactParcelLifecycles } from '../platform/react-parcel';
import { ZipModalRoot } from './zip-modal-root';

/** The zip-modal parcel: single-spa-react wiring only (architecture.md convention 1). */
export const { bootstrap, mount, unmount } = reactParcelLifecycles(ZipModalRoot, 'zip-modal');
