import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface PictureSwap {
  /** The picture kept on screen underneath while the new one loads and fades in. */
  under: string | null;
  /** Bumps on every paint change: the new picture is a fresh element, so its CSS animation runs. */
  generation: number;
  /** The new picture has not arrived yet (the old one shows; the stage says it is busy). */
  loading: boolean;
  /** The new picture's load (or error) event: from now on it fades in. */
  loaded: () => void;
  /** The fade-in ended: the old picture goes. */
  faded: () => void;
}

/**
 * Cross-fade on a paint (or trim, scene, view) change, gated on the new picture's arrival: the old
 * picture stays on screen and the new one waits invisible on top until its `load` event, then fades
 * in; only when the fade ends does the old one go. So a slow network shows the old colour and a
 * loading sign, never a blank or a half-drawn picture. A turn to another angle swaps at once.
 */
export function usePictureSwap(fadeKey: string, src: string): PictureSwap {
  const last = useRef({ key: fadeKey, src });
  const [state, setState] = useState<{ under: string | null; generation: number; loading: boolean }>({ under: null, generation: 0, loading: false });
  useLayoutEffect(() => {
    const before = last.current;
    // The key is the one of the picture on screen: the colour's name may arrive a render before its
    // pictures (the build's title, then its images), so a key change alone moves nothing.
    if (before.src === src) return;
    last.current = { key: fadeKey, src };
    if (before.key === fadeKey || !before.src) return;
    // Picked again while the previous change still loads: keep the picture actually on screen underneath.
    setState((s) => ({ under: s.loading && s.under ? s.under : before.src, generation: s.generation + 1, loading: true }));
  }, [fadeKey, src]);
  const loaded = useCallback(() => setState((s) => (s.loading ? { ...s, loading: false } : s)), []);
  const faded = useCallback(() => setState((s) => (s.under && !s.loading ? { ...s, under: null } : s)), []);
  // The render that brings the new picture already counts as loading (the state catches up in the
  // layout effect), so nothing else is fetched ahead of it in that render's effects.
  const before = last.current;
  const starting = Boolean(before.src) && before.src !== src && before.key !== fadeKey;
  return { ...state, loading: state.loading || starting, loaded, faded };
}

/** Pause between the frames of an animated turn (ms): about 25 frames a second. */
export const TURN_FRAME_MS = 40;

/**
 * The angle on screen during a turn: a jump of more than one step (a thumbnail, Home/End, a quick
 * drag) walks through the angles between, the short way round, one frame at a time; a single step
 * shows at once. Under prefers-reduced-motion every jump is instant. A new `resetKey` (another
 * view or paint) jumps without animating.
 */
export function useTurnFrames(index: number, count: number, resetKey: string): number {
  const [shown, setShown] = useState(index);
  const key = useRef(resetKey);
  const turning = useRef(false);
  const keyChanged = key.current !== resetKey;
  key.current = resetKey;
  const instant = keyChanged || count <= 1 || shown >= count || prefersReducedMotion();
  if (instant && shown !== index) setShown(index);
  useLayoutEffect(() => {
    if (shown === index) {
      turning.current = false;
      return;
    }
    const forward = (((index - shown) % count) + count) % count;
    const direction = forward <= count - forward ? 1 : -1;
    const steps = Math.min(forward, count - forward);
    // A single step from rest (a key press, a drag) shows at once; inside a walk each frame waits its turn.
    if (steps <= 1 && !turning.current) {
      setShown(index);
      return;
    }
    turning.current = true;
    const timer = setTimeout(() => setShown((((shown + direction) % count) + count) % count), TURN_FRAME_MS);
    return () => clearTimeout(timer);
  }, [shown, index, count]);
  return instant ? index : shown;
}

/** One media query list per matchMedia (a window's, or a test's stand-in): reading `.matches` follows the setting; calling matchMedia on every render (every pick) cost ~0.8 ms at 1x CPU. */
const reducedMotionQueries = new WeakMap<Window['matchMedia'], MediaQueryList>();

function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  let query = reducedMotionQueries.get(window.matchMedia);
  if (!query) {
    query = window.matchMedia('(prefers-reduced-motion: reduce)');
    reducedMotionQueries.set(window.matchMedia, query);
  }
  return query.matches;
}
