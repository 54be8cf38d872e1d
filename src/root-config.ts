import { createEventBus } from './platform/event-bus';
import { startRootConfig } from './root/mount-slots';
import { parcelRegistry } from './root/parcel-registry';

/**
 * The one script a CMS page includes (`<script src="/configurator/root-config.js" defer>`).
 * It owns the page's event bus and mounts a parcel into every `[data-mfe]` slot; it uses no UI
 * framework so a page without slots pays only for this small file.
 */
const bus = createEventBus();

startRootConfig(parcelRegistry, { document, bus });
