import { source, type PriceSource } from './price-source';

/**
 * What a state charges on buying a new vehicle, state level (docs/price-data.md). Kinds say how
 * the state taxes it: a general sales tax, or a tax of its own in place of it (North Carolina's
 * highway-use tax, Oregon's privilege tax, Georgia's title ad valorem tax, Delaware's document
 * fee...). Local (city, county, district) rates are never in the table: the estimate says so.
 */
export type VehicleTaxKind =
  | 'sales' // the general sales (or sales and use) tax
  | 'motor-vehicle-sales' // a sales tax of its own for vehicles
  | 'highway-use'
  | 'privilege'
  | 'title-ad-valorem'
  | 'excise'
  | 'usage'
  | 'document-fee'
  | 'infrastructure-fee';

export interface VehicleTax {
  kind: VehicleTaxKind;
  /** Rate in parts per million of the price (7.25 % = 72,500). */
  ratePpm: number;
  /** Above this price (cents) the higher rate applies to the whole price (Connecticut's luxury rate). */
  upperRate?: { abovePriceCents: number; ratePpm: number };
  /** Largest amount, in cents (South Carolina). */
  capCents?: number;
  source: PriceSource;
}

export interface StateVehicleTaxes {
  /** false: the state has no general sales tax (Oregon, Montana, New Hampshire, Delaware, Alaska). */
  generalSalesTax: boolean;
  /** Taxes due on the vehicle at state level; empty when there is none. */
  taxes: VehicleTax[];
  /** Cities, counties or districts add their own rate (not included in the estimate). */
  localTaxes: boolean;
  /** Where the state says it has no general sales tax (or no tax on vehicles). */
  noSalesTaxSource?: PriceSource;
}

const pct = (percent: number): number => Math.round(percent * 10_000);
const DOR = (name: string, url: string) => source(name, url);
const sales = (percent: number, src: PriceSource, localTaxes = true): StateVehicleTaxes => ({ generalSalesTax: true, taxes: [{ kind: 'sales', ratePpm: pct(percent), source: src }], localTaxes });
const instead = (kind: VehicleTaxKind, percent: number, src: PriceSource, localTaxes = false): StateVehicleTaxes => ({ generalSalesTax: true, taxes: [{ kind, ratePpm: pct(percent), source: src }], localTaxes });

