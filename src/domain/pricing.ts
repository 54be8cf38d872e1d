import type { BuildConfiguration, PriceValue } from './entities';
import { INSTALL_POINT_DIO } from './entities';

/** Package codes the spec says are always included (product.md section 4 "Prices", product.md section 9). */
export const DEFAULT_PACKAGE_CODES: readonly string[] = ['FE', 'QD'];

/**
 * The packages a shopper chose or can choose: the build's packages without the always-included
 * internal ones (emissions certification, delivery processing), which the steps never offer and
 * the summary does not list as selections. Their prices stay in the totals.
 */
export function shopperPackages<T extends { code: string }>(packages: readonly T[]): T[] {
  return packages.filter((p) => !DEFAULT_PACKAGE_CODES.includes(p.code));
}

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

/** What a price line is for: the trim's base price, the fee, or one chosen item. */
export type PriceLineKind = 'base' | 'dph' | 'exterior' | 'interior' | 'package' | 'accessory';

/** One priced line of a build, in whole dollars, as every view and total reads it. */
export interface PriceLine {
  kind: PriceLineKind;
  /** Item code (colours, packages, accessories); '' for base and dph. */
  code: string;
  /** Item title; '' for base and dph (views name those lines themselves). */
  title: string;
  price: number;
  /** A dealer-installed (DIO) accessory: in totalCost, not in totalSRP. */
  dealerInstalled: boolean;
}

const line = (kind: PriceLineKind, price: number, code = '', title = '', dealerInstalled = false): PriceLine => ({
  kind,
  code,
  title,
  price,
  dealerInstalled,
});

/**
 * The price lines of a build (spec 4 "Prices"), in display order: base MSRP, exterior, interior,
 * each package, each accessory, then the Delivery, Processing and Handling fee. The one place a
 * build's prices are parsed: totals, the price breakdown, the build sheet and the conflict
 * dialog's price effect all read these lines.
 */
export function priceLines(build: PricingInput): PriceLine[] {
  const lines: PriceLine[] = [line('base', parsePrice(build.baseMsrp))];
  if (build.exteriorColor) lines.push(line('exterior', parsePrice(build.exteriorColor.msrp.value), build.exteriorColor.code, build.exteriorColor.title));
  if (build.interiorColor) lines.push(line('interior', parsePrice(build.interiorColor.msrp.value), build.interiorColor.code, build.interiorColor.title));
  for (const p of build.packages ?? []) lines.push(line('package', parsePrice(p.msrp?.value), p.code, p.title));
  for (const a of build.accessories ?? []) {
    // Dealer-installed (DIO) accessories are not part of the suggested retail price.
    const dio = a.installPoint?.toUpperCase() === INSTALL_POINT_DIO;
    lines.push(line('accessory', parseAccessoryPrice(a.msrp?.value), a.code, a.title, dio));
  }
  lines.push(line('dph', parsePrice(build.dph)));
  return lines;
}

const linesByBuild = new WeakMap<object, PriceLine[]>();

/**
 * The price lines of a build object, listed once per object: the breakdown, the build sheet and
 * the summary read the same lines of the same (derived, never mutated) build.
 */
export function linesOf(build: PricingInput): PriceLine[] {
  let lines = linesByBuild.get(build);
  if (!lines) linesByBuild.set(build, (lines = priceLines(build)));
  return lines;
}

/**
 * Totals already computed, by the exact lines they were computed from. A pick is priced once: the
 * optimistic build and the server's confirming answer for the same codes at the same prices share
 * one computation (the pick-to-paint path, issue 26). Bounded: only the latest few are kept.
 */
const computed = new Map<string, Totals>();
const COMPUTED_LIMIT = 16;

/** How many totals were actually computed (not served from the lines already priced): for tests and profiling. */
export const totalsComputations = { count: 0 };

function linesKey(lines: readonly PriceLine[]): string {
  return lines.map((l) => `${l.kind}:${l.code}:${l.price}:${l.dealerInstalled ? 1 : 0}`).join('|');
}

