import { useIntl } from 'react-intl';
import { formatPrice } from '../../domain/format';
import { uiMessages } from './ui-messages';

export interface SummaryTrayProps {
  title: string;
  totalSRP: number;
  onReview: () => void;
}

/** The sticky tray under the build steps: vehicle, running total, and the way to the summary. */
export function SummaryTray({ title, totalSRP, onReview }: SummaryTrayProps) {
  const intl = useIntl();
  return (
    <section className="cfg-tray" aria-label={intl.formatMessage(uiMessages.trayLabel)}>
      <p className="cfg-tray__vehicle">{title}</p>
      <p className="cfg-tray__total">
        <span>{intl.formatMessage(uiMessages.totalSrp)}</span> {/* Keyed by the total: a new element, so the brief pulse (CSS) plays on every change. */}
        <strong key={totalSRP} className="cfg-price-pulse" data-total="tray">
          {formatPrice(totalSRP)}
        </strong>
      </p>
      <button type="button" className="cfg-button cfg-button--primary" onClick={onReview}>
        {intl.formatMessage(uiMessages.reviewBuild)}
      </button>
    </section>
  );
}