/** The states with a sourced figure; a state not here gets no tax line and the estimate says why. */
export const STATE_VEHICLE_TAXES: Readonly<Record<string, StateVehicleTaxes>> = {
  AL: instead('motor-vehicle-sales', 2, DOR('Code of Alabama 40-23-2(4): automotive vehicles 2 %; Alabama Department of Revenue', 'https://www.revenue.alabama.gov/'), true),
  AK: { generalSalesTax: false, taxes: [], localTaxes: true, noSalesTaxSource: DOR('Alaska Department of Revenue: Alaska has no state sales tax', 'https://tax.alaska.gov/') },
  AZ: sales(5.6, DOR('Arizona Department of Revenue: transaction privilege tax, state rate 5.6 %', 'https://azdor.gov/')),
  CA: sales(7.25, DOR('California Department of Tax and Fee Administration: statewide base sales and use tax rate 7.25 %', 'https://www.cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm')),
  CO: sales(2.9, DOR('Colorado Department of Revenue: state sales tax 2.9 %', 'https://tax.colorado.gov/')),
  CT: {
    generalSalesTax: true,
    taxes: [{ kind: 'sales', ratePpm: pct(6.35), upperRate: { abovePriceCents: 5_000_000, ratePpm: pct(7.75) }, source: DOR('Conn. Gen. Stat. 12-408(1): 6.35 %; motor vehicles over $50,000 7.75 %', 'https://portal.ct.gov/drs') }],
    localTaxes: false,
  },
  DE: {
    generalSalesTax: false,
    taxes: [{ kind: 'document-fee', ratePpm: pct(4.25), source: DOR('Delaware DMV: motor vehicle document fee 4.25 % of the purchase price ', 'https://dmv.de.gov/') }],
    localTaxes: false,
    noSalesTaxSource: DOR('Delaware Division of Revenue: Delaware has no sales tax', 'https://revenue.delaware.gov/'),
  },
  FL: sales(6, DOR('Florida Department of Revenue: sales tax 6 %, plus county discretionary surtax on the first $5,000', 'https://floridarevenue.com/')),
  GA: instead('title-ad-valorem', 7, DOR('Georgia Department of Revenue: title ad valorem tax 7 % of the fair market value, in place of sales tax', 'https://dor.georgia.gov/')),
  IL: sales(6.25, DOR('Illinois Department of Revenue: state rate on motor vehicles 6.25 %', 'https://tax.illinois.gov/')),
  IN: sales(7, DOR('Indiana Department of Revenue: sales tax 7 %', 'https://www.in.gov/dor/'), false),
  KY: instead('usage', 6, DOR('KRS 138.460: motor vehicle usage tax 6 %; Kentucky Transportation Cabinet', 'https://drive.ky.gov/')),
  LA: sales(5, DOR('Louisiana Department of Revenue: state sales tax 5 % from 1 January 2025', 'https://revenue.louisiana.gov/')),
  MA: sales(6.25, DOR('Massachusetts Department of Revenue: sales tax on motor vehicles 6.25 %', 'https://www.mass.gov/orgs/massachusetts-department-of-revenue'), false),
  MD: instead('excise', 6, DOR('Maryland MVA: motor vehicle excise (titling) tax 6 %', 'https://mva.maryland.gov/')),
  MI: sales(6, DOR('Michigan Department of Treasury: sales and use tax 6 %', 'https://www.michigan.gov/taxes'), false),
  MN: instead('motor-vehicle-sales', 6.5, DOR('Minn. Stat. 297B.02: motor vehicle sales tax 6.5 %', 'https://www.revenue.state.mn.us/')),
  MO: sales(4.225, DOR('Missouri Department of Revenue: state sales tax on motor vehicles 4.225 %', 'https://dor.mo.gov/')),
  MT: { generalSalesTax: false, taxes: [], localTaxes: false, noSalesTaxSource: DOR('Montana Department of Revenue: Montana has no general sales tax', 'https://mtrevenue.gov/') },
  NC: instead('highway-use', 3, DOR('N.C.G.S. 105-187.3: highway use tax 3 % of the sum paid, in place of sales tax; NCDMV', 'https://www.ncdot.gov/dmv/')),
  NH: { generalSalesTax: false, taxes: [], localTaxes: false, noSalesTaxSource: DOR('New Hampshire Department of Revenue Administration: no general sales tax', 'https://www.revenue.nh.gov/') },
  NJ: sales(6.625, DOR('New Jersey Division of Taxation: sales tax 6.625 %', 'https://www.nj.gov/treasury/taxation/'), false),
  NM: instead('excise', 4, DOR('NMSA 7-14-3: motor vehicle excise tax 4 %; New Mexico MVD', 'https://www.mvd.newmexico.gov/')),
  NV: sales(6.85, DOR('Nevada Department of Taxation: statewide sales tax 6.85 %', 'https://tax.nv.gov/')),
  NY: sales(4, DOR('New York State Department of Taxation and Finance: state sales tax 4 % (Publication 718)', 'https://www.tax.ny.gov/pubs_and_bulls/publications/sales/pub718.htm')),
  OH: sales(5.75, DOR('Ohio Department of Taxation: state sales tax 5.75 %', 'https://tax.ohio.gov/')),
  OK: {
    generalSalesTax: true,
    taxes: [
      { kind: 'excise', ratePpm: pct(3.25), source: DOR('68 O.S. 2103: motor vehicle excise tax 3.25 %; Oklahoma Tax Commission', 'https://oklahoma.gov/tax.html') },
      { kind: 'sales', ratePpm: pct(1.25), source: DOR('Oklahoma Tax Commission: sales tax 1.25 % on new vehicles', 'https://oklahoma.gov/tax.html') },
    ],
    localTaxes: false,
  },
  OR: {
    generalSalesTax: false,
    taxes: [{ kind: 'privilege', ratePpm: pct(0.5), source: DOR('ORS 320.405: vehicle privilege tax 0.5 % of the retail price; Oregon Department of Revenue', 'https://www.oregon.gov/dor/') }],
    localTaxes: false,
    noSalesTaxSource: DOR('Oregon Department of Revenue: Oregon has no sales tax', 'https://www.oregon.gov/dor/'),
  },
  PA: sales(6, DOR('Pennsylvania Department of Revenue: sales tax 6 % (7 % Allegheny County, 8 % Philadelphia)', 'https://www.revenue.pa.gov/')),
  SC: {
    generalSalesTax: true,
    taxes: [{ kind: 'infrastructure-fee', ratePpm: pct(5), capCents: 50_000, source: DOR('South Carolina DMV: infrastructure maintenance fee 5 %, at most $500, in place of sales tax', 'https://scdmvonline.com/') }],
    localTaxes: false,
  },
  TN: sales(7, DOR('Tennessee Department of Revenue: state sales tax 7 %, local tax on the first $1,600 and single article tax', 'https://www.tn.gov/revenue.html')),
  TX: instead('motor-vehicle-sales', 6.25, DOR('Texas Comptroller: motor vehicle sales tax 6.25 %', 'https://comptroller.texas.gov/taxes/motor-vehicle/')),
  UT: sales(4.85, DOR('Utah State Tax Commission: state sales tax 4.85 %', 'https://tax.utah.gov/')),
  VA: instead('motor-vehicle-sales', 4.15, DOR('Va. Code 58.1-2402: motor vehicle sales and use tax 4.15 %; Virginia DMV', 'https://www.dmv.virginia.gov/')),
  WA: {
    generalSalesTax: true,
    taxes: [
      { kind: 'sales', ratePpm: pct(6.5), source: DOR('Washington Department of Revenue: state sales tax 6.5 %', 'https://dor.wa.gov/') },
      { kind: 'motor-vehicle-sales', ratePpm: pct(0.3), source: DOR('RCW 82.08.020(2): motor vehicle sales tax 0.3 %', 'https://dor.wa.gov/') },
    ],
    localTaxes: true,
  },
  WV: instead('privilege', 6, DOR('W. Va. Code 17A-3-4: privilege tax 6 % on titling; West Virginia DMV', 'https://transportation.wv.gov/DMV/')),
};
