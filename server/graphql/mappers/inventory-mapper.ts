import { parseAccessoryPrice, parsePrice } from '../../../src/domain/pricing';
import { INSTALL_POINT_DIO } from '../../../src/domain/entities';
import type { CatalogFile } from '../../catalog/catalog.schema';
import { jellyImageUrl } from '../../services/images/image-urls';
import type { RankedVehicle } from '../../services/inventory/inventory-matcher';
import { matchDetails } from '../../services/inventory/match-details';
import type { VehicleBuild } from '../../services/inventory/stock-types';
import { trimOffers } from '../../services/inventory/vehicle-pricing';
import type { GqlInventoryMatch, GqlInventoryVehicle } from '../generated/resolver-types';

const DAY_MS = 86_400_000;

/** The arrival date of a vehicle in transit, or null once that day has come (it is on the lot). */
export function arrivalOf(generatedOn: string, arrivalDay: number | null, today: string): string | null {
  if (arrivalDay === null) return null;
  const date = new Date(Date.parse(`${generatedOn}T00:00:00Z`) + arrivalDay * DAY_MS).toISOString().slice(0, 10);
  return date > today ? date : null;
}

/** A stock vehicle as the GraphQL answer shows it, in `file`'s language. */
export function inventoryVehicle(file: CatalogFile, ranked: RankedVehicle, generatedOn: string, today: string): GqlInventoryVehicle {
  const v = ranked.entry.vehicle;
  const offer = trimOffers(file).get(v.trimCode)!;
  const exterior = offer.exterior.get(v.exteriorColorCode)!;
  const interior = offer.interior.get(v.interiorColorCode)!;
  const arrivalDate = arrivalOf(generatedOn, v.arrivalDay, today);
  return {
    vin: v.vin,
    year: v.year,
    seriesId: v.seriesId,
    seriesName: file.seriesName,
    gradeName: file.grades.find((g) => g.id === offer.trim.gradeId)?.gradeName ?? '',
    trimTitle: offer.trim.title,
    status: arrivalDate ? 'IN_TRANSIT' : 'IN_STOCK',
    arrivalDate,
    totalSRP: v.totalSRP,
    totalCost: v.totalCost,
    exteriorColorTitle: exterior.title,
    interiorColorTitle: interior.title,
    imageUrl: jellyImageUrl({ brand: file.brand, seriesId: file.seriesId, year: file.year, bodyStyle: file.bodyStyle, colorCode: exterior.code, hex: exterior.hexCode }),
    selection: {
      trimId: v.trimCode,
      exteriorColorCode: v.exteriorColorCode,
      interiorColorCode: v.interiorColorCode,
      wheelsCode: v.wheelsCode,
      packageCodes: v.packageCodes,
      accessoryCodes: v.accessoryCodes,
    },
    packages: v.packageCodes.map((code) => {
      const p = offer.packages.get(code)!;
      return { code, title: p.title, price: parsePrice(p.msrp), dealerInstalled: false };
    }),
    accessories: v.accessoryCodes.map((code) => {
      const a = offer.accessories.get(code)!;
      return { code, title: a.title, price: parseAccessoryPrice(a.msrp), dealerInstalled: a.installPoint === INSTALL_POINT_DIO };
    }),
  };
}

/** A ranked vehicle with its dealer and its differences from the build. */
export function inventoryMatch(file: CatalogFile, build: VehicleBuild, ranked: RankedVehicle, generatedOn: string, today: string): GqlInventoryMatch {
  const { dealer } = ranked;
  const details = matchDetails(file, build, ranked.entry.vehicle);
  return {
    vehicle: inventoryVehicle(file, ranked, generatedOn, today),
    dealer: { id: dealer.id, name: dealer.name, city: dealer.city, state: dealer.state, zip: dealer.zip, phone: dealer.phone, distance: Math.round(ranked.distance * 10) / 10 },
    differences: details.differences,
    srpDifference: details.srpDifference,
    costDifference: details.costDifference,
  };
}
