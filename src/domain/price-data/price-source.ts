/**
 * Where a figure of the out-the-door estimate comes from (docs/price-data.md). Every row of the
 * price tables carries one; a figure without a source is not in the tables, and the estimate
 * says it is left out.
 */
export interface PriceSource {
  /** The law or the agency page that sets the figure. */
  title: string;
  /** A public address of it. */
  url: string;
  /** The day the figure is stated for: the rate in force on that day per the source. */
  inForceOn: string;
}

/** The day the repository's tables were compiled for: every figure is the one in force then. */
export const TABLES_IN_FORCE_ON = '2025-07-01';

export const source = (title: string, url: string, inForceOn = TABLES_IN_FORCE_ON): PriceSource => ({ title, url, inForceOn });
