import type { Brand, BuildConfiguration, ContentEnvironment } from '../../domain/entities';
import type { InventoryMatch } from '../../platform/graphql/inventory-documents';
import type { DeepLinkQuery, InventoryQuery } from '../data/configurator-api';
import { catalogEnvironment, type BuildRequest } from '../overlays/next-steps/next-steps-client';

/** The build as the match query reads it: series, year, trim and codes (the server adds the trim's defaults). */
export function matchInputOf(build: BuildConfiguration, zipcode: string): InventoryQuery {
  return {
    config: {
      seriesId: build.seriesId,
      year: build.year,
      trim: build.trimId,
      exteriorColorCode: build.exteriorColor?.code ?? null,
      interiorColorCode: build.interiorColor?.code ?? null,
      packageCodes: build.packages.map((p) => p.code),
      accessoryCodes: build.accessories.map((a) => a.code),
      ...(build.wheelsCode ? { wheelsCode: build.wheelsCode } : {}),
    },
    zipcode,
  };
}

/** A key that changes exactly when the match query would: the build's codes and the ZIP. */
export function matchKeyOf(input: InventoryQuery): string {
  return JSON.stringify(input);
}

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
