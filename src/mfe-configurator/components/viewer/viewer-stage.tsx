import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ImageHold } from './image-hold';
import { dragSteps, preloadOrder, wrapIndex } from './viewer-model';

export interface ViewerStageProps {
  /** Image URLs in turning order. */
  urls: string[];
  index: number;
  onIndex: (index: number) => void;
  alt: string;
  /** Accessible name of the turning control. */
  label: string;
  /** What a screen reader says for the current position ("Angle 5 of 24"). */
  valueText: string;
  /** A picture laid behind a transparent render (the mass brand's scene). */
  backdrop?: string | null;
  /** Changes when the paint or trim changes: the new picture cross-fades over the old one. */
  fadeKey: string;
  /** Full-screen zoom factor; above 1 a drag pans the picture instead of turning it. */
  zoom?: number;
  className?: string;
  /** Where the pictures of recent paints are kept (the render area shares one with its thumbnails). */
  imageHold?: ImageHold;
}

/**
 * How many angles either side of the current one are fetched ahead on arrival (a drag of a few
 * steps finds them cached); once the shopper turns, the rest of the turn follows (preloadOrder).
 */
const PRELOAD_AHEAD = 3;

/**
 * The turning picture: a slider (WAI-ARIA) whose value is the angle. A pointer drag or a touch
 * swipe turns the car (vertical swipes still scroll the page: touch-action pan-y), arrow keys step
 * angle by angle, Home/End jump to the first/last. The picture is absolutely placed in a box of
 * fixed aspect ratio, so nothing around it moves when an image arrives (CLS 0).
 */
export function ViewerStage({ urls, index, onIndex, alt, label, valueText, backdrop, fadeKey, zoom = 1, className, imageHold }: ViewerStageProps) {
  const count = urls.length;
  const drag = useRef<{ x: number; start: number; width: number; id: number } | null>(null);
  const fade = useCrossFade(fadeKey, urls[index] ?? '');
  const ownHold = useRef<ImageHold | null>(null);
  usePreload(urls, index, fadeKey, imageHold ?? (ownHold.current ??= new ImageHold()));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count <= 1 || zoom > 1 || event.button !== 0) return;
    drag.current = { x: event.clientX, start: index, width: event.currentTarget.clientWidth, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const next = wrapIndex(d.start, dragSteps(event.clientX - d.x, d.width, count), count);
    if (next !== index) onIndex(next);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    let next: number | null = null;
    if (event.key in moves) next = wrapIndex(index, moves[event.key]!, count);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null || count <= 1) return;
    event.preventDefault();
    onIndex(next);
  };

  const src = urls[index];
  return (
    <div
      className={['cfg-viewer__stage', zoom > 1 ? 'cfg-viewer__stage--zoomed' : '', className ?? ''].join(' ').trim()}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={Math.max(1, count)}
      aria-valuenow={index + 1}
      aria-valuetext={valueText}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      <div className={`cfg-viewer__canvas cfg-viewer__canvas--zoom-${Math.round(zoom * 100)}`}>
        {backdrop ? <img className="cfg-viewer__backdrop" src={backdrop} alt="" width={1600} height={900} draggable={false} /> : null}
        {fade.under ? <img className="cfg-viewer__image cfg-viewer__image--under" src={fade.under} alt="" width={1600} height={900} decoding="async" draggable={false} /> : null}
        {src ? (
          <img
            key={fade.generation}
            className={`cfg-viewer__image${fade.generation > 0 ? ' cfg-viewer__image--fade-in' : ''}`}
            src={src}
            alt={alt}
            width={1600}
            height={900}
            decoding="async"
            draggable={false}
            onAnimationEnd={fade.done}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * Cross-fade on a paint change: the old picture stays underneath while the new one fades in on
 * top (a fresh element, so the CSS animation runs); a turn to another angle swaps without a fade.
 */
function useCrossFade(fadeKey: string, src: string): { under: string | null; generation: number; done: () => void } {
  const last = useRef({ key: fadeKey, src });
  const [state, setState] = useState<{ under: string | null; generation: number }>({ under: null, generation: 0 });
  useLayoutEffect(() => {
    const before = last.current;
    last.current = { key: fadeKey, src };
    if (before.key !== fadeKey && before.src && before.src !== src) setState((s) => ({ under: before.src, generation: s.generation + 1 }));
  }, [fadeKey, src]);
  return { ...state, done: () => setState((s) => (s.under ? { ...s, under: null } : s)) };
}

/**
 * Fetches pictures ahead into the browser cache: the nearest angles both ways at once, and the
 * whole turn (nearest first) from the shopper's first turn on, so a quick spin never waits for a
 * picture. The shown picture and the fetched ones are held under the paint's key (ImageHold), so
 * each URL is asked for once and a paint picked again is still in memory.
 */
function usePreload(urls: string[], index: number, group: string, hold: ImageHold): void {
  const first = useRef(index);
  const turned = useRef(false);
  useEffect(() => {
    if (typeof Image === 'undefined') return;
    if (index !== first.current) turned.current = true;
    const ahead = preloadOrder(index, urls.length, PRELOAD_AHEAD, turned.current).map((at) => urls[at]!);
    // The shown picture first: it is already on its way (the <img>), holding it asks for nothing more.
    hold.hold(group, [urls[index]!, ...ahead]);
  }, [urls, index, group, hold]);
}
