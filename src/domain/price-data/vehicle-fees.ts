import { source, type PriceSource } from './price-source';

/** A documentation ("doc") fee a state caps by law: the estimate shows the cap as the most a dealer may charge. */
export interface DocumentationFeeCap {
  capCents: number;
  source: PriceSource;
}

/** States that cap the dealer documentation fee; elsewhere the dealer sets it and no figure is published. */
export const DOCUMENTATION_FEE_CAPS: Readonly<Record<string, DocumentationFeeCap>> = {
  CA: { capCents: 8_500, source: source('California Vehicle Code 4456.5: document processing charge at most $85 (dealers in the electronic registration programme)', 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=VEH&sectionNum=4456.5') },
  NY: { capCents: 17_500, source: source('New York State DMV: dealer documentation fee at most $175', 'https://dmv.ny.gov/') },
};

/** A registration-time charge set as a share of the vehicle's price (California's vehicle license fee). */
export interface RegistrationCharge {
  ratePpm: number;
  source: PriceSource;
}

export const REGISTRATION_CHARGES: Readonly<Record<string, RegistrationCharge>> = {
  CA: { ratePpm: 6_500, source: source('Cal. Rev. & Tax. Code 10752: vehicle license fee 0.65 % of the market value; California DMV', 'https://www.dmv.ca.gov/portal/vehicle-registration/registration-fees/') },
};

/**
 * Regions where an independent distributor, not the maker, supplies the mass brand's dealers and
 * adds equipment and charges of its own. No published figure exists (they vary by dealer and
 * vehicle), so the estimate names the region and leaves the amount out.
 */
export interface DistributorRegion {
  name: string;
  brand: 'toyota' | 'lexus';
  states: readonly string[];
  source: PriceSource;
}

export const DISTRIBUTOR_REGIONS: readonly DistributorRegion[] = [
  { name: 'Gulf States Toyota', brand: 'toyota', states: ['TX', 'OK', 'AR', 'LA', 'MS'], source: source('Gulf States Toyota: independent distributor for Texas, Oklahoma, Arkansas, Louisiana and Mississippi', 'https://www.gstoyota.com/') },
  { name: 'Southeast Toyota Distributors', brand: 'toyota', states: ['FL', 'GA', 'AL', 'SC', 'NC'], source: source('Southeast Toyota Distributors: independent distributor for Florida, Georgia, Alabama, South Carolina and North Carolina', 'https://www.setoyota.com/') },
];

/** Incentives (rebates, credits) on file: none with a source today, so the estimate says none are included. */
export const INCENTIVES: readonly { state: string; brand: string; amountCents: number; source: PriceSource }[] = [];
