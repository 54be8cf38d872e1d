import { useEffect, useRef, type RefObject } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * Starts a change's motion one frame after the change itself: when `trigger` changes (never on
 * mount) and `play` holds, the element gets `data-motion` right after the browser has painted the
 * frame that shows the change, and the stylesheet animates `[data-motion]`. Between changes the
 * attribute is removed, so the next change plays again.
 *
 * Why a frame later: a CSS animation that starts in the frame of a pick makes the browser build a
 * new compositor layer and raster it before that frame can show, which cost the pick ~8 ms of its
 * pick-to-paint budget at 4x CPU (BENCHMARKS.md, ADR 0216). The frame of the pick shows the new
 * state at rest; the motion follows 16 ms later, which the eye reads as one response.
 */
export function useMotionAfterPaint(element: RefObject<HTMLElement | null>, trigger: unknown, play: boolean): void {
  // The trigger the element last showed: the first render plays nothing, and neither does an
  // effect that runs again for the same trigger (StrictMode's remount).
  const shown = useRef(trigger);
  useEffect(() => {
    if (Object.is(shown.current, trigger)) return;
    shown.current = trigger;
    const target = element.current;
    if (!target) return;
    target.removeAttribute('data-motion');
    if (!play) return;
    return afterNextPaint(() => target.setAttribute('data-motion', ''), window, 'user-visible');
  }, [element, trigger, play]);
}
