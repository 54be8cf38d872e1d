/**
 * Bridges the page's live content (data/live-content-source.ts) to the running statechart: every
 * catalog change of the brand becomes an `api.catalogChanged` event, which refetches what the
 * shopper sees with the cache bypassed (ADR 0104), sent to each actor that owns something to
 * refetch: the root (the series list) and the build. The machine never subscribes to anything itself.
 */
import type { LiveContentSource } from '../data/live-content-source';
import type { CatalogChangedEvent } from './build-context';
import { SYSTEM_IDS } from './system-ids';
import { tell } from './tell';

/** Starts watching and returns the function that stops; a null source (live page) does nothing. */
export function connectLiveContent(
  actorRef: { send: (event: CatalogChangedEvent) => void; system: Parameters<typeof tell>[0] },
  source: LiveContentSource | null | undefined,
): () => void {
  if (!source) return () => undefined;
  return source.watch((change) => {
    const event: CatalogChangedEvent = {
      type: 'api.catalogChanged',
      ...(change.seriesId !== undefined ? { seriesId: change.seriesId } : {}),
      ...(change.year !== undefined ? { year: change.year } : {}),
    };
    actorRef.send(event);
    tell(actorRef.system, SYSTEM_IDS.build, event);
  });
}
