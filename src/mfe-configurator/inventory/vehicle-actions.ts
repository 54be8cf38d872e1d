import type { Brand, ContentEnvironment } from '../../domain/entities';
import type { InventoryMatch } from '../../platform/graphql/inventory-documents';
import type { DeepLinkQuery } from '../data/configurator-api';
import { catalogEnvironment, type BuildRequest } from '../overlays/next-steps/next-steps-client';

/** "Build this one": the vehicle's exact configuration, as the deep-link call loads it. */
export function vehicleQueryOf(match: InventoryMatch): DeepLinkQuery {
  const s = match.vehicle.selection;
  return {
    year: match.vehicle.year,
    seriesId: match.vehicle.seriesId,
    trim: s.trimId,
    exteriorColorCode: s.exteriorColorCode,
    interiorColorCode: s.interiorColorCode,
    wheelsCode: s.wheelsCode,
    packageCodes: s.packageCodes,
    accessoryCodes: s.accessoryCodes,
  };
}

/** "Check availability": the vehicle's configuration as the quote request carries it. */
export function vehicleRequestOf(match: InventoryMatch, brand: Brand, environment: ContentEnvironment): BuildRequest {
  const s = match.vehicle.selection;
  return {
    brand,
    environment: catalogEnvironment(environment),
    seriesId: match.vehicle.seriesId,
    year: match.vehicle.year,
    trimCode: s.trimId,
    exteriorColorCode: s.exteriorColorCode,
    interiorColorCode: s.interiorColorCode,
    wheelsCode: s.wheelsCode,
    packageCodes: s.packageCodes,
    accessoryCodes: s.accessoryCodes,
  };
}
