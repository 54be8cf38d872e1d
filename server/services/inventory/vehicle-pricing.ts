import { computeTotals, type PricingInput, type Totals } from '../../../src/domain/pricing';
import type { CatalogFile, CatalogTrim } from '../../catalog/catalog.schema';
import type { VehicleBuild } from './stock-types';

type Item<K extends 'exteriorColors' | 'interiorColors' | 'packages' | 'accessories'> = CatalogFile[K][number];

/** What one trim offers, by code; packages and accessories carry the trim's price. */
export interface TrimOffer {
  trim: CatalogTrim;
  exterior: Map<string, Item<'exteriorColors'>>;
  interior: Map<string, Item<'interiorColors'>>;
  packages: Map<string, Item<'packages'> & { msrp: number }>;
  accessories: Map<string, Item<'accessories'> & { msrp: number }>;
}

const offers = new WeakMap<CatalogFile, Map<string, TrimOffer>>();

/** What each trim of a file offers, by code, at the trim's prices (computed once per file object). */
export function trimOffers(file: CatalogFile): Map<string, TrimOffer> {
  let byTrim = offers.get(file);
  if (byTrim) return byTrim;
  const ext = new Map(file.exteriorColors.map((c) => [c.id, c]));
  const int = new Map(file.interiorColors.map((c) => [c.id, c]));
  const pkg = new Map(file.packages.map((p) => [p.id, p]));
  const acc = new Map(file.accessories.map((a) => [a.id, a]));
  byTrim = new Map(
    file.trims.map((trim) => [
      trim.code,
      {
        trim,
        exterior: new Map(trim.exteriorColorIds.map((id) => ext.get(id)!).map((c) => [c.code, c])),
        interior: new Map(trim.interiorColorIds.map((id) => int.get(id)!).map((c) => [c.code, c])),
        packages: new Map(trim.packages.map((p) => ({ ...pkg.get(p.id)!, msrp: p.msrp })).map((p) => [p.code, p])),
        accessories: new Map(trim.accessories.map((a) => ({ ...acc.get(a.id)!, msrp: a.msrp })).map((a) => [a.code, a])),
      },
    ]),
  );
  offers.set(file, byTrim);
  return byTrim;
}

/**
 * The build as the configurator's pricing reads it (src/domain/pricing PricingInput), with the
 * titles of `file` (pass a localized file for the shopper's language). Throws when the trim does
 * not offer one of the codes: a stored vehicle the catalog no longer describes is not priced.
 */
export function pricingInputOf(file: CatalogFile, build: VehicleBuild): PricingInput {
  const offer = trimOffers(file).get(build.trimCode);
  if (!offer) throw new Error(`${file.seriesId} ${file.year}: unknown trim ${build.trimCode}`);
  const need = <T>(map: Map<string, T>, code: string, what: string): T => {
    const found = map.get(code);
    if (!found) throw new Error(`${file.seriesId} ${file.year} ${build.trimCode}: ${what} ${code} is not offered`);
    return found;
  };
  const exterior = need(offer.exterior, build.exteriorColorCode, 'exterior colour');
  const interior = need(offer.interior, build.interiorColorCode, 'interior colour');
  return {
    baseMsrp: offer.trim.msrp,
    dph: file.dph,
    exteriorColor: { code: exterior.code, title: exterior.title, msrp: { value: exterior.msrp } },
    interiorColor: { code: interior.code, title: interior.title, msrp: { value: interior.msrp } },
    packages: build.packageCodes.map((code) => need(offer.packages, code, 'package')).map((p) => ({ code: p.code, title: p.title, type: p.type, msrp: { value: p.msrp } })),
    accessories: build.accessoryCodes.map((code) => need(offer.accessories, code, 'accessory')).map((a) => ({ code: a.code, title: a.title, installPoint: a.installPoint, msrp: { value: a.msrp } })),
  };
}

/** Totals of a build by the configurator's one price rule (computeTotals). */
export function priceBuild(file: CatalogFile, build: VehicleBuild): Totals {
  return computeTotals(pricingInputOf(file, build));
}
