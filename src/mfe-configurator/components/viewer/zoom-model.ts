/**
 * Pure rules of the full-screen zoom: the zoom steps, where the view scrolls to so the point the
 * shopper clicked or pinched stays under the finger, and when a pinch has opened or closed enough
 * to take a step. No React, no DOM.
 *
 * Zoomed, the picture's canvas is `zoom` times the stage in both directions (CSS classes per step:
 * no inline styles under the CSP) and the stage scrolls over it; the backdrop covers the whole
 * canvas, so every scroll position shows picture, never a blank band or a seam.
 */

/** Zoom steps of the full-screen view. */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The scroll offsets of a stage of `viewport` size showing a canvas `zoom` times its size. */
export interface Scroll {
  left: number;
  top: number;
}

/** Keeps `value` between 0 and `max` (a negative `max` counts as 0). */
function clamp(value: number, max: number): number {
  return Math.min(Math.max(0, max), Math.max(0, value));
}

/** The furthest a stage can scroll at `zoom`: the canvas overhang in each direction. */
export function maxScroll(viewport: Size, zoom: number): Scroll {
  return { left: viewport.width * (zoom - 1), top: viewport.height * (zoom - 1) };
}

/**
 * The scroll after zooming from `from` to `to` around `focus` (a point in the stage's viewport, in
 * CSS px): the canvas point under the focus before is under it after, unless that would scroll
 * past an edge (then the view stops at the edge, it never shows beyond the canvas).
 */
export function scrollAfterZoom(scroll: Scroll, focus: Point, viewport: Size, from: number, to: number): Scroll {
  const limit = maxScroll(viewport, to);
  return {
    left: clamp(((scroll.left + focus.x) / from) * to - focus.x, limit.left),
    top: clamp(((scroll.top + focus.y) / from) * to - focus.y, limit.top),
  };
}

/** The scroll after dragging the picture by `dx`, `dy` from `start`: the picture follows the pointer. */
export function scrollAfterDrag(start: Scroll, dx: number, dy: number, viewport: Size, zoom: number): Scroll {
  const limit = maxScroll(viewport, zoom);
  return { left: clamp(start.left - dx, limit.left), top: clamp(start.top - dy, limit.top) };
}

/** How far a pinch must open (or close, by the inverse) before the zoom takes a step. */
export const PINCH_STEP_RATIO = 1.3;

/**
 * The zoom step a pinch asks for: one step in when the fingers are `PINCH_STEP_RATIO` times as far
 * apart as when the step began, one out when they are that much closer, else none (null).
 */
export function pinchStep(startDistance: number, distance: number, step: number): number | null {
  if (startDistance <= 0) return null;
  const ratio = distance / startDistance;
  if (ratio >= PINCH_STEP_RATIO && step < ZOOM_STEPS.length - 1) return step + 1;
  if (ratio <= 1 / PINCH_STEP_RATIO && step > 0) return step - 1;
  return null;
}

/** The step a click asks for: one step in, and from the largest back to the whole picture. */
export function clickStep(step: number): number {
  return step >= ZOOM_STEPS.length - 1 ? 0 : step + 1;
}

/** Arrow keys pan a zoomed picture by this share of the stage. */
export const KEY_PAN_SHARE = 0.15;

/** The pan of an arrow key while zoomed, in px, or null for any other key. */
export function keyPan(key: string, viewport: Size): { dx: number; dy: number } | null {
  const x = viewport.width * KEY_PAN_SHARE;
  const y = viewport.height * KEY_PAN_SHARE;
  // The picture moves the way the arrow points would scroll the view: ArrowRight shows more on the right.
  const pans: Record<string, { dx: number; dy: number }> = { ArrowRight: { dx: -x, dy: 0 }, ArrowLeft: { dx: x, dy: 0 }, ArrowDown: { dx: 0, dy: -y }, ArrowUp: { dx: 0, dy: y } };
  return pans[key] ?? null;
}
