import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { ImageHold } from './image-hold';
import { usePictureSwap, useTurnFrames } from './use-picture-swap';
import { useZoomPan, type ZoomControl } from './use-zoom-pan';
import { dragSteps, preloadOrder, wrapIndex } from './viewer-model';
import { ZOOM_STEPS } from './zoom-model';

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
  /** Full-screen zoom (click or pinch to zoom at a point; zoomed, a drag or the arrow keys pan). */
  zoom?: ZoomControl;
  /** What the stage says while a new paint's picture loads ("Loading the picture..."). */
  loadingText: string;
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
export function ViewerStage({ urls, index, onIndex, alt, label, valueText, backdrop, fadeKey, zoom, className, imageHold, loadingText }: ViewerStageProps) {
  const count = urls.length;
  const stage = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ x: number; start: number; width: number; id: number } | null>(null);
  const shown = useTurnFrames(index, count, fadeKey);
  const swap = usePictureSwap(fadeKey, urls[shown] ?? '');
  const ownHold = useRef<ImageHold | null>(null);
  usePreload(urls, index, fadeKey, imageHold ?? (ownHold.current ??= new ImageHold()), swap.loading);
  const zoomPan = useZoomPan(stage, zoom);
  const zoomed = zoomPan?.zoomed ?? false;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (zoomPan?.onPointerDown(event)) {
      drag.current = null;
      return;
    }
    if (count <= 1) return;
    drag.current = { x: event.clientX, start: index, width: event.currentTarget.clientWidth, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (zoomPan?.onPointerMove(event)) return;
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const next = wrapIndex(d.start, dragSteps(event.clientX - d.x, d.width, count), count);
    if (next !== index) onIndex(next);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    zoomPan?.onPointerUp(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (zoomPan?.onKeyDown(event.key, event.currentTarget)) {
      event.preventDefault();
      return;
    }
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    let next: number | null = null;
    if (event.key in moves) next = wrapIndex(index, moves[event.key]!, count);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === null || count <= 1) return;
    event.preventDefault();
    onIndex(next);
  };

  const src = urls[shown];
  const factor = zoom ? ZOOM_STEPS[zoom.step]! : 1;
  const imageClass = ['cfg-viewer__image', swap.loading ? 'cfg-viewer__image--incoming' : swap.generation > 0 ? 'cfg-viewer__image--fade-in' : ''].join(' ').trim();
  return (
    <>
      <div
        ref={stage}
        className={['cfg-viewer__stage', zoomed ? 'cfg-viewer__stage--zoomed' : '', className ?? ''].join(' ').trim()}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={Math.max(1, count)}
        aria-valuenow={index + 1}
        aria-valuetext={valueText}
        aria-busy={swap.loading}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        <div className={`cfg-viewer__canvas cfg-viewer__canvas--zoom-${Math.round(factor * 100)}`}>
          {backdrop ? <img className="cfg-viewer__backdrop" src={backdrop} alt="" width={1600} height={900} draggable={false} /> : null}
          {swap.under ? <img className="cfg-viewer__image cfg-viewer__image--under" src={swap.under} alt="" width={1600} height={900} decoding="async" draggable={false} /> : null}
          {src ? (
            <img
              key={swap.generation}
              className={imageClass}
              src={src}
              alt={alt}
              width={1600}
              height={900}
              decoding="async"
              draggable={false}
              onLoad={swap.loaded}
              onError={swap.loaded}
              onAnimationEnd={swap.faded}
            />
          ) : null}
        </div>
      </div>
      {/* Outside the slider (whose content is presentational), so the status is announced. */}
      <p className={`cfg-viewer__loading${swap.loading ? ' cfg-viewer__loading--on' : ''}`} role="status">
        {swap.loading ? (
          <>
            <span className="cfg-viewer__spinner" aria-hidden="true" />
            {loadingText}
          </>
        ) : null}
      </p>
    </>
  );
}

/**
 * Fetches pictures ahead into the browser cache: the nearest angles both ways at once, and the
 * whole turn (nearest first) from the shopper's first turn on, so a quick spin never waits for a
 * picture. The shown picture and the fetched ones are held under the paint's key (ImageHold), so
 * each URL is asked for once and a paint picked again is still in memory.
 */
function usePreload(urls: string[], index: number, group: string, hold: ImageHold, waiting: boolean): void {
  const first = useRef(index);
  const turned = useRef(false);
  useEffect(() => {
    if (typeof Image === 'undefined') return;
    if (index !== first.current) turned.current = true;
    // While a new paint's first picture loads, nothing else competes for a slow connection.
    const ahead = waiting ? [] : preloadOrder(index, urls.length, PRELOAD_AHEAD, turned.current).map((at) => urls[at]!);
    // The shown picture first: it is already on its way (the <img>), holding it asks for nothing more.
    hold.hold(group, [urls[index]!, ...ahead]);
  }, [urls, index, group, hold, waiting]);
}
