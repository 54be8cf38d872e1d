import { type ItemCompatibility, FREELY_COMPATIBLE, type ItemType, type LatestItemSelected, type RecommendationResult } from '../../src/domain/entities';
import type { CompatibilityEngine, ExplicitPicks } from './compatibility';
import type { Selection } from './series-selection';
import type { SeriesIndex } from './series-index';
import { InvalidInputError } from './configuration-errors';
import { InvalidQueryError, UnknownItemError } from '../rules';
import { vehicleRulesFor } from './vehicle-rules/vehicle-rules';
import type { VehicleSelection } from './vehicle-rules/vehicle-selection';

/** Unknown codes and impossible changes are the client's to fix: invalid input, with the reason. */
function asInputError<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof UnknownItemError || e instanceof InvalidQueryError) throw new InvalidInputError(e.message);
    throw e;
  }
}

const toVehicleSelection = (s: Selection): VehicleSelection => ({
  trim: s.trimCode,
  exteriorColorCode: s.exteriorColorCode || null,
  interiorColorCode: s.interiorColorCode || null,
  wheelsCode: s.wheelsCode || null,
  packageCodes: s.packageCodes,
  accessoryCodes: s.accessoryCodes,
});

const UNKNOWN: ItemCompatibility = { ...FREELY_COMPATIBLE, isCompatible: false };

/**
 * The rules engine behind the data endpoint's compatibility seam (server/configuration/compatibility.ts):
 * exact valid domains and minimal, cost-ranked resolve steps from the series-year's compiled
 * rules (compiled once per loaded catalog file).
 */
export const rulesCompatibilityEngine: CompatibilityEngine = {
  compatibility(index: SeriesIndex, selection: Selection) {
    const domains = asInputError(() => vehicleRulesFor(index.file).domains(toVehicleSelection(selection)));
    // A code the series does not have is simply not compatible (the mappers only ask for known ones).
    return (type: ItemType, code: string): ItemCompatibility => domains[type]?.[code] ?? UNKNOWN;
  },
  recommend(index: SeriesIndex, selection: Selection, latest: LatestItemSelected, explicit: ExplicitPicks): RecommendationResult {
    return asInputError(() => vehicleRulesFor(index.file).recommend(toVehicleSelection(selection), latest, explicit));
  },
  validity(index: SeriesIndex, selection: Selection): RecommendationResult {
    return asInputError(() => vehicleRulesFor(index.file).validity(toVehicleSelection(selection)));
  },
};
