import { useIntl } from 'react-intl';
import type { KeyFeature } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { Modal } from '../../../platform/modal/modal';
import { FuelEconomyText } from '../model/fuel-economy';
import { GradeGuide } from './grade-guide';
import type { GradeRow } from './trim-grades';
import { trimMessages as m } from './trim-messages';

export interface GradeDetailsModalProps {
  grade: GradeRow | null;
  keyFeatures: KeyFeature[];
  onClose(): void;
  onChoose(grade: GradeRow): void;
}

/** The trim details modal (product.md section 2): prices, fuel economy, the grade's configurations and key features. */
export function GradeDetailsModal({ grade, keyFeatures, onClose, onChoose }: GradeDetailsModalProps) {
  const intl = useIntl();
  const features = grade ? keyFeatures.filter((f) => grade.features[f.id] && grade.features[f.id] !== 'none') : [];
  return (
    <Modal open={grade !== null} onClose={onClose} title={grade?.name ?? ''}>
      {grade ? (
        <div className="cfg-trim__details">
          {grade.image ? <img className="cfg-trim__details-image" src={grade.image.url} alt="" width={480} height={270} /> : null}
          <p className="cfg-trim__price">{intl.formatMessage(m.from, { price: formatPrice(grade.baseMsrp) })}</p>
          {grade.asShownPrice ? <p>{intl.formatMessage(m.asShown, { price: formatPrice(grade.asShownPrice) })}</p> : null}
          <GradeGuide grade={grade} />
          <p>
            <FuelEconomyText mileage={grade.mileage} />
          </p>
          <h3>{intl.formatMessage(m.configurations)}</h3>
          <ul>
            {grade.trims.map((t) => (
              <li key={t.code}>{intl.formatMessage(m.configuration, { title: t.title, details: t.details.join(', '), price: formatPrice(t.msrp) })}</li>
            ))}
          </ul>
          {features.length > 0 ? (
            <>
              <h3>{intl.formatMessage(m.features)}</h3>
              <ul>
                {features.map((f) => (
                  <li key={f.id}>
                    {f.title}: {intl.formatMessage(grade.features[f.id] === 'standard' ? m.standard : m.available)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <button type="button" className="cfg-trim__choose" onClick={() => onChoose(grade)}>
            {intl.formatMessage(m.choose, { grade: grade.name })}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
