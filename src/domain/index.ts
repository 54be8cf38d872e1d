/** Public surface of the pure domain core; named re-exports only (no `export *`). */
export type {
  ALaCarteAttribute,
  ALaCartePricing,
  ALaCarteTrim,
  Accessory,
  ApiConfig,
  ApiLanguage,
  ApiState,
  Brand,
  BuildAccessory,
  BuildColor,
  BuildConfiguration,
  BuildImages,
  BuildMileage,
  BuildPackage,
  BuildStepName,
  CabBed,
  Category,
  ChangeType,
  ColorFamily,
  ColorSubStep,
  Compatibility,
  ConfigImages,
  ConflictResolution,
  ConflictState,
  ContentEnvironment,
  Dealer,
  DealerLookupResult,
  DeepLinkConfigInput,
  DeepLinkResult,
  DefaultConfig,
  DetailOverlay,
  ExteriorColor,
  Filters,
  FullConfiguration,
  Geolocation,
  Grade,
  GradeSummary,
  IdWithAvailability,
  IdWithMsrp,
  Image,
  ImageBackground,
  ImageTimeOfDay,
  ImageVariant,
  InteriorColor,
  ItemType,
  KeyFeature,
  Language,
  LatestItemSelected,
  LuxuryImageVariant,
  MassImageVariant,
  Mileage,
  NoInventoryConfig,
  Package,
  PackageFeature,
  PackageType,
  Powertrain,
  PowertrainSubStep,
  Price,
  PriceValue,
  RecommendationResult,
  RegionLookupResult,
  RegionRedirectEntry,
  RegionState,
  RequiredChange,
  RequiredItem,
  ResolveStep,
  Scene,
  Series,
  SeriesExteriorColor,
  SeriesYearData,
  StepState,
  SuppressionEntry,
  Trim,
  TrimDefaultConfig,
  TrimOption,
  Viewport,
  VisualizerData,
  Warranty,
  Wheels,
} from './entities';
export { CHANGE_TYPES, INSTALL_POINT_DIO, ITEM_TYPES, POWERTRAIN_ITEM_TYPES } from './entities';

export type { PricingInput, Totals } from './pricing';
export {
  computeTotals,
  DEFAULT_PACKAGE_CODES,
  parseAccessoryPrice,
  parsePrice,
  PriceParseError,
  withDefaultPackages,
} from './pricing';

export {
  displayName,
  isTacomaIForceMax,
  NO_INVENTORY_DISPLAY_NAMES,
  noInventoryDisplayName,
  seatingTitle,
  seriesNameBeside,
  seriesWithSecondValue,
  stripIForceMaxAndHybrid,
} from './names';

export type { VehicleNameParts } from './vehicle-name';
export { formatVehicleName } from './vehicle-name';

export type { InventoryLinkBuild, InventoryLinkOptions } from './inventory-link';
export { buildInventoryUrl, inventorySeriesId, inventoryTrimName, splitCabBed } from './inventory-link';

export {
  basePath,
  CONFIGURATOR_SEGMENTS,
  CONTENT_ENVIRONMENTS,
  environmentFromPath,
  graphqlFieldSuffix,
  isEnvironmentSegment,
  languageFromPath,
  SPANISH_PREFIX,
} from './environment';

export type { ParsedRoute, RouteParams } from './routes';
export {
  backNavigationTarget,
  BUILD_STEPS,
  BUILD_SUB_STEPS,
  DEFAULT_MODEL_CODE,
  DEFAULT_MODEL_YEAR,
  modelCodeAndYearFromPath,
  parseRoute,
  routeFor,
} from './routes';

export type { ZipMessageId } from './zip';
export {
  canSubmitZip,
  DEALER_RESULT_CODE_VALID,
  FOCUS_SELECT_DELAY_MS,
  INVALID_ZIP,
  isRegionSetForPaymentEstimator,
  isZipKeyAllowed,
  isZipValid,
  KEY_LISTENER_DELAY_MS,
  PAYMENT_ESTIMATOR_REGION_CODES,
  REGION_CODE_VIRGIN_ISLANDS,
  regionFromLookup,
  sanitizeZipInput,
  ZIP_LENGTH,
  ZIP_MESSAGE_IDS,
  ZIP_MESSAGE_MS,
  zipMessageFor,
} from './zip';

export { cleanAnalyticsTitle, formatNumber, formatPrice, stripHtml, withWwwHost } from './format';

export type { AnalyticsAttributes } from './analytics-attributes';
export { ANALYTICS_BRAND, ANALYTICS_LIST_SEPARATOR, analyticsAttributes } from './analytics-attributes';

export type { PricingAttributeName } from './build';
export {
  applicableSteps,
  buildToApiConfig,
  emptyBuild,
  JELLY_FORMAT,
  JELLY_WIDTH,
  jellyUrl,
  pricingAttributeNames,
} from './build';

export type { BuildSelection } from './build-from-config';
export { buildFromConfiguration } from './build-from-config';
