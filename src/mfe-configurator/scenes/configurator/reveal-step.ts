/**
 * Where the page scrolls after a step change (issue 27): the new step's heading lands just below
 * whatever sticks to the top (on the phone the car band and the step tabs), so the heading and the
 * first options are seen, not under the sticky car. Pure arithmetic on boxes, kept apart from the
 * DOM reading so it is tested on its own.
 */

/** A box as getBoundingClientRect gives it, plus whether it is sticky and its sticky top. */
export interface StickyBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
  stickyTop: number;
}

/** How far down from the viewport's top sticky elements over the same columns as `column` reach once stuck. */
export function coveredTop(column: { left: number; right: number }, stickies: StickyBox[]): number {
  let covered = 0;
  for (const s of stickies) {
    const overlaps = s.left < column.right && s.right > column.left;
    if (overlaps) covered = Math.max(covered, s.stickyTop + (s.bottom - s.top));
  }
  return covered;
}

/** Breathing room between the sticky band and the heading, in CSS px. */
export const REVEAL_GAP = 8;

/**
 * The scroll offset change that brings the heading just below the covered top, or 0 when the
 * heading already sits there or in the upper half of what is left of the viewport.
 */
export function revealDelta(headingTop: number, covered: number, viewportHeight: number): number {
  const wanted = covered + REVEAL_GAP;
  const visibleLimit = covered + (viewportHeight - covered) / 2;
  if (headingTop >= wanted && headingTop <= visibleLimit) return 0;
  return Math.round(headingTop - wanted);
}

/** Reads the sticky top elements of the page and scrolls the window so `heading` shows below them. */
export function revealStepHeading(heading: HTMLElement, stickies: HTMLElement[], win: Window = window): void {
  const boxes: StickyBox[] = stickies.map((el) => {
    const r = el.getBoundingClientRect();
    const style = win.getComputedStyle(el);
    // Only what sticks to the top covers a heading brought up (tabs stuck to the bottom do not).
    const top = style.position === 'sticky' && style.top !== 'auto' ? parseFloat(style.top) : Number.NaN;
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, stickyTop: Number.isFinite(top) ? top : Number.NEGATIVE_INFINITY };
  }).filter((b) => b.stickyTop !== Number.NEGATIVE_INFINITY && b.bottom > b.top);
  const h = heading.getBoundingClientRect();
  const delta = revealDelta(h.top, coveredTop(h, boxes), win.innerHeight);
  if (delta === 0) return;
  const smooth = !win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  win.scrollBy({ top: delta, behavior: smooth ? 'smooth' : 'auto' });
}

/** Scrolls a horizontally scrolling tab list so `tab` is fully inside it (the page does not move). */
export function revealTab(list: HTMLElement, tab: HTMLElement): void {
  const l = list.getBoundingClientRect();
  const t = tab.getBoundingClientRect();
  if (t.left < l.left) list.scrollLeft -= l.left - t.left + 8;
  else if (t.right > l.right) list.scrollLeft += t.right - l.right + 8;
}
