import { memo } from 'react';
import { usePageId } from '../../platform/page-id';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../domain/entities';
import { formatPrice } from '../../domain/format';
import { linesOf, type PriceLine } from '../../domain/pricing';
import { sharedMessages } from '../../platform/i18n/shared-messages';
import { uiMessages } from './ui-messages';
import './price-breakdown.css';

export interface PriceBreakdownProps {
  build: BuildConfiguration;
}

/**
 * Base MSRP, colours, packages, accessories, the Delivery, Processing and Handling fee and the
 * totals. Lines and totals are those of the derived build shown (domain linesOf and its totals), never a server figure,
 * so the lines always add up to the total on screen.
 */
export const PriceBreakdown = memo(function PriceBreakdown({ build }: PriceBreakdownProps) {
  const intl = useIntl();
  const headingId = usePageId();
  const priced = linesOf(build);
  const totals = { totalSRP: build.totalSRP, totalCost: build.totalCost };
  const sum = (keep: (l: PriceLine) => boolean) => priced.filter(keep).reduce((total, l) => total + l.price, 0);
  const dealer = sum((l) => l.dealerInstalled);
  const lines: Array<{ key: string; label: string; value: number }> = [
    { key: 'base', label: intl.formatMessage(uiMessages.baseMsrp), value: sum((l) => l.kind === 'base') },
  ];
  for (const l of priced) {
    if (l.kind === 'exterior') lines.push({ key: 'ext', label: intl.formatMessage(uiMessages.exteriorColor, { title: l.title }), value: l.price });
    if (l.kind === 'interior') lines.push({ key: 'int', label: intl.formatMessage(uiMessages.interiorColor, { title: l.title }), value: l.price });
  }
  lines.push({ key: 'pkg', label: intl.formatMessage(uiMessages.packages), value: sum((l) => l.kind === 'package') });
  lines.push({ key: 'acc', label: intl.formatMessage(uiMessages.accessories), value: sum((l) => l.kind === 'accessory' && !l.dealerInstalled) });
  lines.push({ key: 'dph', label: intl.formatMessage(sharedMessages.feeLabel), value: sum((l) => l.kind === 'dph') });

  return (
    <section className="cfg-price" aria-labelledby={headingId}>
      <h2 id={headingId} className="cfg-price__heading">
        {intl.formatMessage(uiMessages.priceBreakdown)}
      </h2>
      <dl className="cfg-price__lines">
        {lines.map((line) => (
          <div key={line.key} className="cfg-price__line">
            <dt>{line.label}</dt>
            <dd>{formatPrice(line.value)}</dd>
          </div>
        ))}
        <div className="cfg-price__line cfg-price__line--total">
          <dt>{intl.formatMessage(uiMessages.totalSrp)}</dt>
          <dd data-total="srp">{formatPrice(totals.totalSRP)}</dd>
        </div>
        {dealer > 0 ? (
          <>
            <div className="cfg-price__line">
              <dt>{intl.formatMessage(uiMessages.dealerAccessories)}</dt>
              <dd>{formatPrice(dealer)}</dd>
            </div>
            <div className="cfg-price__line cfg-price__line--total">
              <dt>{intl.formatMessage(uiMessages.totalCost)}</dt>
              <dd data-total="cost">{formatPrice(totals.totalCost)}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
});
