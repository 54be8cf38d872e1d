/**
 * Slots the root config may leave asleep on load, depending on the visitor (the ZIP modal stays
 * closed, and unloaded, when a ZIP is saved: deferred-slots.ts). Every other slot's parcel is
 * downloaded on every visit, which is what lets a host page preload it (ADR 0149). In src/domain
 * because the root config and the server's preload hints both read it (ADR 0191).
 */
export const SLOTS_THAT_MAY_SLEEP: ReadonlySet<string> = new Set(['zip-modal']);
