import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../../domain/entities';
import { buildLink } from '../../../domain/build-link';
import { formatPrice } from '../../../domain/format';
import { linesOf, type PriceLine } from '../../../domain/pricing';
import { Modal } from '../../../platform/modal/modal';
import { intlLanguage } from '../../../platform/i18n/use-vehicle-name';
import { vehicleName } from './build-brief';
import type { NextStepsEnv } from './next-steps-env';
import { nextStepsMessages as m } from './next-steps-messages';
import { linkTargetOf } from './saved-builds';
import './build-sheet.css';

export interface BuildSheetProps {
  open: boolean;
  onClose(): void;
  build: BuildConfiguration;
  env: NextStepsEnv;
  /** Disclaimers shown on the summary (fuel economy, images); the sheet adds the price note. */
  disclaimers?: string[];
}

/**
 * The build sheet (ADR 0099): a full-screen overlay laid out for paper (@media print in
 * build-sheet.css hides the page behind it) with the build, its prices, disclaimers and a QR code
 * of the build's link drawn by the server (/api/qr).
 */
export function BuildSheet({ open, onClose, build, env, disclaimers = [] }: BuildSheetProps) {
  const intl = useIntl();
  const link = buildLink(env.origin, linkTargetOf(build, env.environment), env.lang);
  const priced = linesOf(build);
  const totals = { totalSRP: build.totalSRP, totalCost: build.totalCost };
  // Base and fee lines carry no title: the sheet names them; item lines keep their own titles.
  const label = (l: PriceLine) => (l.kind === 'base' ? intl.formatMessage(m.baseMsrp) : l.kind === 'dph' ? intl.formatMessage(m.dph) : l.title);
  const lines: Array<[string, number]> = priced.map((l) => [label(l), l.price]);
  const notes = [...new Set([...disclaimers, ...build.disclaimers, intl.formatMessage(m.disclaimer)].filter((d) => d && d.trim()))];
  return (
    <Modal open={open} onClose={onClose} fullScreen title={intl.formatMessage(m.sheetTitle, { vehicle: vehicleName(build, intlLanguage(intl)) })}>
      <div className="vc-sheet">
        <button type="button" className="vc-sheet__print" onClick={() => window.print()}>
          {intl.formatMessage(m.print)}
        </button>
        <table className="vc-sheet__prices">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.item)}</th>
              <th scope="col">{intl.formatMessage(m.price)}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(([label, price], i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row">{label}</th>
                <td>{formatPrice(price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{intl.formatMessage(m.totalMsrp, { price: '' }).trim()}</th>
              <td>{formatPrice(totals.totalSRP)}</td>
            </tr>
            <tr>
              <th scope="row">{intl.formatMessage(m.totalCost)}</th>
              <td>{formatPrice(totals.totalCost)}</td>
            </tr>
          </tfoot>
        </table>
        <figure className="vc-sheet__qr">
          <img src={`/api/qr?url=${encodeURIComponent(link)}`} alt={intl.formatMessage(m.qrAlt)} width={160} height={160} />
          <figcaption>{link}</figcaption>
        </figure>
        <ul className="vc-sheet__notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
