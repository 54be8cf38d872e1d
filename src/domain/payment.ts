/**
 * Payment estimates for the payment-estimator overlay (ADR 0096): cash, finance (standard
 * amortisation) and lease (depreciation fee + finance fee). Pure arithmetic on whole dollars and
 * decimals; taxes, title, registration and dealer fees are never included, the delivery,
 * processing and handling fee (DPH) is, because it is part of the build's total MSRP.
 */

export type PaymentKind = 'cash' | 'finance' | 'lease';

export interface FinanceInput {
  /** Price of the vehicle (the build's total MSRP). */
  price: number;
  downPayment: number;
  tradeIn: number;
  /** Annual percentage rate in percent (4.9 means 4.9 %). */
  apr: number;
  /** Months. */
  term: number;
}

export interface LeaseInput {
  price: number;
  downPayment: number;
  tradeIn: number;
  /** Money factor (APR / 2400 by convention; 0.0025 is about 6 % APR). */
  moneyFactor: number;
  /** Residual value as a percentage of the price (e.g. 58). */
  residualPercent: number;
  term: number;
}

export interface Estimate {
  /** Monthly payment in dollars, rounded to cents (0 for cash). */
  monthly: number;
  /** Amount paid up front (down payment, or the cash price less the trade-in). */
  dueAtSigning: number;
  /** Amount financed (finance) or capitalized cost (lease); 0 for cash. */
  amountFinanced: number;
  /** Sum of all payments plus what was due at signing. */
  totalPaid: number;
  /** Residual value in dollars (lease only, else 0). */
  residual: number;
}

/** Why an input cannot be estimated; the overlay shows a translated message per code. */
export type PaymentInputError = 'price' | 'term' | 'downPayment' | 'tradeIn' | 'apr' | 'moneyFactor' | 'residual' | 'downExceedsPrice';

/** Terms offered by the overlay, in months. */
export const FINANCE_TERMS: readonly number[] = [24, 36, 48, 60, 72];
export const LEASE_TERMS: readonly number[] = [24, 36, 39, 48];

const cents = (value: number): number => Math.round(value * 100) / 100;
const isAmount = (value: number): boolean => Number.isFinite(value) && value >= 0;

function commonErrors(input: { price: number; downPayment: number; tradeIn: number; term: number }): PaymentInputError[] {
  const errors: PaymentInputError[] = [];
  if (!isAmount(input.price) || input.price === 0) errors.push('price');
  if (!Number.isInteger(input.term) || input.term < 1 || input.term > 96) errors.push('term');
  if (!isAmount(input.downPayment)) errors.push('downPayment');
  if (!isAmount(input.tradeIn)) errors.push('tradeIn');
  if (errors.length === 0 && input.downPayment + input.tradeIn >= input.price) errors.push('downExceedsPrice');
  return errors;
}

/** The problems of a finance input; empty when it can be estimated. */
export function financeInputErrors(input: FinanceInput): PaymentInputError[] {
  const errors = commonErrors(input);
  if (!Number.isFinite(input.apr) || input.apr < 0 || input.apr > 30) errors.push('apr');
  return errors;
}

/** The problems of a lease input; empty when it can be estimated. */
export function leaseInputErrors(input: LeaseInput): PaymentInputError[] {
  const errors = commonErrors(input);
  if (!Number.isFinite(input.moneyFactor) || input.moneyFactor < 0 || input.moneyFactor > 0.01) errors.push('moneyFactor');
  if (!Number.isFinite(input.residualPercent) || input.residualPercent <= 0 || input.residualPercent >= 100) errors.push('residual');
  return errors;
}

class PaymentInputInvalid extends RangeError {
  constructor(readonly errors: PaymentInputError[]) {
    super(`Invalid payment input: ${errors.join(', ')}`);
    this.name = 'PaymentInputInvalid';
  }
}

/**
 * Monthly payment of a loan of `principal` over `months` at `apr` percent: P*r / (1 - (1+r)^-n)
 * with r = APR/12; at 0 % it is P/n. Not rounded.
 */
