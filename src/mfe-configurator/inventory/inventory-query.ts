import type { BuildConfiguration } from '../../domain/entities';
import type { InventoryQuery } from '../data/configurator-api';

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
