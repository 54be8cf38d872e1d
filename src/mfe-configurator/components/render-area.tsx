import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Brand, ImageBackground, ImageTimeOfDay, ImageVariant } from '../../domain/entities';
import { uiMessages } from './ui-messages';
import './render-area.css';

export interface RenderAreaProps {
  brand: Brand;
  vehicle: string;
  exteriorColor: string;
  interiorColor: string;
  exterior: ImageVariant[];
  interior: ImageVariant[];
}

type View = 'exterior' | 'interior';

/** Luxury renders carry background and time-of-day lists (GraphQL names them backgrounds / timesOfDay). */
function luxuryLists(image: ImageVariant | undefined): { backgrounds: ImageBackground[]; times: ImageTimeOfDay[] } {
  const raw = (image ?? {}) as { background?: unknown; time?: unknown; backgrounds?: unknown; timesOfDay?: unknown };
  const list = <T,>(...candidates: unknown[]): T[] => (candidates.find((c) => Array.isArray(c)) as T[] | undefined) ?? [];
  return { backgrounds: list<ImageBackground>(raw.backgrounds, raw.background), times: list<ImageTimeOfDay>(raw.timesOfDay, raw.time) };
}

/** The render URL with the chosen scene background and time of day (the image service reads them from the query). */
export function withScene(url: string, background: string | null, time: string | null): string {
  if (!background && !time) return url;
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (background) params.set('background', background);
  if (time) params.set('time', time);
  return `${path}?${params.toString()}`;
}

/**
 * The vehicle render: exterior or interior, angle by angle. For the luxury brand the shopper also
 * picks the scene background and the time of day; the mass brand's renders come with theirs.
 */
export function RenderArea({ brand, vehicle, exteriorColor, interiorColor, exterior, interior }: RenderAreaProps) {
  const intl = useIntl();
  const [view, setView] = useState<View>('exterior');
  const [angle, setAngle] = useState(0);
  const [background, setBackground] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const images = view === 'exterior' ? exterior : interior;
  const index = images.length > 0 ? Math.min(angle, images.length - 1) : 0;
  const image = images[index];
  const luxury = brand === 'lexus' && view === 'exterior' ? luxuryLists(exterior[0]) : { backgrounds: [], times: [] };
  const show = (next: View) => {
    setView(next);
    setAngle(0);
  };
  const rotate = (step: number) => setAngle((index + step + images.length) % images.length);
  const viewName = intl.formatMessage(view === 'exterior' ? uiMessages.exteriorView : uiMessages.interiorView);
  const alt = intl.formatMessage(uiMessages.imageAlt, {
    vehicle,
    color: view === 'exterior' ? exteriorColor : interiorColor,
    view: viewName.toLowerCase(),
  });

  return (
    <section className="cfg-render" aria-label={intl.formatMessage(uiMessages.renderArea)}>
      <div className="cfg-render__views">
        {(['exterior', 'interior'] as const).map((v) => (
          <button key={v} type="button" className="cfg-button" aria-pressed={view === v} disabled={(v === 'exterior' ? exterior : interior).length === 0} onClick={() => show(v)}>
            {intl.formatMessage(v === 'exterior' ? uiMessages.exteriorView : uiMessages.interiorView)}
          </button>
        ))}
      </div>
      <div className="cfg-render__stage">
        {image ? <img className="cfg-render__image" src={view === 'exterior' ? withScene(image.url, background, time) : image.url} alt={alt} width={768} height={432} /> : null}
      </div>
      {images.length > 1 ? (
        <div className="cfg-render__angles">
          <button type="button" className="cfg-button" onClick={() => rotate(-1)}>
            {intl.formatMessage(uiMessages.previousAngle)}
          </button>
          <span>{intl.formatMessage(uiMessages.angleOf, { index: index + 1, count: images.length })}</span>
          <button type="button" className="cfg-button" onClick={() => rotate(1)}>
            {intl.formatMessage(uiMessages.nextAngle)}
          </button>
        </div>
      ) : null}
      {luxury.backgrounds.length > 0 ? (
        <SceneChoices legend={intl.formatMessage(uiMessages.background)} options={luxury.backgrounds.map((b) => ({ type: b.type, image: b.thumbnail }))} value={background ?? luxury.backgrounds[0].type} onChange={setBackground} />
      ) : null}
      {luxury.times.length > 0 ? (
        <SceneChoices legend={intl.formatMessage(uiMessages.timeOfDay)} options={luxury.times.map((t) => ({ type: t.type, image: t.icon }))} value={time ?? luxury.times[0].type} onChange={setTime} />
      ) : null}
    </section>
  );
}

interface SceneChoicesProps {
  legend: string;
  options: Array<{ type: string; image: string }>;
  value: string;
  onChange: (type: string) => void;
}

function SceneChoices({ legend, options, value, onChange }: SceneChoicesProps) {
  return (
    <fieldset className="cfg-render__scene">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.type} className="cfg-render__scene-option">
          <input type="radio" name={`${legend}-scene`} checked={value === option.type} onChange={() => onChange(option.type)} />
          <img src={option.image} alt="" width={40} height={40} />
          <span>{option.type}</span>
        </label>
      ))}
    </fieldset>
  );
}
