import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../domain/format';
import { useMotionAfterPaint } from '../../platform/use-motion-after-paint';
import { uiMessages } from './ui-messages';

export interface SummaryTrayProps {
  title: string;
  totalSRP: number;
  /** Total with dealer-installed accessories: shown beside Total MSRP whenever it differs. */
  totalCost?: number;
  onReview: () => void;
}

/**
 * The sticky tray under the build steps: vehicle, running total, and the way to the summary. With
 * dealer-installed accessories in the build it states both totals (as the summary does), so the
 * price of such an accessory visibly lands on the total it moves.
 */
export function SummaryTray({ title, totalSRP, totalCost = totalSRP, onReview }: SummaryTrayProps) {
  const intl = useIntl();
  const full = intl.formatMessage(uiMessages.totalSrp);
  const shortLabel = intl.formatMessage(uiMessages.totalShort);
  const short = shortLabel !== full ? shortLabel : null;
  const total = useRef<HTMLElement>(null);
  const cost = useRef<HTMLElement>(null);
  useMotionAfterPaint(total, totalSRP, true);
  useMotionAfterPaint(cost, totalCost, true);
  return (
    <section className="cfg-tray" aria-label={intl.formatMessage(uiMessages.trayLabel)}>
      <p className="cfg-tray__vehicle">{title}</p>
      <p className="cfg-tray__total">
        {/* The full label, or on the phone a short one that fits two lines in Spanish (CSS picks). */}
        <span className={short ? 'cfg-tray__label' : undefined}>{full}</span>
        {short ? <span className="cfg-tray__label cfg-tray__label--short">{short}</span> : null} {/* One element for every total (a new one per change cost the pick's frame its creation and
            style); its brief pulse (CSS) restarts after the frame that shows each new total. */}
        <strong ref={total} className="cfg-price-pulse" data-total="tray">
          {formatPrice(totalSRP)}
        </strong>
      </p>
      {totalCost !== totalSRP ? (
        <p className="cfg-tray__total cfg-tray__total--dealer">
          <span>{intl.formatMessage(uiMessages.totalCost)}</span>{' '}
          <strong ref={cost} className="cfg-price-pulse" data-total="tray-cost">
            {formatPrice(totalCost)}
          </strong>
        </p>
      ) : null}
      <button type="button" className="cfg-button cfg-button--primary" onClick={onReview}>
        {intl.formatMessage(uiMessages.reviewBuild)}
      </button>
    </section>
  );
}