/**
 * Totals of product.md section 4 "Prices":
 * totalSRP = base MSRP + dph + exterior + interior + all packages + accessories except install point DIO;
 * totalCost = the same with every accessory. Default packages (FE, QD) count exactly like any other
 * package in `packages`: they are priced when present, and `withDefaultPackages` keeps them in the
 * code list sent to the server, which returns them with their (usually zero) price.
 */
export function computeTotals(build: PricingInput): Totals {
  const lines = priceLines(build);
  const key = linesKey(lines);
  let totals = computed.get(key);
  if (!totals) {
    totalsComputations.count += 1;
    totals = totalsOf(lines);
    if (computed.size >= COMPUTED_LIMIT) computed.delete(computed.keys().next().value!);
    computed.set(key, totals);
  }
  return totals;
}

/** Totals of price lines (see computeTotals). */
export function totalsOf(lines: readonly PriceLine[]): Totals {
  let totalSRP = 0;
  let dealer = 0;
  for (const l of lines) {
    if (l.dealerInstalled) dealer += l.price;
    else totalSRP += l.price;
  }
  return { totalSRP, totalCost: totalSRP + dealer };
}

/** An item line that a change adds to or takes from the build. */
export type ItemPriceLine = PriceLine & { kind: 'exterior' | 'interior' | 'package' | 'accessory' };

/** What moving from one build to another does to the shopper's price (ADR 0125). */
export interface PriceEffect {
  /** Item lines in the build after and not before (a new colour, package or accessory). */
  added: ItemPriceLine[];
  /** Item lines in the build before and not after: everything that leaves, replaced colours included. */
  removed: ItemPriceLine[];
  /** Items in both builds at another price (another trim can price an option differently): the line after, and the change. */
  repriced: Array<{ line: ItemPriceLine; change: number }>;
  /** Change of the trim's base price (another trim) and of the fee. */
  baseChange: number;
  dphChange: number;
  /** totalSRP(after) - totalSRP(before): the sum of every line above (dealer-installed aside). */
  totalSRP: number;
  /** totalCost(after) - totalCost(before). */
  totalCost: number;
}

const itemKey = (l: PriceLine) => `${l.kind}:${l.code}`;
const isItem = (l: PriceLine): l is ItemPriceLine => l.kind !== 'base' && l.kind !== 'dph';

/**
 * The price effect of going from `before` to `after`, both complete builds: every item added,
 * removed or replaced (a colour swap removes the old colour and adds the new), and the change of
 * the base price and fee. The stated totals are exactly computeTotals(after) - computeTotals(before).
 */
export function priceEffect(before: PricingInput, after: PricingInput): PriceEffect {
  const from = priceLines(before);
  const to = priceLines(after);
  const fromKeys = new Set(from.filter(isItem).map(itemKey));
  const toKeys = new Set(to.filter(isItem).map(itemKey));
  const sumOf = (lines: PriceLine[], kind: PriceLineKind) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.price, 0);
  const a = totalsOf(to);
  const b = totalsOf(from);
  return {
    added: to.filter(isItem).filter((l) => !fromKeys.has(itemKey(l))),
    removed: from.filter(isItem).filter((l) => !toKeys.has(itemKey(l))),
    repriced: to.filter(isItem).flatMap((l) => {
      const was = from.find((f) => itemKey(f) === itemKey(l));
      return was && was.price !== l.price ? [{ line: l, change: l.price - was.price }] : [];
    }),
    baseChange: sumOf(to, 'base') - sumOf(from, 'base'),
    dphChange: sumOf(to, 'dph') - sumOf(from, 'dph'),
    totalSRP: a.totalSRP - b.totalSRP,
    totalCost: a.totalCost - b.totalCost,
  };
}

/**
 * Package codes with the default codes FE and QD always included: the given codes keep their order,
 * duplicates are dropped, and missing defaults are appended. Used for every package-code list sent
 * to the server; the server passes the default packages its trim offers as `defaults`.
 */
export function withDefaultPackages(codes: readonly string[], defaults: readonly string[] = DEFAULT_PACKAGE_CODES): string[] {
  const result: string[] = [];
  for (const code of [...codes, ...defaults]) {
    if (code && !result.includes(code)) result.push(code);
  }
  return result;
}
