import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { withFirstScreens, type DataRequest, type FirstScreen, type FirstScreenRenderer } from './first-screens';

/** How long a rendered page's first screens are reused: the catalog is their only other input. */
export const FIRST_SCREEN_TTL_MS = 60_000;
/**
 * Past its minute, a render is still served while a fresh one is made in the background (HTTP's
 * stale-while-revalidate), up to this age; older ones are rendered before answering. A visitor
 * who waits for a render waits for it before the first byte (0.4 s for the vehicle page's first
 * render after start, measured; 15-25 ms from the cache).
 */
export const FIRST_SCREEN_STALE_MS = 10 * 60_000;
const MAX_CACHED_PAGES = 200;

export interface FirstScreenPage {
  /** The page's HTML as the CMS publishes it. */
  html: string;
  /** Its absolute address. */
  url: string;
  /** The visitor's saved ZIP (the zipcode cookie), for a per-request render; none for a first visit. */
  zipcode?: string;
}

export interface FirstScreenService {
  /** The page with every slot the server renders filled (ADR 0213); as it was when none renders. */
  inline(page: FirstScreenPage): Promise<string>;
  /** Each rendered slot's first screen, by its index in the page. */
  render(page: FirstScreenPage): Promise<Map<number, FirstScreen>>;
}

export interface FirstScreenServiceOptions {
  renderer: FirstScreenRenderer;
  /** Answers a GraphQL request from the data endpoint (its JSON). */
  fetchData: (request: DataRequest) => Promise<unknown>;
  /** GETs the page origin's own services (the region gate's lookup and lists); none: no region is checked. */
  fetchService?: typeof fetch;
  log?: Pick<FastifyBaseLogger, 'error'>;
  ttlMs?: number;
  staleMs?: number;
  now?: () => number;
}

/**
 * Renders and caches the first screens of pages. A page's screens depend on its HTML, address and
 * the visitor's ZIP (whether the ZIP dialog opens) and on the catalog; they are fresh for
 * FIRST_SCREEN_TTL_MS, then served while the next render is made (up to FIRST_SCREEN_STALE_MS),
 * so a catalog edit shows from the second visit after a minute. A render that fails is logged and
 * its slot left empty: the parcel renders on the client, as on a page without server rendering.
 */
export function createFirstScreenService(options: FirstScreenServiceOptions): FirstScreenService {
  const { renderer, fetchData, fetchService, log } = options;
  const ttlMs = options.ttlMs ?? FIRST_SCREEN_TTL_MS;
  const staleMs = Math.max(ttlMs, options.staleMs ?? FIRST_SCREEN_STALE_MS);
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; screens: Promise<Map<number, FirstScreen>>; refreshing?: boolean }>();

  async function renderAll(page: FirstScreenPage): Promise<Map<number, FirstScreen>> {
    const screens = new Map<number, FirstScreen>();
    const slots = [...page.html.matchAll(/\sdata-mfe="([^"]*)"/g)].map((m) => m[1]);
    for (const [slotIndex, name] of slots.entries()) {
      if (!renderer.SERVER_RENDERED_SLOTS.includes(name)) continue;
      try {
        const screen = await renderer.renderFirstScreen({ pageHtml: page.html, pageUrl: page.url, cookie: page.zipcode ? `zipcode=${page.zipcode}` : undefined, slotIndex, fetchData, ...(fetchService ? { fetchService } : {}) });
        if (screen) screens.set(slotIndex, screen);
      } catch (error) {
        log?.error({ err: error, slot: name, url: page.url }, 'first screen: the server render failed; the slot renders on the client');
      }
    }
    return screens;
  }

  function render(page: FirstScreenPage): Promise<Map<number, FirstScreen>> {
    const key = createHash('sha256').update(page.html).update('\0').update(page.url).update('\0').update(page.zipcode ?? '').digest('base64url');
    const hit = cache.get(key);
    const age = hit ? now() - hit.at : Infinity;
    if (hit && age < ttlMs) return hit.screens;
    if (hit && age < staleMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        // renderAll never rejects: a failed slot is logged and left to the client.
        void renderAll(page).then((screens) => cache.set(key, { at: now(), screens: Promise.resolve(screens) }));
      }
      return hit.screens;
    }
    if (cache.size >= MAX_CACHED_PAGES) for (const [old, entry] of cache) if (now() - entry.at >= staleMs || cache.size >= MAX_CACHED_PAGES) cache.delete(old);
    const screens = renderAll(page);
    cache.set(key, { at: now(), screens });
    return screens;
  }

  return {
    render,
    async inline(page) {
      return withFirstScreens(page.html, await render(page), renderer.islandElement);
    },
  };
}
