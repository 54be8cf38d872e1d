import { useState, type KeyboardEvent } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import type { BuildConfiguration } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import {
  estimateCash,
  estimateFinance,
  estimateLease,
  FINANCE_TERMS,
  LEASE_TERMS,
  paymentDefaultsFor,
  paymentInputErrorsOf,
  type Estimate,
  type PaymentInputError,
  type PaymentKind,
} from '../../../domain/payment';
import { computeTotals } from '../../../domain/pricing';
import { Modal } from '../../../platform/modal/modal';
import { BuildBrief } from './build-brief';
import { FormField } from './form-field';
import { nextStepsMessages as m } from './next-steps-messages';
import type { NextStepsEnv } from './next-steps-env';
import type { OtdEstimate } from '../../../domain/out-the-door';
import { LazyOutTheDoorRegion } from '../../out-the-door/lazy-out-the-door';
import { useEnvZip } from '../../out-the-door/use-env-zip';

export interface PaymentModalProps {
  open: boolean;
  onClose(): void;
  build: BuildConfiguration;
  /** Region code of the shopper's ZIP; picks the starting rates (domain paymentDefaultsFor). */
  regionCode?: string | null;
  /** With it, the out-the-door estimate for the shopper's ZIP shows and the amount financed starts from it (issue 28). */
  env?: NextStepsEnv;
}

const KINDS: PaymentKind[] = ['cash', 'finance', 'lease'];
const FIELD_LABEL = { price: m.totalMsrp, term: m.term, downPayment: m.downPayment, tradeIn: m.tradeIn, apr: m.apr, moneyFactor: m.moneyFactor, residual: m.residual } as const;
const toNumber = (text: string): number => (text.trim() === '' ? 0 : Number(text.replace(/,/g, '')));
/** Dollars with cents when there are any: 483.3 -> '$483.30', 500 -> '$500'. */
function money(value: number): string {
  const [whole, cents] = value.toFixed(2).split('.');
  return cents === '00' ? formatPrice(whole) : `${formatPrice(whole)}.${cents}`;
}

/**
 * Payment estimator (ADR 0096): cash, finance and lease tabs over the build's total MSRP, with
 * regional starting values the shopper edits. Formulas live in domain/payment.ts.
 */
export function PaymentModal({ open, onClose, build, regionCode, env }: PaymentModalProps) {
  const intl = useIntl();
  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(m.paymentTitle)}>
      <BuildBrief build={build} />
      {/* Mounted per opening, so the starting values follow the region known at that moment. */}
      {open && env ? <OutTheDoorEstimator build={build} regionCode={regionCode} env={env} /> : <PaymentEstimator build={build} regionCode={regionCode} />}
    </Modal>
  );
}

/** The estimator over the out-the-door total of the shopper's ZIP once it is known (the build's total MSRP until then). */
function OutTheDoorEstimator({ build, regionCode, env }: Pick<PaymentModalProps, 'build' | 'regionCode'> & { env: NextStepsEnv }) {
  const zip = useEnvZip(env);
  const [estimate, setEstimate] = useState<OtdEstimate | null>(null);
  return (
    <>
      <LazyOutTheDoorRegion build={build} brand={env.brand} lang={env.lang} zip={zip} onEstimate={setEstimate} />
      {/* Keyed by the total: a new estimate (another ZIP) starts the form again from it. */}
      <PaymentEstimator key={estimate?.totalCents ?? 'msrp'} build={build} regionCode={regionCode} price={estimate ? estimate.totalCents / 100 : undefined} />
    </>
  );
}

