import { createEventBus } from '../platform/event-bus';
import type { SlotDeferral } from './deferred-slots';
import type { ParcelRegistry } from './load-parcel';
import { startRootConfig, type RootConfigHandle } from './mount-slots';

/**
 * The root logic of a page with slots, its own chunk (single-spa and the slot bookkeeping):
 * root-config.js starts the parcels' downloads first and loads this beside them.
 */
export function startPage(registry: ParcelRegistry, document: Document, defer?: SlotDeferral): RootConfigHandle {
  return startRootConfig(registry, { document, bus: createEventBus(), defer });
}
