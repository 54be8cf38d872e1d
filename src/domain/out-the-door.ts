import type { PriceSource } from './price-data/price-source';
import { STATE_VEHICLE_TAXES, type VehicleTaxKind } from './price-data/state-vehicle-taxes';
import { DISTRIBUTOR_REGIONS, DOCUMENTATION_FEE_CAPS, INCENTIVES, REGISTRATION_CHARGES } from './price-data/vehicle-fees';

/**
 * The out-the-door estimate (issue 28, docs/price-data.md): what a shopper would pay to drive the
 * build away in a state, line by line, each with its basis and source. Exact integer cents: the
 * lines sum to the total with no rounding left over. A part without a sourced figure is not
 * guessed: it is listed in `omitted` with the reason, and the views say so.
 */

export type OtdLineKind = 'msrp' | 'dealer-accessories' | 'documentation-fee' | 'vehicle-tax' | 'registration' | 'incentives';

/** How a line's amount was reached, for the views to state in the page language. */
export type OtdBasis =
  | { type: 'build' }
  | { type: 'state-cap' }
  | { type: 'rate'; ratePpm: number; baseCents: number; capCents?: number; capped?: boolean }
  | { type: 'no-general-sales-tax' };

export interface OtdLine {
  kind: OtdLineKind;
  /** For tax lines: which tax (sales tax, highway-use tax...). */
  taxKind?: VehicleTaxKind;
  amountCents: number;
  basis: OtdBasis;
  /** null: the figure is the build's own (its prices come from the catalog). */
  source: PriceSource | null;
}

/** Why a part is not in the total. */
export type OtdOmission =
  | { part: 'distributor-fees'; reason: 'no-published-figure'; region: string; source: PriceSource }
  | { part: 'documentation-fee'; reason: 'set-by-dealer' }
  | { part: 'vehicle-tax'; reason: 'no-sourced-figure' }
  | { part: 'local-taxes'; reason: 'vary-by-locality' }
  | { part: 'registration'; reason: 'no-sourced-figure' }
  | { part: 'incentives'; reason: 'none-on-file' };

export interface OtdInput {
  /** Total MSRP with the Delivery, Processing and Handling fee (computeTotals().totalSRP), dollars. */
  totalSRP: number;
  /** The same with dealer-installed accessories (computeTotals().totalCost), dollars. */
  totalCost: number;
  brand: 'toyota' | 'lexus';
  /** Two-letter state of the shopper's ZIP. */
  state: string;
}

export interface OtdEstimate {
  state: string;
  lines: OtdLine[];
  omitted: OtdOmission[];
  /** Sum of the lines, in cents. */
  totalCents: number;
}

/** amount x rate, rounded half up to the cent; exact in integers (amounts stay far below 2^53). */
export function ratePart(baseCents: number, ratePpm: number): number {
  return Math.floor((baseCents * ratePpm + 500_000) / 1_000_000);
}

/**
 * The estimate for a build's totals in a state. The taxable price is the vehicle's price with its
 * dealer-installed accessories (totalCost): the fee caps and rates of the tables apply to it.
 */
export function outTheDoorEstimate(input: OtdInput): OtdEstimate {
  const { state } = input;
  if (!Number.isInteger(input.totalSRP) || !Number.isInteger(input.totalCost) || input.totalSRP < 0 || input.totalCost < input.totalSRP) {
    throw new Error(`outTheDoorEstimate: totals must be whole dollars with totalCost >= totalSRP (got ${input.totalSRP}, ${input.totalCost})`);
  }
  const lines: OtdLine[] = [];
  const omitted: OtdOmission[] = [];
  const priceCents = input.totalCost * 100;
  lines.push({ kind: 'msrp', amountCents: input.totalSRP * 100, basis: { type: 'build' }, source: null });
  if (input.totalCost > input.totalSRP) lines.push({ kind: 'dealer-accessories', amountCents: (input.totalCost - input.totalSRP) * 100, basis: { type: 'build' }, source: null });

  const distributor = DISTRIBUTOR_REGIONS.find((r) => r.brand === input.brand && r.states.includes(state));
  if (distributor) omitted.push({ part: 'distributor-fees', reason: 'no-published-figure', region: distributor.name, source: distributor.source });

  const docFee = DOCUMENTATION_FEE_CAPS[state];
  if (docFee) lines.push({ kind: 'documentation-fee', amountCents: docFee.capCents, basis: { type: 'state-cap' }, source: docFee.source });
  else omitted.push({ part: 'documentation-fee', reason: 'set-by-dealer' });

  const taxes = STATE_VEHICLE_TAXES[state];
  if (!taxes) omitted.push({ part: 'vehicle-tax', reason: 'no-sourced-figure' });
  else {
    // Oregon, Montana, New Hampshire, Delaware, Alaska: a $0 sales-tax line says why there is none.
    if (!taxes.generalSalesTax) lines.push({ kind: 'vehicle-tax', taxKind: 'sales', amountCents: 0, basis: { type: 'no-general-sales-tax' }, source: taxes.noSalesTaxSource ?? null });
    for (const tax of taxes.taxes) {
      const ratePpm = tax.upperRate && priceCents > tax.upperRate.abovePriceCents ? tax.upperRate.ratePpm : tax.ratePpm;
      const full = ratePart(priceCents, ratePpm);
      const capped = tax.capCents !== undefined && full > tax.capCents;
      lines.push({
        kind: 'vehicle-tax',
        taxKind: tax.kind,
        amountCents: capped ? tax.capCents! : full,
        basis: { type: 'rate', ratePpm, baseCents: priceCents, ...(tax.capCents !== undefined ? { capCents: tax.capCents, capped } : {}) },
        source: tax.source,
      });
    }
    if (taxes.localTaxes) omitted.push({ part: 'local-taxes', reason: 'vary-by-locality' });
  }

  const registration = REGISTRATION_CHARGES[state];
  if (registration) lines.push({ kind: 'registration', amountCents: ratePart(priceCents, registration.ratePpm), basis: { type: 'rate', ratePpm: registration.ratePpm, baseCents: priceCents }, source: registration.source });
  else omitted.push({ part: 'registration', reason: 'no-sourced-figure' });

  const incentives = INCENTIVES.filter((i) => i.state === state && i.brand === input.brand);
  if (incentives.length === 0) omitted.push({ part: 'incentives', reason: 'none-on-file' });
  for (const incentive of incentives) lines.push({ kind: 'incentives', amountCents: -incentive.amountCents, basis: { type: 'build' }, source: incentive.source });

  return { state, lines, omitted, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}