function PaymentEstimator({ build, regionCode, price: startPrice }: Pick<PaymentModalProps, 'build' | 'regionCode'> & { price?: number }) {
  const intl = useIntl();
  const id = usePageId();
  const price = startPrice ?? computeTotals(build).totalSRP;
  const [defaults] = useState(() => paymentDefaultsFor(regionCode));
  const [kind, setKind] = useState<PaymentKind>('finance');
  const [values, setValues] = useState(() => ({
    down: String(Math.round((price * defaults.downPercent) / 100 / 100) * 100),
    tradeIn: '0',
    apr: String(defaults.apr),
    moneyFactor: String(defaults.moneyFactor),
    residual: String(defaults.residualPercent),
    financeTerm: String(defaults.financeTerm),
    leaseTerm: String(defaults.leaseTerm),
  }));
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  let estimate: Estimate | null = null;
  let problems: PaymentInputError[] = [];
  try {
    const common = { price, downPayment: toNumber(values.down), tradeIn: toNumber(values.tradeIn) };
    if (kind === 'cash') estimate = estimateCash(price, common.tradeIn);
    else if (kind === 'finance') estimate = estimateFinance({ ...common, apr: toNumber(values.apr), term: Number(values.financeTerm) });
    else estimate = estimateLease({ ...common, moneyFactor: toNumber(values.moneyFactor), residualPercent: toNumber(values.residual), term: Number(values.leaseTerm) });
  } catch (error) {
    problems = paymentInputErrorsOf(error) ?? ['price'];
  }

  const terms = kind === 'lease' ? LEASE_TERMS : FINANCE_TERMS;
  const termKey = kind === 'lease' ? 'leaseTerm' : 'financeTerm';
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = KINDS[(index + step + KINDS.length) % KINDS.length];
    setKind(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <>
      <div role="tablist" className="vc-next__tabs" aria-label={intl.formatMessage(m.paymentTitle)}>
        {KINDS.map((k, index) => (
          <button
            key={k}
            id={`${id}-tab-${k}`}
            type="button"
            role="tab"
            aria-selected={kind === k}
            aria-controls={`${id}-panel`}
            tabIndex={kind === k ? 0 : -1}
            onClick={() => setKind(k)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            {intl.formatMessage(m[k])}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${kind}`} className="vc-next__form">
        {kind !== 'cash' ? (
          <div className="vc-next__field">
            <label htmlFor={`${id}-term`}>{intl.formatMessage(m.term)}</label>
            <select id={`${id}-term`} value={values[termKey]} onChange={(e) => set(termKey)(e.target.value)}>
              {terms.map((t) => (
                <option key={t} value={t}>
                  {intl.formatMessage(m.months, { months: t })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {kind !== 'cash' ? <FormField label={intl.formatMessage(m.downPayment)} inputMode="decimal" value={values.down} onChange={set('down')} /> : null}
        <FormField label={intl.formatMessage(m.tradeIn)} inputMode="decimal" value={values.tradeIn} onChange={set('tradeIn')} />
        {kind === 'finance' ? <FormField label={intl.formatMessage(m.apr)} inputMode="decimal" value={values.apr} onChange={set('apr')} /> : null}
        {kind === 'lease' ? (
          <>
            <FormField label={intl.formatMessage(m.moneyFactor)} inputMode="decimal" value={values.moneyFactor} onChange={set('moneyFactor')} />
            <FormField label={intl.formatMessage(m.residual)} inputMode="decimal" value={values.residual} onChange={set('residual')} />
          </>
        ) : null}
        <output className="vc-next__estimate" aria-live="polite">
          {estimate ? (
            <>
              <strong>{intl.formatMessage(kind === 'cash' ? m.cashDue : m.monthly, { price: money(kind === 'cash' ? estimate.dueAtSigning : estimate.monthly) })}</strong>
              {kind !== 'cash' ? <span>{intl.formatMessage(m.dueAtSigning, { price: money(estimate.dueAtSigning) })}</span> : null}
            </>
          ) : (
            <span role="alert">
              {problems.includes('downExceedsPrice')
                ? intl.formatMessage(m.downTooLarge)
                : intl.formatMessage(m.invalidInput, {
                    fields: problems.map((p) => (p === 'downExceedsPrice' ? '' : intl.formatMessage(FIELD_LABEL[p], { price: formatPrice(price) }))).join(', '),
                  })}
            </span>
          )}
        </output>
        <p className="vc-next__fine-print">{startPrice === undefined ? intl.formatMessage(m.includes, { price: formatPrice(price) }) : intl.formatMessage(m.includesOtd, { price: money(price) })}</p>
      </div>
    </>
  );
}