export function amortizedPayment(principal: number, apr: number, months: number): number {
  if (principal <= 0) return 0;
  const r = apr / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** Cash: the price less the trade-in, paid once. */
export function estimateCash(price: number, tradeIn = 0): Estimate {
  if (!isAmount(price) || price === 0) throw new PaymentInputInvalid(['price']);
  if (!isAmount(tradeIn)) throw new PaymentInputInvalid(['tradeIn']);
  const due = cents(Math.max(0, price - tradeIn));
  return { monthly: 0, dueAtSigning: due, amountFinanced: 0, totalPaid: due, residual: 0 };
}

/**
 * Finance: amount financed = price - down payment - trade-in, amortised over the term.
 * Throws a RangeError naming the invalid fields (see financeInputErrors).
 */
export function estimateFinance(input: FinanceInput): Estimate {
  const errors = financeInputErrors(input);
  if (errors.length) throw new PaymentInputInvalid(errors);
  const financed = input.price - input.downPayment - input.tradeIn;
  const monthly = cents(amortizedPayment(financed, input.apr, input.term));
  return {
    monthly,
    dueAtSigning: cents(input.downPayment),
    amountFinanced: cents(financed),
    totalPaid: cents(monthly * input.term + input.downPayment),
    residual: 0,
  };
}

/**
 * Lease: capitalized cost = price - down payment - trade-in; residual = price * residual %;
 * monthly = (cap cost - residual) / n + (cap cost + residual) * money factor.
 * Throws a RangeError naming the invalid fields (see leaseInputErrors), including a residual above
 * the capitalized cost (nothing left to depreciate: the down payment is too large for a lease).
 */
export function estimateLease(input: LeaseInput): Estimate {
  const errors = leaseInputErrors(input);
  if (errors.length) throw new PaymentInputInvalid(errors);
  const capCost = input.price - input.downPayment - input.tradeIn;
  const residual = (input.price * input.residualPercent) / 100;
  if (residual > capCost) throw new PaymentInputInvalid(['downExceedsPrice']);
  const depreciation = (capCost - residual) / input.term;
  const financeFee = (capCost + residual) * input.moneyFactor;
  const monthly = cents(depreciation + financeFee);
  return {
    monthly,
    dueAtSigning: cents(input.downPayment),
    amountFinanced: cents(capCost),
    totalPaid: cents(monthly * input.term + input.downPayment),
    residual: cents(residual),
  };
}

/** The invalid fields of an error thrown by the estimators, or null for any other error. */
export function paymentInputErrorsOf(error: unknown): PaymentInputError[] | null {
  return error instanceof PaymentInputInvalid ? error.errors : null;
}

export interface PaymentDefaults {
  apr: number;
  moneyFactor: number;
  residualPercent: number;
  financeTerm: number;
  leaseTerm: number;
  /** Share of the price suggested as down payment, in percent. */
  downPercent: number;
}

const NATIONAL: PaymentDefaults = { apr: 6.9, moneyFactor: 0.0028, residualPercent: 58, financeTerm: 60, leaseTerm: 36, downPercent: 10 };

/**
 * Starting values by sales region (the region code of the ZIP, server/services/README.md). These
 * are SAMPLE figures for an estimate the shopper edits, not offers: the maker's regional finance
 * programs are not given (ADR 0096). Unknown or missing regions get the national values.
 */
const BY_REGION: Record<string, Partial<PaymentDefaults>> = {
  '10': { apr: 6.4, moneyFactor: 0.0026, residualPercent: 60 },
  '11': { apr: 6.6, moneyFactor: 0.0027 },
  '40': { apr: 7.1, moneyFactor: 0.0029, residualPercent: 56 },
  '50': { apr: 5.9, moneyFactor: 0.0024 },
  '60': { apr: 6.2, moneyFactor: 0.0025 },
  '82': { apr: 7.9, moneyFactor: 0.0033, residualPercent: 52 },
};

/** Default inputs of the estimator for a region code (string or number); national when unknown. */
export function paymentDefaultsFor(regionCode: string | number | null | undefined): PaymentDefaults {
  const key = regionCode == null ? '' : String(regionCode);
  return { ...NATIONAL, ...(BY_REGION[key] ?? {}) };
}
