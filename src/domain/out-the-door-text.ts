import type { OtdEstimate, OtdLine, OtdOmission } from './out-the-door';
import { stateName } from './us-states';

/** A message of locales/*.json with plain `{name}` arguments (react-intl on the page, the mail renderer on the server). */
export type Translate = (id: string, values?: Record<string, string>) => string;

/** One row of the estimate as every view shows it: label, basis, amount, source. */
export interface OtdRow {
  label: string;
  basis: string;
  amount: string;
  /** Where the figure comes from (shown as its host, linked); absent for the build's own figures. */
  source?: { url: string; host: string };
}

export interface OtdText {
  rows: OtdRow[];
  total: OtdRow;
  /** One sentence per part left out, and why. */
  omitted: string[];
}

/** Cents as dollars with cents: 227034 -> '$2,270.34'; negatives '-$5.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate in parts per million as a percentage: 72500 -> '7.25%' (US numbers in both languages, docs/spanish-glossary.md). */
export function formatRate(ppm: number): string {
  return `${ppm / 10_000}%`;
}

function lineLabel(line: OtdLine, t: Translate): string {
  if (line.kind === 'vehicle-tax') return t(`otd.tax.${line.taxKind ?? 'sales'}`);
  return t(`otd.line.${line.kind}`);
}

function basisText(line: OtdLine, t: Translate, state: string): string {
  const b = line.basis;
  switch (b.type) {
    case 'build':
      return t('otd.basis.build');
    case 'state-cap':
      return t('otd.basis.stateCap', { state });
    case 'no-general-sales-tax':
      return t('otd.basis.noSalesTax', { state });
    case 'rate': {
      const values = { rate: formatRate(b.ratePpm), base: formatCents(b.baseCents) };
      return b.capCents !== undefined ? t('otd.basis.rateCap', { ...values, cap: formatCents(b.capCents) }) : t('otd.basis.rate', values);
    }
  }
}

function omissionText(o: OtdOmission, t: Translate, state: string): string {
  switch (o.part) {
    case 'distributor-fees':
      return t('otd.omitted.distributor', { region: o.region });
    case 'documentation-fee':
      return t('otd.omitted.documentationFee', { state });
    case 'vehicle-tax':
      return t('otd.omitted.vehicleTax', { state });
    case 'local-taxes':
      return t('otd.omitted.localTaxes');
    case 'registration':
      return t('otd.omitted.registration', { state });
    case 'incentives':
      return t('otd.omitted.incentives');
  }
}

/** The estimate's text in one language, the same for the summary, the payment estimator and the mail. */
export function describeOtd(estimate: OtdEstimate, t: Translate, lang: 'en' | 'es'): OtdText {
  const state = stateName(estimate.state, lang);
  return {
    rows: estimate.lines.map((line) => ({
      label: lineLabel(line, t),
      basis: basisText(line, t, state),
      amount: formatCents(line.amountCents),
      ...(line.source ? { source: { url: line.source.url, host: new URL(line.source.url).host } } : {}),
    })),
    total: { label: t('otd.line.total'), basis: t('otd.basis.total'), amount: formatCents(estimate.totalCents) },
    omitted: estimate.omitted.map((o) => omissionText(o, t, state)),
  };
}
