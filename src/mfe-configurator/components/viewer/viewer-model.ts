import type { ImageBackground, ImageTimeOfDay, ImageVariant } from '../../../domain/entities';

/**
 * Pure rules of the vehicle viewer: the order in which exterior angles make a turn, how far a drag
 * turns the car, and the image URLs the viewer asks for (scene, size). No React, no DOM.
 */

/**
 * The image service's exterior angles in turning order: 4 front, 10 and 2 and 9 (front quarters,
 * from the nose toward the side), 1 side, 11 and 3 and 12 (rear quarters), 5 rear, then the mirror
 * images on the other side back to the nose (16, 8, 15, 6, 13, 7, 14). Walking this list turns the
 * car once around, so a drag never jumps from the nose to the tail; a catalog that lists fewer
 * angles simply has fewer stops.
 */
export const TURN_ORDER: readonly string[] = ['4', '10', '2', '9', '1', '11', '3', '12', '5', '16', '8', '15', '6', '13', '7', '14'];

/**
 * Exterior images sorted into turning order. Angles the order does not know keep their catalog
 * order after the known ones, so no image the server sends is ever hidden.
 */
export function inTurnOrder(images: readonly ImageVariant[]): ImageVariant[] {
  const rank = (image: ImageVariant): number => {
    const at = TURN_ORDER.indexOf(image.angle);
    return at === -1 ? TURN_ORDER.length : at;
  };
  return images
    .map((image, position) => ({ image, position }))
    .sort((a, b) => rank(a.image) - rank(b.image) || a.position - b.position)
    .map((entry) => entry.image);
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
