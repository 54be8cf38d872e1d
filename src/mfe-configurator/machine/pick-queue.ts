/**
 * Picks made while a request is in flight (ADR 0065): the scene keeps its inputs enabled (disabling
 * them would drop keyboard focus), so the build machine queues such picks and applies them in order
 * once the build is ready again. Pure functions; the machine owns when they run.
 */
import type { ItemType, LatestItemSelected } from '../../domain/entities';

/** Types with many chosen codes at once: each code is its own item (add PKG1 and PKG2 both count). */
const MULTI_CHOICE: readonly ItemType[] = ['PACKAGE', 'ACCESSORY'];

/**
 * What a pick is "about": the type for single-choice items (a second exterior colour replaces the
 * first), the type and code for packages and accessories (adding PKG1 and then removing it is
 * one decision about PKG1, but PKG1 and PKG2 are two).
 */
export function pickKey(item: Pick<LatestItemSelected, 'itemType' | 'itemCode'>): string {
  return MULTI_CHOICE.includes(item.itemType) ? `${item.itemType}:${item.itemCode}` : item.itemType;
}

/**
 * The queue after a new pick: the latest pick per item wins, and it takes its place at the end
 * (it is the newest decision), so the queue replays in the order the shopper last decided.
 */
export function enqueuePick(queue: readonly LatestItemSelected[], item: LatestItemSelected): LatestItemSelected[] {
  const key = pickKey(item);
  return [...queue.filter((queued) => pickKey(queued) !== key), { ...item }];
}
