/**
 * Entity types of the configurator (product.md section 3), shared by the browser parcels and the server.
 *
 * Field names are the spec's own. Stability rule: fields and types are only ever ADDED here,
 * never renamed or removed, because server resolvers and every parcel import them.
 *
 * Conventions chosen where the spec is silent (a newcomer would otherwise ask):
 * - Money on server entities (`Price.value`) is a whole number of dollars. Client-side build
 *   values (`PriceValue`) may still be strings such as "1,234" or "$1,234" because the spec says
 *   prices are *parsed* as integers; `parsePrice` in pricing.ts is the one place that parses.
 * - Trims are referenced by their `code` (`trimId`, `applicableTrimId`, `availableWithTrims`,
 *   route `{trimid}`); wheels by their `code` (`defaultConfig.wheelsId`). The spec gives neither an id.
 * - `Package` and `Accessory` carry an `msrp` although the spec's field list omits it: the build
 *   configuration reads `msrp.value` from them and pricing cannot work without it.
 * - A value that may be absent is `null` (serialisable over GraphQL); `?` marks fields that only
 *   some result shapes carry (e.g. series-level extras of the second GetSeries shape).
 */

// The entity types live in five files by theme; this module re-exports them all so that
// every importer keeps one stable path ('src/domain/entities').

export type {
  ApiLanguage,
  Brand,
  Category,
  ChangeType,
  Compatibility,
  ItemCompatibility,
  ContentEnvironment,
  Image,
  ImageBackground,
  ImageTimeOfDay,
  ImageVariant,
  ItemType,
  Language,
  Price,
  PriceValue,
  RequiredItem,
} from './entities-core';
export { FREELY_COMPATIBLE, POWERTRAIN_ITEM_TYPES } from './entities-core';
export type {
  Accessory,
  DefaultConfig,
  ExteriorColor,
  Grade,
  GradeSummary,
  InteriorColor,
  KeyFeature,
  Mileage,
  Package,
  PackageFeature,
  Series,
  SeriesYearData,
  Trim,
  TrimOption,
  Warranty,
  Wheels,
} from './entities-catalog';
export { INSTALL_POINT_DIO } from './entities-catalog';
export type {
  ALaCarteAttribute,
  ALaCartePricing,
  ApiConfig,
  DeepLinkConfigInput,
  FullConfiguration,
  LatestItemSelected,
  RecommendationResult,
  RequiredChange,
  ResolveStep,
} from './entities-results';
export type {
  ApiState,
  BuildAccessory,
  BuildConfiguration,
  BuildPackage,
  BuildStepName,
  DetailOverlay,
  Filters,
  Geolocation,
  Scene,
  StepState,
} from './entities-client';
export type {
  ClosestVehicle,
  Dealer,
  DealerLookupResult,
  NoInventoryConfig,
  RegionLookupResult,
  RegionRedirectEntry,
  RegionState,
  SuppressionEntry,
} from './entities-services';
