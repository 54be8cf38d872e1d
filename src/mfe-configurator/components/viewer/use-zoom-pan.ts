import { useLayoutEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { clickStep, keyPan, pinchStep, scrollAfterDrag, scrollAfterZoom, ZOOM_STEPS, type Point, type Scroll, type Size } from './zoom-model';

/** The full-screen zoom as the stage sees it: the step, the point it zoomed around, and a way to ask for another. */
export interface ZoomControl {
  step: number;
  /** Where the last zoom was centred, in stage viewport px; null for the stage's middle. */
  focus: Point | null;
  onChange: (step: number, focus: Point | null) => void;
}

/** A pointer that moved less than this (px) between down and up was a click. */
const CLICK_SLOP = 6;

interface Gesture {
  pointers: Map<number, Point>;
  /** The first pointer's start, and the scroll then (a drag pans from there). */
  start: Point;
  scroll: Scroll;
  moved: boolean;
  pinch: { distance: number } | null;
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Zoom and pan of the full-screen stage: a click zooms in a step at the point clicked (from the
 * largest step back to the whole picture), a pinch zooms in or out around the fingers, a drag pans
 * while zoomed, arrow keys pan while zoomed. The scroll is set after the new zoom class has laid the
 * canvas out, so the point under the pointer stays under it.
 *
 * Returns pointer and key handlers that report whether they took the event (else the stage turns
 * the car as usual).
 */
export function useZoomPan(stage: RefObject<HTMLDivElement | null>, zoom: ZoomControl | undefined) {
  const gesture = useRef<Gesture | null>(null);
  const factor = zoom ? ZOOM_STEPS[zoom.step]! : 1;
  const shown = useRef(factor);

  useLayoutEffect(() => {
    const element = stage.current;
    const from = shown.current;
    shown.current = factor;
    if (!element || from === factor) return;
    const viewport = viewportOf(element);
    const focus = zoom?.focus ?? { x: viewport.width / 2, y: viewport.height / 2 };
    const next = scrollAfterZoom({ left: element.scrollLeft, top: element.scrollTop }, focus, viewport, from, factor);
    element.scrollLeft = next.left;
    element.scrollTop = next.top;
  }, [factor, zoom?.focus, stage]);

  if (!zoom) return null;

  const local = (event: PointerEvent<HTMLElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  return {
    zoomed: factor > 1,
    /** Takes every pointer on the full-screen stage except a single one at the whole picture (that one turns). */
    onPointerDown(event: PointerEvent<HTMLDivElement>): boolean {
      const at = local(event);
      const element = event.currentTarget;
      const g = gesture.current ?? { pointers: new Map(), start: at, scroll: { left: element.scrollLeft, top: element.scrollTop }, moved: false, pinch: null };
      g.pointers.set(event.pointerId, at);
      if (g.pointers.size === 2) {
        const [a, b] = [...g.pointers.values()] as [Point, Point];
        g.pinch = { distance: distance(a, b) };
        g.moved = true;
      }
      gesture.current = g;
      element.setPointerCapture?.(event.pointerId);
      return factor > 1 || g.pointers.size > 1;
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>): boolean {
      const g = gesture.current;
      if (!g || !g.pointers.has(event.pointerId)) return false;
      const at = local(event);
      g.pointers.set(event.pointerId, at);
      if (distance(at, g.start) > CLICK_SLOP) g.moved = true;
      const element = event.currentTarget;
      if (g.pinch && g.pointers.size >= 2) {
        const [a, b] = [...g.pointers.values()] as [Point, Point];
        const next = pinchStep(g.pinch.distance, distance(a, b), zoom.step);
        if (next !== null) {
          g.pinch.distance = distance(a, b);
          zoom.onChange(next, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
        }
        return true;
      }
      if (factor <= 1) return false;
      const next = scrollAfterDrag(g.scroll, at.x - g.start.x, at.y - g.start.y, viewportOf(element), factor);
      element.scrollLeft = next.left;
      element.scrollTop = next.top;
      return true;
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>): void {
      const g = gesture.current;
      if (!g) return;
      g.pointers.delete(event.pointerId);
      if (g.pointers.size > 0) return;
      gesture.current = null;
      if (!g.moved && event.type === 'pointerup') zoom.onChange(clickStep(zoom.step), local(event));
    },
    onKeyDown(key: string, element: HTMLElement): boolean {
      if (key === '+' || key === '=') {
        if (zoom.step < ZOOM_STEPS.length - 1) zoom.onChange(zoom.step + 1, null);
        return true;
      }
      if (key === '-') {
        if (zoom.step > 0) zoom.onChange(zoom.step - 1, null);
        return true;
      }
      if (factor <= 1) return false;
      const pan = keyPan(key, viewportOf(element));
      if (!pan) return false;
      const next = scrollAfterDrag({ left: element.scrollLeft, top: element.scrollTop }, pan.dx, pan.dy, viewportOf(element), factor);
      element.scrollLeft = next.left;
      element.scrollTop = next.top;
      return true;
    },
  };
}

function viewportOf(element: HTMLElement): Size {
  return { width: element.clientWidth, height: element.clientHeight };
}
