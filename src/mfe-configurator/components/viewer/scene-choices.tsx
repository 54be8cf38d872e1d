import { useIntl } from 'react-intl';
import { usePageId } from '../../../platform/page-id';
import { sceneLabels } from './viewer-messages';

export interface SceneChoicesProps {
  legend: string;
  options: Array<{ type: string; image: string }>;
  value: string;
  onChange: (type: string) => void;
}

/** A luxury scene picker (background or time of day): radio tiles with the scene's thumbnail and its translated name. */
export function SceneChoices({ legend, options, value, onChange }: SceneChoicesProps) {
  const intl = useIntl();
  const name = usePageId();
  return (
    <fieldset className="cfg-scene-choices">
      <legend className="cfg-scene-choices__legend">{legend}</legend>
      <div className="cfg-scene-choices__list">
        {options.map((option) => {
          const label = sceneLabels[option.type] ? intl.formatMessage(sceneLabels[option.type]!) : option.type;
          return (
            <label key={option.type} className="cfg-scene-choice">
              <input className="cfg-scene-choice__input" type="radio" name={name} checked={value === option.type} onChange={() => onChange(option.type)} />
              <img className="cfg-scene-choice__image" src={option.image} alt="" width={48} height={48} />
              <span className="cfg-scene-choice__label">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
