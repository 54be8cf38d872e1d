import type { ImageBackground, ImageTimeOfDay, ImageVariant } from '../../../domain/entities';
import { yawOf } from '../../../domain/exterior-angles';

/**
 * Pure rules of the vehicle viewer: the order in which exterior angles make a turn, how far a drag
 * turns the car, and the image URLs the viewer asks for (scene, size). No React, no DOM.
 */

/**
 * Exterior images sorted into turning order: by where each angle stands around the car (its yaw,
 * src/domain/exterior-angles), from the nose round the side to the tail and back. Walking this list
 * turns the car once around, so a drag never jumps from the nose to the tail; a catalog that lists
 * fewer angles simply has fewer stops. Angles the table does not know keep their catalog order
 * after the known ones, so no image the server sends is ever hidden.
 */
export function inTurnOrder(images: readonly ImageVariant[]): ImageVariant[] {
  const rank = (image: ImageVariant): number => yawOf(image.angle) ?? 360;
  return images
    .map((image, position) => ({ image, position }))
    .sort((a, b) => rank(a.image) - rank(b.image) || a.position - b.position)
    .map((entry) => entry.image);
}

/** At most this many angle thumbnails: a handful of key views, not one per turning step. */
export const MAX_THUMBNAILS = 8;

/**
 * Positions (in turning order) that get a thumbnail: every one when there are few, else evenly
 * spaced key views starting at `start` (the hero), e.g. every third of 24 angles (45 degrees apart).
 */
export function thumbnailPositions(count: number, start = 0, max = MAX_THUMBNAILS): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const every = Math.ceil(count / max);
  const positions = new Set<number>();
  for (let i = 0; i < count; i += every) positions.add(wrapIndex(start, i, count));
  return [...positions].sort((a, b) => a - b);
}

/**
 * The key exterior views of a catalog list for a gallery (the summary): the thumbnail positions of
 * the turn, starting at the hero picture (the list's first) and going round in turning order.
 */
export function keyAngles(images: readonly ImageVariant[]): ImageVariant[] {
  const ordered = inTurnOrder(images);
  const hero = Math.max(0, ordered.indexOf(images[0]!));
  const positions = thumbnailPositions(ordered.length, hero);
  return [...positions.filter((p) => p >= hero), ...positions.filter((p) => p < hero)].map((p) => ordered[p]!);
}

/** The thumbnail position nearest to `index` around the turn (the one shown as current). */
export function nearestPosition(positions: readonly number[], index: number, count: number): number | undefined {
  let best: number | undefined;
  let bestDistance = Infinity;
  for (const p of positions) {
    const d = Math.min(wrapIndex(p, -index, count), wrapIndex(index, -p, count));
    if (d < bestDistance) [best, bestDistance] = [p, d];
  }
  return best;
}

/**
 * The order in which to fetch pictures ahead of a turn: the `near` angles either side first
 * (alternating, nearest first), then, once the shopper has started turning (`all`), the rest of
 * the turn outward from the current one, so a quick spin finds every picture already cached.
 */
export function preloadOrder(index: number, count: number, near: number, all: boolean): number[] {
  const reach = all ? Math.floor(count / 2) : Math.min(near, Math.floor(count / 2));
  const order: number[] = [];
  for (let step = 1; step <= reach; step += 1) {
    for (const direction of [1, -1]) {
      const at = wrapIndex(index, step * direction, count);
      if (at !== index && !order.includes(at)) order.push(at);
    }
  }
  return order;
}

/** The index `steps` positions away from `index`, wrapping around a list of `count` (a turn has no end). */
export function wrapIndex(index: number, steps: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + steps) % count) + count) % count;
}

/**
 * Whole angle steps for a horizontal drag of `dx` pixels over a stage `width` wide showing `count`
 * angles: dragging across the full stage turns the car once around. Dragging to the left turns the
 * car to the left, like grabbing it and pushing.
 */
export function dragSteps(dx: number, width: number, count: number): number {
  if (count <= 1 || width <= 0) return 0;
  const perStep = width / count;
  return -Math.trunc(dx / perStep);
}

/**
 * The URL of a render drawn in a luxury scene. The catalog's exterior renders are transparent
 * (`webp-alpha`) so the car can sit on any page; a scene needs an opaque picture, so the request
 * also asks for plain `webp` (the image service refuses a background on a transparent format).
 */
export function withScene(url: string, background: string | null, time: string | null): string {
  if (!background && !time) return url;
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (background) params.set('background', background);
  if (time) params.set('time', time);
  if (params.get('format') === 'webp-alpha') params.set('format', 'webp');
  return `${path}?${params.toString()}`;
}

/** The same picture at another encoded width (thumbnails ask for a small one). */
export function withWidth(url: string, width: number): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('width', String(width));
  return `${path}?${params.toString()}`;
}

/** Luxury renders carry background and time-of-day lists (GraphQL names them backgrounds / timesOfDay). */
export function luxuryLists(image: ImageVariant | undefined): { backgrounds: ImageBackground[]; times: ImageTimeOfDay[] } {
  const raw = (image ?? {}) as { background?: unknown; time?: unknown; backgrounds?: unknown; timesOfDay?: unknown };
  const list = <T>(...candidates: unknown[]): T[] => (candidates.find((c) => Array.isArray(c)) as T[] | undefined) ?? [];
  return { backgrounds: list<ImageBackground>(raw.backgrounds, raw.background), times: list<ImageTimeOfDay>(raw.timesOfDay, raw.time) };
}

/** The mass brand's render names its scene picture as a URL string; the viewer lays the car over it. */
export function massBackground(image: ImageVariant | undefined): string | null {
  const value = (image as { background?: unknown } | undefined)?.background;
  return typeof value === 'string' && value.startsWith('/') ? value : null;
}
