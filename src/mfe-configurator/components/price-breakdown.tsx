import { usePageId } from '../../platform/page-id';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../domain/entities';
import { INSTALL_POINT_DIO } from '../../domain/entities';
import { formatPrice } from '../../domain/format';
import { computeTotals, parseAccessoryPrice, parsePrice } from '../../domain/pricing';
import { sharedMessages } from '../../platform/i18n/shared-messages';
import { uiMessages } from './ui-messages';
import './price-breakdown.css';

export interface PriceBreakdownProps {
  build: BuildConfiguration;
}

const isDio = (installPoint: string | undefined) => installPoint?.toUpperCase() === INSTALL_POINT_DIO;

/**
 * Base MSRP, colours, packages, accessories, the Delivery, Processing and Handling fee and the
 * totals. Totals come from domain computeTotals on the build shown, never from a server figure,
 * so the lines always add up to the total on screen.
 */
export function PriceBreakdown({ build }: PriceBreakdownProps) {
  const intl = useIntl();
  const headingId = usePageId();
  const totals = computeTotals(build);
  const packages = build.packages.reduce((sum, p) => sum + parsePrice(p.msrp.value), 0);
  const factory = build.accessories.filter((a) => !isDio(a.installPoint)).reduce((sum, a) => sum + parseAccessoryPrice(a.msrp.value), 0);
  const dealer = build.accessories.filter((a) => isDio(a.installPoint)).reduce((sum, a) => sum + parseAccessoryPrice(a.msrp.value), 0);
  const lines: Array<{ key: string; label: string; value: number }> = [
    { key: 'base', label: intl.formatMessage(uiMessages.baseMsrp), value: parsePrice(build.baseMsrp) },
  ];
  if (build.exteriorColor) {
    lines.push({ key: 'ext', label: intl.formatMessage(uiMessages.exteriorColor, { title: build.exteriorColor.title }), value: parsePrice(build.exteriorColor.msrp.value) });
  }
  if (build.interiorColor) {
    lines.push({ key: 'int', label: intl.formatMessage(uiMessages.interiorColor, { title: build.interiorColor.title }), value: parsePrice(build.interiorColor.msrp.value) });
  }
  lines.push({ key: 'pkg', label: intl.formatMessage(uiMessages.packages), value: packages });
  lines.push({ key: 'acc', label: intl.formatMessage(uiMessages.accessories), value: factory });
  lines.push({ key: 'dph', label: intl.formatMessage(sharedMessages.feeLabel), value: parsePrice(build.dph) });

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
}
