import type { BuildConfiguration, PriceValue } from './entities';
import { INSTALL_POINT_DIO } from './entities';

/** Package codes the spec says are always included (product.md section 4 "Prices", product.md section 9). */
export const DEFAULT_PACKAGE_CODES: readonly string[] = ['FE', 'QD'];

/** Thrown when a price cannot be read as a number; the message names the bad value. */
export class PriceParseError extends Error {
  constructor(readonly input: unknown) {
    super(`Cannot parse price: ${JSON.stringify(input)}`);
    this.name = 'PriceParseError';
  }
}

// Digits with an optional sign and fraction, after '$', ',' and spaces are removed.
const NUMERIC = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

function toNumber(input: PriceValue | null | undefined): number {
  if (input === null || input === undefined) return 0;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new PriceParseError(input);
    return input;
  }
  if (typeof input !== 'string') throw new PriceParseError(input);
  const cleaned = input.replace(/[$,\s]/g, '');
  if (cleaned === '') return 0;
  if (!NUMERIC.test(cleaned)) throw new PriceParseError(input);
  return Number(cleaned);
}

// Math.trunc/ceil can yield -0; prices never need a signed zero.
const noNegativeZero = (n: number): number => (n === 0 ? 0 : n);

/**
 * Parses a price as an integer, the way the spec's "prices are parsed as integers" reads:
 * "$1,234.99" -> 1234 (fraction dropped, like parseInt). Missing or empty values count as 0,
 * because an unpriced item adds nothing. Throws PriceParseError on non-numeric text.
 */
export function parsePrice(input: PriceValue | null | undefined): number {
  return noNegativeZero(Math.trunc(toNumber(input)));
}

/** Parses an accessory price, rounded UP to whole dollars ("$99.01" -> 100). */
export function parseAccessoryPrice(input: PriceValue | null | undefined): number {
  return noNegativeZero(Math.ceil(toNumber(input)));
}

/** The build fields the totals depend on. */
export type PricingInput = Pick<
  BuildConfiguration,
  'baseMsrp' | 'dph' | 'exteriorColor' | 'interiorColor' | 'packages' | 'accessories'
>;

export interface Totals {
  totalSRP: number;
  totalCost: number;
}

/**
 * Totals of product.md section 4 "Prices":
 * totalSRP = base MSRP + dph + exterior + interior + all packages + accessories except install point DIO;
 * totalCost = the same with every accessory. Default packages (FE, QD) count exactly like any other
 * package in `packages`: they are priced when present, and `withDefaultPackages` keeps them in the
 * code list sent to the server, which returns them with their (usually zero) price.
 */
export function computeTotals(build: PricingInput): Totals {
  const base =
    parsePrice(build.baseMsrp) +
    parsePrice(build.dph) +
    parsePrice(build.exteriorColor?.msrp.value) +
    parsePrice(build.interiorColor?.msrp.value) +
    (build.packages ?? []).reduce((sum, p) => sum + parsePrice(p.msrp?.value), 0);
  let factoryAccessories = 0;
  let dealerAccessories = 0;
  for (const accessory of build.accessories ?? []) {
    const price = parseAccessoryPrice(accessory.msrp?.value);
    // Dealer-installed (DIO) accessories are not part of the suggested retail price.
    if (accessory.installPoint?.toUpperCase() === INSTALL_POINT_DIO) dealerAccessories += price;
    else factoryAccessories += price;
  }
  return {
    totalSRP: base + factoryAccessories,
    totalCost: base + factoryAccessories + dealerAccessories,
  };
}

/**
 * Package codes with the default codes FE and QD always included: the given codes keep their order,
 * duplicates are dropped, and missing defaults are appended. Used for every package-code list sent
 * to the server.
 */
export function withDefaultPackages(codes: readonly string[]): string[] {
  const result: string[] = [];
  for (const code of [...codes, ...DEFAULT_PACKAGE_CODES]) {
    if (code && !result.includes(code)) result.push(code);
  }
  return result;
}
