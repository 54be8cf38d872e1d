import type { SlotDeferral } from './deferred-slots';
import type { ParcelRegistry } from './load-parcel';

/** The host page's parcel slots: `<div data-mfe="configurator">`. */
export const SLOT_SELECTOR = '[data-mfe]';

/**
 * Starts downloading the parcel chunk of every slot already in the page, and returns the
 * registry the root logic mounts from: a slot's first load takes the download started here,
 * any later one (the retry after a failure, a slot added later, a deferred slot woken) starts its own.
 *
 * Why: root-config.js is the one script a page names, so everything else waits for it. Asking
 * for the parcels first, before the root logic (single-spa) is even downloaded, makes the
 * parcel chunks the second step of the page's request chain instead of the third.
 */
export function startSlotDownloads(
  registry: ParcelRegistry,
  document: Pick<Document, 'querySelectorAll'>,
  defer?: SlotDeferral,
): ParcelRegistry {
  const started = new Map<string, Promise<unknown>>();
  document.querySelectorAll<HTMLElement>(SLOT_SELECTOR).forEach((slot) => {
    const name = slot.dataset.mfe ?? '';
    if (started.has(name) || !Object.prototype.hasOwnProperty.call(registry, name)) return;
    // A slot that sleeps until a bus event (the ZIP modal behind a saved ZIP) stays off the first load.
    if (defer?.(name, slot)?.length) return;
    const download = registry[name]!();
    // Failures are handled when the slot mounts (it takes this promise and retries once).
    download.catch(() => undefined);
    started.set(name, download);
  });
  const wrapped: Record<string, ParcelRegistry[string]> = {};
  for (const [name, load] of Object.entries(registry)) {
    wrapped[name] = () => {
      const download = started.get(name);
      if (!download) return load();
      started.delete(name);
      return download;
    };
  }
  return wrapped;
}
