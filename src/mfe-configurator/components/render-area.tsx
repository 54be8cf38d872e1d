import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Brand, ImageVariant } from '../../domain/entities';
import { uiMessages } from './ui-messages';
import { FullScreenViewer } from './viewer/full-screen-viewer';
import { ImageHold } from './viewer/image-hold';
import { SceneChoices } from './viewer/scene-choices';
import { viewerMessages } from './viewer/viewer-messages';
import { inTurnOrder, luxuryLists, massBackground, nearestPosition, thumbnailPositions, withScene, withWidth, wrapIndex } from './viewer/viewer-model';
import { ViewerStage } from './viewer/viewer-stage';
import './viewer/viewer.css';


export interface RenderAreaProps {
  brand: Brand;
  vehicle: string;
  exteriorColor: string;
  interiorColor: string;
  exterior: ImageVariant[];
  interior: ImageVariant[];
}

type View = 'exterior' | 'interior';

/** Encoded width of an angle thumbnail (CSS shows it at about 80px; 2x for sharp screens). */
const THUMB_WIDTH = 192;

/**
 * The vehicle viewer: exterior or interior, turned by drag, swipe, arrow keys, arrow buttons or
 * angle thumbnails, and opened full screen with zoom. For the luxury brand the shopper also picks
 * the scene background and the time of day; the mass brand's transparent renders sit on their
 * own scene picture.
 */
export const RenderArea = memo(function RenderArea({ brand, vehicle, exteriorColor, interiorColor, exterior, interior }: RenderAreaProps) {
  const intl = useIntl();
  const [view, setView] = useState<View>('exterior');
  const [angle, setAngle] = useState(0);
  const [background, setBackground] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [full, setFull] = useState(false);
  const imageHold = useRef<ImageHold | null>(null);
  imageHold.current ??= new ImageHold();
  const ordered = useMemo(() => (view === 'exterior' ? inTurnOrder(exterior) : interior), [view, exterior, interior]);
  // The hero picture (first in the catalog) is where a turn starts.
  const heroAt = useMemo(() => Math.max(0, ordered.indexOf((view === 'exterior' ? exterior : interior)[0]!)), [ordered, view, exterior, interior]);
  const count = ordered.length;
  const index = count > 0 ? wrapIndex(heroAt, angle, count) : 0;
  const luxury = brand === 'lexus' ? luxuryLists(exterior[0]) : { backgrounds: [], times: [] };
  const scene = view === 'exterior' && luxury.backgrounds.length > 0 ? { background: background ?? luxury.backgrounds[0]!.type, time: time ?? luxury.times[0]?.type ?? null } : null;
  const urls = useMemo(() => ordered.map((image) => (scene ? withScene(image.url, scene.background, scene.time) : image.url)), [ordered, scene?.background, scene?.time]);
  const backdrop = view === 'exterior' && !scene ? massBackground(exterior[0]) : null;

  const show = (next: View) => {
    setView(next);
    setAngle(0);
  };
  const goTo = (next: number) => setAngle(wrapIndex(next, -heroAt, count));
  const viewName = intl.formatMessage(view === 'exterior' ? uiMessages.exteriorView : uiMessages.interiorView);
  const color = view === 'exterior' ? exteriorColor : interiorColor;
  const alt = intl.formatMessage(uiMessages.imageAlt, { vehicle, color, view: viewName.toLowerCase() });
  // "Angle 5 of 24" around the car; the interior's few fixed shots read "View 2 of 3".
  const positionText = (i: number) => intl.formatMessage(view === 'exterior' ? viewerMessages.angleOf : uiMessages.angleOf, { index: i + 1, count });
  const valueText = positionText(index);
  // A handful of key angles (45 degrees apart on a 24-step turn) rather than one thumbnail per step.
  const thumbs = useMemo(() => thumbnailPositions(count, heroAt), [count, heroAt]);
  const thumbUrls = useMemo(() => (count > 1 ? thumbs.map((i) => withWidth(urls[i]!, THUMB_WIDTH)) : []), [thumbs, urls, count]);
  const currentThumb = nearestPosition(thumbs, index, count);
  const fadeKey = `${view}|${color}|${scene?.background ?? ''}|${scene?.time ?? ''}`;
  // The thumbnails are held with the paint's pictures, so a paint picked again shows them at once.
  useEffect(() => {
    imageHold.current!.hold(fadeKey, thumbUrls);
  }, [fadeKey, thumbUrls]);
  const stage = {
    urls,
    index,
    onIndex: goTo,
    alt,
    label: intl.formatMessage(viewerMessages.turn),
    valueText,
    backdrop,
    fadeKey,
    imageHold: imageHold.current,
    loadingText: intl.formatMessage(viewerMessages.loading),
  };

  return (
    <section className="cfg-render cfg-viewer" aria-label={intl.formatMessage(uiMessages.renderArea)}>
      <div className="cfg-viewer__frame">
        <ViewerStage {...stage} />
        <div className="cfg-viewer__views">
          {(['exterior', 'interior'] as const).map((v) => (
            <button key={v} type="button" className="cfg-chip" aria-pressed={view === v} disabled={(v === 'exterior' ? exterior : interior).length === 0} onClick={() => show(v)}>
              {intl.formatMessage(v === 'exterior' ? uiMessages.exteriorView : uiMessages.interiorView)}
            </button>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button type="button" className="cfg-viewer__turn cfg-viewer__turn--previous" aria-label={intl.formatMessage(uiMessages.previousAngle)} onClick={() => goTo(wrapIndex(index, -1, count))}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="cfg-viewer__turn cfg-viewer__turn--next" aria-label={intl.formatMessage(uiMessages.nextAngle)} onClick={() => goTo(wrapIndex(index, 1, count))}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <button type="button" className="cfg-chip cfg-viewer__full" onClick={() => setFull(true)} disabled={count === 0}>
          {intl.formatMessage(viewerMessages.fullScreen)}
        </button>
        <p className="cfg-viewer__caption" aria-live="polite">{count > 1 ? valueText : ''}</p>
      </div>
      <div className="cfg-viewer__controls">
        {count > 1 ? (
          <ul className="cfg-viewer__thumbs" aria-label={intl.formatMessage(viewerMessages.angles)}>
            {/* Keyed by position: a new paint changes each thumbnail's picture, not its button. */}
            {thumbs.map((i, n) => (
              <li key={i}>
                <button type="button" className="cfg-viewer__thumb" aria-pressed={i === currentThumb} aria-label={positionText(i)} onClick={() => goTo(i)}>
                  <img src={thumbUrls[n]} alt="" width={96} height={54} loading="lazy" decoding="async" draggable={false} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {scene ? (
          <div className="cfg-viewer__scenes">
            <SceneChoices legend={intl.formatMessage(uiMessages.background)} options={luxury.backgrounds.map((b) => ({ type: b.type, image: b.thumbnail }))} value={scene.background} onChange={setBackground} />
            {luxury.times.length > 0 ? (
              <SceneChoices legend={intl.formatMessage(uiMessages.timeOfDay)} options={luxury.times.map((t) => ({ type: t.type, image: t.icon }))} value={scene.time ?? luxury.times[0]!.type} onChange={setTime} />
            ) : null}
          </div>
        ) : null}
      </div>
      <FullScreenViewer {...stage} open={full} title={intl.formatMessage(viewerMessages.fullScreenTitle, { vehicle, view: viewName })} onClose={() => setFull(false)} />
    </section>
  );
});
