/* Generated from server/graphql/schema.graphql by server/graphql/resolver-types.codegen.ts: do not edit.
 * Run `npm run graphql:resolver-types` after changing the schema. */
import type { GraphQLResolveInfo } from 'graphql';
import type { DataContext } from '../../configuration/data-context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A price in whole US dollars with its legal disclaimer. */
export type GqlPrice = {
  __typename?: 'Price';
  value: Scalars['Float']['output'];
  disclaimer: Scalars['String']['output'];
};

export type GqlCategory = {
  __typename?: 'Category';
  id: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type GqlKeyFeature = {
  __typename?: 'KeyFeature';
  id: Scalars['String']['output'];
  title: Scalars['String']['output'];
  category: Scalars['String']['output'];
};

/** Series-level colour swatch (second GetSeries shape). */
export type GqlSeriesExteriorColor = {
  __typename?: 'SeriesExteriorColor';
  code: Scalars['String']['output'];
  hexCode: Scalars['String']['output'];
  id: Scalars['String']['output'];
};

export type GqlMileage = {
  __typename?: 'Mileage';
  category: Scalars['String']['output'];
  city: Maybe<Scalars['Float']['output']>;
  combined: Maybe<Scalars['Float']['output']>;
  highway: Maybe<Scalars['Float']['output']>;
  isAvailable: Scalars['Boolean']['output'];
  mpge: Maybe<Scalars['Float']['output']>;
  range: Maybe<Scalars['Float']['output']>;
};

/** Luxury brand: one selectable scene background. */
export type GqlImageBackground = {
  __typename?: 'ImageBackground';
  thumbnail: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Luxury brand: one selectable time of day. */
export type GqlImageTimeOfDay = {
  __typename?: 'ImageTimeOfDay';
  icon: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/**
 * An image. Mass-brand renders carry angle and background (the URL of the background image at that
 * angle). Luxury-brand renders carry angle plus the lists backgrounds and timesOfDay; GraphQL cannot
 * give one field two types, so the lists have their own names (addition, see ADR 0041).
 */
export type GqlImage = {
  __typename?: 'Image';
  alias: Scalars['String']['output'];
  disclaimer: Scalars['String']['output'];
  isHero: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
  angle: Maybe<Scalars['String']['output']>;
  background: Maybe<Scalars['String']['output']>;
  time: Maybe<Scalars['String']['output']>;
  backgrounds: Maybe<Array<GqlImageBackground>>;
  timesOfDay: Maybe<Array<GqlImageTimeOfDay>>;
};

export type GqlConfigImages = {
  __typename?: 'ConfigImages';
  exterior: Array<GqlImage>;
  interior: Array<GqlImage>;
  background: Maybe<GqlImage>;
};

export type GqlItemType =
  | 'EXTERIOR_COLOR'
  | 'INTERIOR_COLOR'
  | 'PACKAGE'
  | 'ACCESSORY'
  | 'CAB_BED'
  | 'ENGINE'
  | 'DRIVE'
  | 'TRANSMISSION'
  | 'SEATING'
  | 'WHEELS';

export type GqlChangeType =
  | 'ADD'
  | 'REMOVE';

export type GqlRequiredItem = {
  __typename?: 'RequiredItem';
  itemCode: Scalars['String']['output'];
  itemType: GqlItemType;
};

/** Compatibility of an item with the current configuration. */
export type GqlCompatibility = {
  __typename?: 'Compatibility';
  /** The item can be picked as things stand, with no other change. */
  isCompatible: Scalars['Boolean']['output'];
  /** Trim codes with which the item is available. */
  availableWithTrims: Array<Scalars['String']['output']>;
  /** What picking the item also adds (the cheapest way, once excludedBy is gone). */
  requiredItems: Array<GqlRequiredItem>;
  /** (addition) The current picks the item cannot go with, by the rules engine for this build: removing them (and adding requiredItems) frees it, and none of them is superfluous. */
  excludedBy: Array<GqlRequiredItem>;
  /** (addition) The shopper's grade rules the item out; availableWithTrims says where it is offered. */
  excludedByGrade: Scalars['Boolean']['output'];
  /** (addition) For a chosen package or accessory: it can be removed with no other change. */
  isRemovable: Scalars['Boolean']['output'];
  /** (addition) For a chosen item that cannot simply be removed: the current picks that need it. */
  requiredBy: Array<GqlRequiredItem>;
};

/** A trim option: drive, engine, transmission, horsepower or seating. */
export type GqlTrimOption = {
  __typename?: 'TrimOption';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  disclaimer: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  value: Scalars['String']['output'];
  compatibility: GqlCompatibility;
};

export type GqlPowertrain = {
  __typename?: 'Powertrain';
  drive: GqlTrimOption;
  engine: GqlTrimOption;
  horsepower: GqlTrimOption;
  transmission: GqlTrimOption;
};

/** Truck cab and bed; measurements are display strings (inches). */
export type GqlCabBed = {
  __typename?: 'CabBed';
  code: Scalars['String']['output'];
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  description: Scalars['String']['output'];
  bedDepth: Scalars['String']['output'];
  bedLength: Scalars['String']['output'];
  bedWidth: Scalars['String']['output'];
  betweenWheelWell: Scalars['String']['output'];
  cabDetails: Scalars['String']['output'];
  overallHeight: Scalars['String']['output'];
  overallLength: Scalars['String']['output'];
  overallWidth: Scalars['String']['output'];
  cabDescription: Maybe<Scalars['String']['output']>;
  bedDescription: Maybe<Scalars['String']['output']>;
  /** (addition) whether the cab/bed can be picked with the current configuration. */
  compatibility: Maybe<GqlCompatibility>;
};

export type GqlIdWithMsrp = {
  __typename?: 'IdWithMsrp';
  id: Scalars['String']['output'];
  msrp: GqlPrice;
};

export type GqlIdWithAvailability = {
  __typename?: 'IdWithAvailability';
  id: Scalars['String']['output'];
  availability: Scalars['String']['output'];
};

export type GqlDefaultConfig = {
  __typename?: 'DefaultConfig';
  accessoryIds: Array<Scalars['String']['output']>;
  exteriorColorId: Scalars['String']['output'];
  interiorColorId: Scalars['String']['output'];
  packageIds: Array<Scalars['String']['output']>;
  trimId: Scalars['String']['output'];
  wheelsId: Scalars['String']['output'];
};

export type GqlTrimDefaultConfig = {
  __typename?: 'TrimDefaultConfig';
  accessoryIds: Array<Scalars['String']['output']>;
  exteriorColorId: Scalars['String']['output'];
  interiorColorId: Scalars['String']['output'];
  packageIds: Array<Scalars['String']['output']>;
  trimId: Scalars['String']['output'];
  wheelsId: Scalars['String']['output'];
  msrp: GqlPrice;
};

export type GqlTrim = {
  __typename?: 'Trim';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  description: Scalars['String']['output'];
  shortDescription: Scalars['String']['output'];
  fuelType: Scalars['String']['output'];
  isDefaultTrim: Scalars['Boolean']['output'];
  defaultColorId: Scalars['String']['output'];
  msrp: GqlPrice;
  defaultConfig: GqlTrimDefaultConfig;
  horsepower: GqlTrimOption;
  images: Array<GqlImage>;
  mileage: GqlMileage;
  exteriorColorIds: Array<Scalars['String']['output']>;
  interiorColorIds: Array<Scalars['String']['output']>;
  warrantyIds: Array<Scalars['String']['output']>;
  wheelCodes: Array<Scalars['String']['output']>;
  accessoryIds: Array<GqlIdWithMsrp>;
  packageIds: Array<GqlIdWithMsrp>;
  keyFeatureIds: Array<GqlIdWithAvailability>;
  featureIds: Array<GqlIdWithAvailability>;
  drive: GqlTrimOption;
  engine: GqlTrimOption;
  transmission: GqlTrimOption;
  seating: Maybe<GqlTrimOption>;
  powertrain: GqlPowertrain;
  cabBed: Maybe<GqlCabBed>;
};

export type GqlGrade = {
  __typename?: 'Grade';
  gradeName: Scalars['String']['output'];
  /** (addition) Whom the grade suits, one sentence in the page language (issue 27). */
  suits: Scalars['String']['output'];
  /** (addition) Two or three things the grade adds over addsOver, the next cheaper grade; empty on the first grade. */
  adds: Array<Scalars['String']['output']>;
  /** (addition) The grade name that adds is measured against; null on the first grade. */
  addsOver: Maybe<Scalars['String']['output']>;
  asShownPrice: GqlPrice;
  baseMsrp: GqlPrice;
  hasSeatingOptions: Scalars['Boolean']['output'];
  image: GqlImage;
  exteriorColorIds: Array<Scalars['String']['output']>;
  interiorColorIds: Array<Scalars['String']['output']>;
  mileage: GqlMileage;
  trims: Array<GqlTrim>;
};

export type GqlSeriesYearData = {
  __typename?: 'SeriesYearData';
  year: Scalars['Int']['output'];
  categories: Array<GqlCategory>;
  currentVersion: Scalars['String']['output'];
  date: Scalars['String']['output'];
  fuelType: Scalars['String']['output'];
  grades: Array<GqlGrade>;
  images: Array<GqlImage>;
  mileage: GqlMileage;
  seating: Scalars['String']['output'];
  startingMsrp: GqlPrice;
  status: Scalars['String']['output'];
  trims: Array<GqlTrim>;
};

export type GqlSeries = {
  __typename?: 'Series';
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  yearSpecificData: Array<GqlSeriesYearData>;
  keyFeatures: Array<GqlKeyFeature>;
  exteriorColors: Array<GqlSeriesExteriorColor>;
};

export type GqlColorFamily = {
  __typename?: 'ColorFamily';
  hexCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type GqlExteriorColor = {
  __typename?: 'ExteriorColor';
  code: Scalars['String']['output'];
  id: Scalars['String']['output'];
  title: Scalars['String']['output'];
  hexCode: Scalars['String']['output'];
  colorFamilies: Array<GqlColorFamily>;
  images: Array<GqlImage>;
  isExtraCostColor: Scalars['Boolean']['output'];
  msrp: GqlPrice;
  compatibility: GqlCompatibility;
};

export type GqlInteriorColor = {
  __typename?: 'InteriorColor';
  code: Scalars['String']['output'];
  id: Scalars['String']['output'];
  title: Scalars['String']['output'];
  hexCode: Scalars['String']['output'];
  colorFamilies: Array<GqlColorFamily>;
  images: Array<GqlImage>;
  isExtraCostColor: Scalars['Boolean']['output'];
  msrp: GqlPrice;
  compatibility: GqlCompatibility;
  material: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type GqlWheels = {
  __typename?: 'Wheels';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  image: GqlImage;
  compatibility: GqlCompatibility;
  /** Only optional (extra-cost) wheels carry a price. */
  msrp: Maybe<GqlPrice>;
};

export type GqlPackageType =
  | 'PACKAGE'
  | 'OPTION';

export type GqlPackageFeature = {
  __typename?: 'PackageFeature';
  category: Scalars['String']['output'];
  disclaimer: Scalars['String']['output'];
  subCategories: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type GqlPackage = {
  __typename?: 'Package';
  id: Scalars['String']['output'];
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  description: Scalars['String']['output'];
  type: GqlPackageType;
  availability: Scalars['String']['output'];
  category: Scalars['String']['output'];
  subCategories: Array<Scalars['String']['output']>;
  installPoint: Scalars['String']['output'];
  images: Array<GqlImage>;
  packageFeatures: Array<GqlPackageFeature>;
  /** Accessory codes the package brings with it (added and removed with it). */
  includedAccessoryCodes: Array<Scalars['String']['output']>;
  compatibility: GqlCompatibility;
  msrp: GqlPrice;
};

export type GqlAccessory = {
  __typename?: 'Accessory';
  id: Scalars['String']['output'];
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  description: Scalars['String']['output'];
  disclaimer: Scalars['String']['output'];
  warranty: Scalars['String']['output'];
  installPoint: Scalars['String']['output'];
  includedAccessoryIds: Array<Scalars['String']['output']>;
  isPopularAccessory: Scalars['Boolean']['output'];
  images: Array<GqlImage>;
  compatibility: GqlCompatibility;
  msrp: GqlPrice;
  /** (addition) grouping in the accessories step. */
  category: Scalars['String']['output'];
  /** (addition) subsection within the category. */
  subsection: Scalars['String']['output'];
};

export type GqlWarranty = {
  __typename?: 'Warranty';
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One attribute of a trim in a-la-carte pricing: price difference against the current trim and whether it conflicts. */
export type GqlALaCarteAttribute = {
  __typename?: 'ALaCarteAttribute';
  code: Scalars['String']['output'];
  msrpDifference: Scalars['Float']['output'];
  conflict: Scalars['Boolean']['output'];
};

export type GqlALaCarteAttributes = {
  __typename?: 'ALaCarteAttributes';
  drive: GqlALaCarteAttribute;
  engine: GqlALaCarteAttribute;
  transmission: GqlALaCarteAttribute;
  seating: Maybe<GqlALaCarteAttribute>;
  cabBed: Maybe<GqlALaCarteAttribute>;
};

export type GqlALaCarteTrim = {
  __typename?: 'ALaCarteTrim';
  trimId: Scalars['String']['output'];
  baseMsrp: Scalars['Float']['output'];
  attributes: GqlALaCarteAttributes;
};

export type GqlALaCartePricing = {
  __typename?: 'ALaCartePricing';
  trims: Array<GqlALaCarteTrim>;
};

/** (addition) Every value of the cab/bed, seating and powertrain steps the grade offers, each with its compatibility. */
export type GqlConfigurationChoices = {
  __typename?: 'ConfigurationChoices';
  cabBeds: Array<GqlCabBed>;
  engines: Array<GqlTrimOption>;
  drives: Array<GqlTrimOption>;
  transmissions: Array<GqlTrimOption>;
  seatings: Array<GqlTrimOption>;
};

/** (addition) The selection the configuration was computed for, after the latest items were applied. */
export type GqlSelectedConfig = {
  __typename?: 'SelectedConfig';
  trimId: Scalars['String']['output'];
  exteriorColorCode: Scalars['String']['output'];
  interiorColorCode: Scalars['String']['output'];
  wheelsCode: Scalars['String']['output'];
  packageCodes: Array<Scalars['String']['output']>;
  accessoryCodes: Array<Scalars['String']['output']>;
};

export type GqlFullConfiguration = {
  __typename?: 'FullConfiguration';
  accessories: Array<GqlAccessory>;
  categories: Array<GqlCategory>;
  configImages: GqlConfigImages;
  defaultConfig: GqlDefaultConfig;
  /** Delivery, Processing and Handling fee. */
  dph: GqlPrice;
  exteriorColors: Array<GqlExteriorColor>;
  interiorColors: Array<GqlInteriorColor>;
  grade: GqlGrade;
  mileage: GqlMileage;
  msrp: GqlPrice;
  packages: Array<GqlPackage>;
  seating: Array<GqlTrimOption>;
  seriesId: Scalars['String']['output'];
  seriesName: Scalars['String']['output'];
  trim: GqlTrim;
  warranties: Array<GqlWarranty>;
  wheels: Array<GqlWheels>;
  year: Scalars['Int']['output'];
  keyFeatures: Array<GqlKeyFeature>;
  aLaCartePricing: GqlALaCartePricing;
  /** (addition) */
  choices: GqlConfigurationChoices;
  /** (addition) */
  currentConfig: GqlSelectedConfig;
  /** (addition) The selection is a car the rules accept. When false, resolveSteps says how to make it one (cheapest first). */
  isConfigValid: Scalars['Boolean']['output'];
  /** (addition) Up to three ways to make an invalid selection buildable; empty when isConfigValid. */
  resolveSteps: Array<GqlResolveStep>;
};

export type GqlDeepLinkResult = {
  __typename?: 'DeepLinkResult';
  config: GqlFullConfiguration;
  isDeepLinkValid: Scalars['Boolean']['output'];
};

export type GqlRequiredChange = {
  __typename?: 'RequiredChange';
  changeType: GqlChangeType;
  itemCode: Scalars['String']['output'];
  itemType: GqlItemType;
};

export type GqlResolveStep = {
  __typename?: 'ResolveStep';
  /** Trim code to switch to, or null when the trim stays. */
  applicableTrimId: Maybe<Scalars['String']['output']>;
  weight: Scalars['Float']['output'];
  requiredChanges: Array<GqlRequiredChange>;
};

export type GqlRecommendationResult = {
  __typename?: 'RecommendationResult';
  isConfigValid: Scalars['Boolean']['output'];
  resolveSteps: Array<GqlResolveStep>;
};

/** The current selection sent to the server (product.md section 3 'API config'). */
export type GqlApiConfig = {
  brand: Scalars['String']['input'];
  year: Scalars['Int']['input'];
  seriesId: Scalars['String']['input'];
  /** Trim code; without it the grade's (or the series') default trim. */
  trim?: InputMaybe<Scalars['String']['input']>;
  grade?: InputMaybe<Scalars['String']['input']>;
  exteriorColorCode?: InputMaybe<Scalars['String']['input']>;
  interiorColorCode?: InputMaybe<Scalars['String']['input']>;
  packageCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  accessoryCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** (addition) wheels code; the trim's default wheels when absent. */
  wheelsCode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};

/** (addition) The items the shopper picked explicitly (the rest of the config are defaults). */
export type GqlCurrentSelectedConfig = {
  trim?: InputMaybe<Scalars['String']['input']>;
  grade?: InputMaybe<Scalars['String']['input']>;
  exteriorColorCode?: InputMaybe<Scalars['String']['input']>;
  interiorColorCode?: InputMaybe<Scalars['String']['input']>;
  packageCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  accessoryCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  wheelsCode?: InputMaybe<Scalars['String']['input']>;
};

export type GqlLatestItemSelected = {
  itemCode: Scalars['String']['input'];
  itemType: GqlItemType;
  changeType: GqlChangeType;
  availableWithTrimIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type GqlConfigInputGrade = {
  brand: Scalars['String']['input'];
  seriesId: Scalars['String']['input'];
  year: Scalars['Int']['input'];
  region?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  gradeName?: InputMaybe<Scalars['String']['input']>;
  trimId?: InputMaybe<Scalars['String']['input']>;
};

export type GqlDeepLinkConfigInput = {
  brand: Scalars['String']['input'];
  year: Scalars['Int']['input'];
  seriesId: Scalars['String']['input'];
  trim?: InputMaybe<Scalars['String']['input']>;
  accessoryCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  packageCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  exteriorColorCode?: InputMaybe<Scalars['String']['input']>;
  interiorColorCode?: InputMaybe<Scalars['String']['input']>;
  /** (addition) wheels code (the resolver reads it through selectionFromInput); the trim's default wheels when absent. */
  wheelsCode?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
};

/** (addition, issue 28) Whether the inventory's stock is loaded: it loads after the server starts. */
export type GqlInventoryReadiness =
  | 'LOADING'
  | 'READY'
  | 'UNAVAILABLE';

export type GqlInventoryStatus =
  | 'IN_STOCK'
  | 'IN_TRANSIT';

export type GqlDifferenceChange =
  /** The vehicle has it and the build does not. */
  | 'ADDED'
  /** The build has it and the vehicle does not. */
  | 'MISSING';

export type GqlDifferenceKind =
  | 'TRIM'
  | 'EXTERIOR_COLOR'
  | 'INTERIOR_COLOR'
  | 'WHEELS'
  | 'PACKAGE'
  | 'ACCESSORY';

/** (addition) A package or accessory of an inventory vehicle, priced as the configurator prices it. */
export type GqlInventoryItem = {
  __typename?: 'InventoryItem';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  dealerInstalled: Scalars['Boolean']['output'];
};

/** (addition) A vehicle in stock or in transit at a dealer (SAMPLE stock generated from the catalog). */
export type GqlInventoryVehicle = {
  __typename?: 'InventoryVehicle';
  vin: Scalars['String']['output'];
  year: Scalars['Int']['output'];
  seriesId: Scalars['String']['output'];
  seriesName: Scalars['String']['output'];
  gradeName: Scalars['String']['output'];
  trimTitle: Scalars['String']['output'];
  status: GqlInventoryStatus;
  /** In transit: the day it is expected at the dealer (YYYY-MM-DD). */
  arrivalDate: Maybe<Scalars['String']['output']>;
  /** Total MSRP with the Delivery, Processing and Handling fee, as built. */
  totalSRP: Scalars['Int']['output'];
  /** The same with dealer-installed accessories. */
  totalCost: Scalars['Int']['output'];
  exteriorColorTitle: Scalars['String']['output'];
  interiorColorTitle: Scalars['String']['output'];
  /** The vehicle in its paint, from the image service. */
  imageUrl: Scalars['String']['output'];
  /** The vehicle's exact configuration, as the configurator loads it. */
  selection: GqlSelectedConfig;
  packages: Array<GqlInventoryItem>;
  accessories: Array<GqlInventoryItem>;
};

/** (addition) The dealer holding an inventory vehicle, with its distance from the searched ZIP. */
export type GqlInventoryDealer = {
  __typename?: 'InventoryDealer';
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  city: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** Miles, one decimal. */
  distance: Scalars['Float']['output'];
};

/** (addition) One way a vehicle differs from the shopper's build; price null where the totals price nothing (wheels). */
export type GqlInventoryDifference = {
  __typename?: 'InventoryDifference';
  change: GqlDifferenceChange;
  kind: GqlDifferenceKind;
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  price: Maybe<Scalars['Int']['output']>;
  dealerInstalled: Scalars['Boolean']['output'];
};

export type GqlInventoryMatch = {
  __typename?: 'InventoryMatch';
  vehicle: GqlInventoryVehicle;
  dealer: GqlInventoryDealer;
  /** Empty for an exact match. */
  differences: Array<GqlInventoryDifference>;
  /** Vehicle minus build: total MSRP, and total with dealer-installed accessories. */
  srpDifference: Scalars['Int']['output'];
  costDifference: Scalars['Int']['output'];
};

/** (addition) Exact matches (no difference) and close matches (ranked by weighted difference and distance) near a ZIP. */
export type GqlInventoryMatches = {
  __typename?: 'InventoryMatches';
  readiness: GqlInventoryReadiness;
  zipcode: Scalars['String']['output'];
  city: Scalars['String']['output'];
  state: Scalars['String']['output'];
  /** Miles searched around the ZIP. */
  radius: Scalars['Int']['output'];
  exactCount: Scalars['Int']['output'];
  closeCount: Scalars['Int']['output'];
  exact: Array<GqlInventoryMatch>;
  close: Array<GqlInventoryMatch>;
};

/** (addition) A build and a ZIP to match against the inventory. */
export type GqlInventoryMatchInput = {
  /** The build (brand, series, year, trim, colours, wheels, packages, accessories) and its language. */
  config: GqlApiConfig;
  /** What the shopper chose explicitly; absent: whatever differs from the trim's defaults. */
  currentSelectedConfig?: InputMaybe<GqlCurrentSelectedConfig>;
  zipcode: Scalars['String']['input'];
  /** Miles: 10, 25, 50 (default), 100, 250 or 500. */
  radius?: InputMaybe<Scalars['Int']['input']>;
  /** Vehicles per list, 1-24 (default 12); the counts count them all. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** No-inventory page: candidates of every grade, nearest first. */
  anyGrade?: InputMaybe<Scalars['Boolean']['input']>;
};

export type GqlQuery = {
  __typename?: 'Query';
  getSeries: Array<GqlSeries>;
  getSeriesPreview: Array<GqlSeries>;
  getSeriesPrelive: Array<GqlSeries>;
  getConfigByGrade: GqlFullConfiguration;
  getConfigByGradePreview: GqlFullConfiguration;
  getConfigByGradePrelive: GqlFullConfiguration;
  getUpdatedConfig: GqlFullConfiguration;
  getUpdatedConfigPreview: GqlFullConfiguration;
  getUpdatedConfigPrelive: GqlFullConfiguration;
  getRecommendation: GqlRecommendationResult;
  getRecommendationPreview: GqlRecommendationResult;
  getRecommendationPrelive: GqlRecommendationResult;
  getDeepLinkConfig: GqlDeepLinkResult;
  getDeepLinkConfigPreview: GqlDeepLinkResult;
  getDeepLinkConfigPrelive: GqlDeepLinkResult;
  /** (addition, issue 28) In-stock matches for a build near a ZIP. Live only: the stock is of vehicles on sale. */
  getInventoryMatches: GqlInventoryMatches;
};


export type GqlQueryGetSeriesArgs = {
  brand: Scalars['String']['input'];
  region: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  seriesId?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
  showApplicableSeriesForVisualizer?: InputMaybe<Scalars['Boolean']['input']>;
};


export type GqlQueryGetSeriesPreviewArgs = {
  brand: Scalars['String']['input'];
  region: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  seriesId?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
  showApplicableSeriesForVisualizer?: InputMaybe<Scalars['Boolean']['input']>;
};


export type GqlQueryGetSeriesPreliveArgs = {
  brand: Scalars['String']['input'];
  region: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  seriesId?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
  showApplicableSeriesForVisualizer?: InputMaybe<Scalars['Boolean']['input']>;
};


export type GqlQueryGetConfigByGradeArgs = {
  configInputGrade: GqlConfigInputGrade;
};


export type GqlQueryGetConfigByGradePreviewArgs = {
  configInputGrade: GqlConfigInputGrade;
};


export type GqlQueryGetConfigByGradePreliveArgs = {
  configInputGrade: GqlConfigInputGrade;
};


export type GqlQueryGetUpdatedConfigArgs = {
  config: GqlApiConfig;
  latestItemSelected?: InputMaybe<Array<GqlLatestItemSelected>>;
};


export type GqlQueryGetUpdatedConfigPreviewArgs = {
  config: GqlApiConfig;
  latestItemSelected?: InputMaybe<Array<GqlLatestItemSelected>>;
};


export type GqlQueryGetUpdatedConfigPreliveArgs = {
  config: GqlApiConfig;
  latestItemSelected?: InputMaybe<Array<GqlLatestItemSelected>>;
};


export type GqlQueryGetRecommendationArgs = {
  config: GqlApiConfig;
  currentSelectedConfig?: InputMaybe<GqlCurrentSelectedConfig>;
  latestItemSelected: GqlLatestItemSelected;
  proxyItemsSelected?: InputMaybe<Array<GqlLatestItemSelected>>;
};


export type GqlQueryGetRecommendationPreviewArgs = {
  config: GqlApiConfig;
  currentSelectedConfig?: InputMaybe<GqlCurrentSelectedConfig>;
  latestItemSelected: GqlLatestItemSelected;
  proxyItemsSelected?: InputMaybe<Array<GqlLatestItemSelected>>;
};


export type GqlQueryGetRecommendationPreliveArgs = {
  config: GqlApiConfig;
  currentSelectedConfig?: InputMaybe<GqlCurrentSelectedConfig>;
  latestItemSelected: GqlLatestItemSelected;
  proxyItemsSelected?: InputMaybe<Array<GqlLatestItemSelected>>;
};


export type GqlQueryGetDeepLinkConfigArgs = {
  deepLinkConfigInput: GqlDeepLinkConfigInput;
};


export type GqlQueryGetDeepLinkConfigPreviewArgs = {
  deepLinkConfigInput: GqlDeepLinkConfigInput;
};


export type GqlQueryGetDeepLinkConfigPreliveArgs = {
  deepLinkConfigInput: GqlDeepLinkConfigInput;
};


export type GqlQueryGetInventoryMatchesArgs = {
  input: GqlInventoryMatchInput;
};



export type ResolverTypeWrapper<T> = T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type GqlResolversTypes = {
  Price: ResolverTypeWrapper<GqlPrice>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Category: ResolverTypeWrapper<GqlCategory>;
  KeyFeature: ResolverTypeWrapper<GqlKeyFeature>;
  SeriesExteriorColor: ResolverTypeWrapper<GqlSeriesExteriorColor>;
  Mileage: ResolverTypeWrapper<GqlMileage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ImageBackground: ResolverTypeWrapper<GqlImageBackground>;
  ImageTimeOfDay: ResolverTypeWrapper<GqlImageTimeOfDay>;
  Image: ResolverTypeWrapper<GqlImage>;
  ConfigImages: ResolverTypeWrapper<GqlConfigImages>;
  ItemType: GqlItemType;
  ChangeType: GqlChangeType;
  RequiredItem: ResolverTypeWrapper<GqlRequiredItem>;
  Compatibility: ResolverTypeWrapper<GqlCompatibility>;
  TrimOption: ResolverTypeWrapper<GqlTrimOption>;
  Powertrain: ResolverTypeWrapper<GqlPowertrain>;
  CabBed: ResolverTypeWrapper<GqlCabBed>;
  IdWithMsrp: ResolverTypeWrapper<GqlIdWithMsrp>;
  IdWithAvailability: ResolverTypeWrapper<GqlIdWithAvailability>;
  DefaultConfig: ResolverTypeWrapper<GqlDefaultConfig>;
  TrimDefaultConfig: ResolverTypeWrapper<GqlTrimDefaultConfig>;
  Trim: ResolverTypeWrapper<GqlTrim>;
  Grade: ResolverTypeWrapper<GqlGrade>;
  SeriesYearData: ResolverTypeWrapper<GqlSeriesYearData>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Series: ResolverTypeWrapper<GqlSeries>;
  ColorFamily: ResolverTypeWrapper<GqlColorFamily>;
  ExteriorColor: ResolverTypeWrapper<GqlExteriorColor>;
  InteriorColor: ResolverTypeWrapper<GqlInteriorColor>;
  Wheels: ResolverTypeWrapper<GqlWheels>;
  PackageType: GqlPackageType;
  PackageFeature: ResolverTypeWrapper<GqlPackageFeature>;
  Package: ResolverTypeWrapper<GqlPackage>;
  Accessory: ResolverTypeWrapper<GqlAccessory>;
  Warranty: ResolverTypeWrapper<GqlWarranty>;
  ALaCarteAttribute: ResolverTypeWrapper<GqlALaCarteAttribute>;
  ALaCarteAttributes: ResolverTypeWrapper<GqlALaCarteAttributes>;
  ALaCarteTrim: ResolverTypeWrapper<GqlALaCarteTrim>;
  ALaCartePricing: ResolverTypeWrapper<GqlALaCartePricing>;
  ConfigurationChoices: ResolverTypeWrapper<GqlConfigurationChoices>;
  SelectedConfig: ResolverTypeWrapper<GqlSelectedConfig>;
  FullConfiguration: ResolverTypeWrapper<GqlFullConfiguration>;
  DeepLinkResult: ResolverTypeWrapper<GqlDeepLinkResult>;
  RequiredChange: ResolverTypeWrapper<GqlRequiredChange>;
  ResolveStep: ResolverTypeWrapper<GqlResolveStep>;
  RecommendationResult: ResolverTypeWrapper<GqlRecommendationResult>;
  ApiConfig: GqlApiConfig;
  CurrentSelectedConfig: GqlCurrentSelectedConfig;
  LatestItemSelected: GqlLatestItemSelected;
  ConfigInputGrade: GqlConfigInputGrade;
  DeepLinkConfigInput: GqlDeepLinkConfigInput;
  InventoryReadiness: GqlInventoryReadiness;
  InventoryStatus: GqlInventoryStatus;
  DifferenceChange: GqlDifferenceChange;
  DifferenceKind: GqlDifferenceKind;
  InventoryItem: ResolverTypeWrapper<GqlInventoryItem>;
  InventoryVehicle: ResolverTypeWrapper<GqlInventoryVehicle>;
  InventoryDealer: ResolverTypeWrapper<GqlInventoryDealer>;
  InventoryDifference: ResolverTypeWrapper<GqlInventoryDifference>;
  InventoryMatch: ResolverTypeWrapper<GqlInventoryMatch>;
  InventoryMatches: ResolverTypeWrapper<GqlInventoryMatches>;
  InventoryMatchInput: GqlInventoryMatchInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type GqlResolversParentTypes = {
  Price: GqlPrice;
  Float: Scalars['Float']['output'];
  String: Scalars['String']['output'];
  Category: GqlCategory;
  KeyFeature: GqlKeyFeature;
  SeriesExteriorColor: GqlSeriesExteriorColor;
  Mileage: GqlMileage;
  Boolean: Scalars['Boolean']['output'];
  ImageBackground: GqlImageBackground;
  ImageTimeOfDay: GqlImageTimeOfDay;
  Image: GqlImage;
  ConfigImages: GqlConfigImages;
  RequiredItem: GqlRequiredItem;
  Compatibility: GqlCompatibility;
  TrimOption: GqlTrimOption;
  Powertrain: GqlPowertrain;
  CabBed: GqlCabBed;
  IdWithMsrp: GqlIdWithMsrp;
  IdWithAvailability: GqlIdWithAvailability;
  DefaultConfig: GqlDefaultConfig;
  TrimDefaultConfig: GqlTrimDefaultConfig;
  Trim: GqlTrim;
  Grade: GqlGrade;
  SeriesYearData: GqlSeriesYearData;
  Int: Scalars['Int']['output'];
  Series: GqlSeries;
  ColorFamily: GqlColorFamily;
  ExteriorColor: GqlExteriorColor;
  InteriorColor: GqlInteriorColor;
  Wheels: GqlWheels;
  PackageFeature: GqlPackageFeature;
  Package: GqlPackage;
  Accessory: GqlAccessory;
  Warranty: GqlWarranty;
  ALaCarteAttribute: GqlALaCarteAttribute;
  ALaCarteAttributes: GqlALaCarteAttributes;
  ALaCarteTrim: GqlALaCarteTrim;
  ALaCartePricing: GqlALaCartePricing;
  ConfigurationChoices: GqlConfigurationChoices;
  SelectedConfig: GqlSelectedConfig;
  FullConfiguration: GqlFullConfiguration;
  DeepLinkResult: GqlDeepLinkResult;
  RequiredChange: GqlRequiredChange;
  ResolveStep: GqlResolveStep;
  RecommendationResult: GqlRecommendationResult;
  ApiConfig: GqlApiConfig;
  CurrentSelectedConfig: GqlCurrentSelectedConfig;
  LatestItemSelected: GqlLatestItemSelected;
  ConfigInputGrade: GqlConfigInputGrade;
  DeepLinkConfigInput: GqlDeepLinkConfigInput;
  InventoryItem: GqlInventoryItem;
  InventoryVehicle: GqlInventoryVehicle;
  InventoryDealer: GqlInventoryDealer;
  InventoryDifference: GqlInventoryDifference;
  InventoryMatch: GqlInventoryMatch;
  InventoryMatches: GqlInventoryMatches;
  InventoryMatchInput: GqlInventoryMatchInput;
  Query: Record<PropertyKey, never>;
};

export type GqlPriceResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Price'] = GqlResolversParentTypes['Price']> = {
  value?: Resolver<GqlResolversTypes['Float'], ParentType, ContextType>;
  disclaimer?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlCategoryResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Category'] = GqlResolversParentTypes['Category']> = {
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlKeyFeatureResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['KeyFeature'] = GqlResolversParentTypes['KeyFeature']> = {
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlSeriesExteriorColorResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['SeriesExteriorColor'] = GqlResolversParentTypes['SeriesExteriorColor']> = {
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  hexCode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlMileageResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Mileage'] = GqlResolversParentTypes['Mileage']> = {
  category?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<Maybe<GqlResolversTypes['Float']>, ParentType, ContextType>;
  combined?: Resolver<Maybe<GqlResolversTypes['Float']>, ParentType, ContextType>;
  highway?: Resolver<Maybe<GqlResolversTypes['Float']>, ParentType, ContextType>;
  isAvailable?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  mpge?: Resolver<Maybe<GqlResolversTypes['Float']>, ParentType, ContextType>;
  range?: Resolver<Maybe<GqlResolversTypes['Float']>, ParentType, ContextType>;
};

export type GqlImageBackgroundResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ImageBackground'] = GqlResolversParentTypes['ImageBackground']> = {
  thumbnail?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlImageTimeOfDayResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ImageTimeOfDay'] = GqlResolversParentTypes['ImageTimeOfDay']> = {
  icon?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlImageResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Image'] = GqlResolversParentTypes['Image']> = {
  alias?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  disclaimer?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  isHero?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  angle?: Resolver<Maybe<GqlResolversTypes['String']>, ParentType, ContextType>;
  background?: Resolver<Maybe<GqlResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<Maybe<GqlResolversTypes['String']>, ParentType, ContextType>;
  backgrounds?: Resolver<Maybe<Array<GqlResolversTypes['ImageBackground']>>, ParentType, ContextType>;
  timesOfDay?: Resolver<Maybe<Array<GqlResolversTypes['ImageTimeOfDay']>>, ParentType, ContextType>;
};

export type GqlConfigImagesResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ConfigImages'] = GqlResolversParentTypes['ConfigImages']> = {
  exterior?: Resolver<Array<GqlResolversTypes['Image']>, ParentType, ContextType>;
  interior?: Resolver<Array<GqlResolversTypes['Image']>, ParentType, ContextType>;
  background?: Resolver<Maybe<GqlResolversTypes['Image']>, ParentType, ContextType>;
};

export type GqlRequiredItemResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['RequiredItem'] = GqlResolversParentTypes['RequiredItem']> = {
  itemCode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  itemType?: Resolver<GqlResolversTypes['ItemType'], ParentType, ContextType>;
};

export type GqlCompatibilityResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Compatibility'] = GqlResolversParentTypes['Compatibility']> = {
  isCompatible?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  availableWithTrims?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  requiredItems?: Resolver<Array<GqlResolversTypes['RequiredItem']>, ParentType, ContextType>;
  excludedBy?: Resolver<Array<GqlResolversTypes['RequiredItem']>, ParentType, ContextType>;
  excludedByGrade?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  isRemovable?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  requiredBy?: Resolver<Array<GqlResolversTypes['RequiredItem']>, ParentType, ContextType>;
};

export type GqlTrimOptionResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['TrimOption'] = GqlResolversParentTypes['TrimOption']> = {
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  disclaimer?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  compatibility?: Resolver<GqlResolversTypes['Compatibility'], ParentType, ContextType>;
};

export type GqlPowertrainResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Powertrain'] = GqlResolversParentTypes['Powertrain']> = {
  drive?: Resolver<GqlResolversTypes['TrimOption'], ParentType, ContextType>;
  engine?: Resolver<GqlResolversTypes['TrimOption'], ParentType, ContextType>;
  horsepower?: Resolver<GqlResolversTypes['TrimOption'], ParentType, ContextType>;
  transmission?: Resolver<GqlResolversTypes['TrimOption'], ParentType, ContextType>;
};

export type GqlCabBedResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['CabBed'] = GqlResolversParentTypes['CabBed']> = {
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  bedDepth?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  bedLength?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  bedWidth?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  betweenWheelWell?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  cabDetails?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  overallHeight?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  overallLength?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  overallWidth?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  cabDescription?: Resolver<Maybe<GqlResolversTypes['String']>, ParentType, ContextType>;
  bedDescription?: Resolver<Maybe<GqlResolversTypes['String']>, ParentType, ContextType>;
  compatibility?: Resolver<Maybe<GqlResolversTypes['Compatibility']>, ParentType, ContextType>;
};

export type GqlIdWithMsrpResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['IdWithMsrp'] = GqlResolversParentTypes['IdWithMsrp']> = {
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  msrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
};

export type GqlIdWithAvailabilityResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['IdWithAvailability'] = GqlResolversParentTypes['IdWithAvailability']> = {
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  availability?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlDefaultConfigResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['DefaultConfig'] = GqlResolversParentTypes['DefaultConfig']> = {
  accessoryIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  exteriorColorId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  interiorColorId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  packageIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  trimId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  wheelsId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlTrimDefaultConfigResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['TrimDefaultConfig'] = GqlResolversParentTypes['TrimDefaultConfig']> = {
  accessoryIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  exteriorColorId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  interiorColorId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  packageIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  trimId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  wheelsId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  msrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
};

export type GqlTrimResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Trim'] = GqlResolversParentTypes['Trim']> = {
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  shortDescription?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  fuelType?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  isDefaultTrim?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  defaultColorId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  msrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
  defaultConfig?: Resolver<GqlResolversTypes['TrimDefaultConfig'], ParentType, ContextType>;
  horsepower?: Resolver<GqlResolversTypes['TrimOption'], ParentType, ContextType>;
  images?: Resolver<Array<GqlResolversTypes['Image']>, ParentType, ContextType>;
  mileage?: Resolver<GqlResolversTypes['Mileage'], ParentType, ContextType>;
  exteriorColorIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  interiorColorIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  warrantyIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  wheelCodes?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  accessoryIds?: Resolver<Array<GqlResolversTypes['IdWithMsrp']>, ParentType, ContextType>;
  packageIds?: Resolver<Array<GqlResolversTypes['IdWithMsrp']>, ParentType, ContextType>;
  keyFeatureIds?: Resolver<Array<GqlResolversTypes['IdWithAvailability']>, ParentType, ContextType>;
  featureIds?: Resolver<Array<GqlResolversTypes['IdWithAvailability']>, ParentType, ContextType>;
  drive?: Resolver<GqlResolversTypes['TrimOption'], ParentType, ContextType>;
  engine?: Resolver<GqlResolversTypes['TrimOption'], ParentType, ContextType>;
  transmission?: Resolver<GqlResolversTypes['TrimOption'], ParentType, ContextType>;
  seating?: Resolver<Maybe<GqlResolversTypes['TrimOption']>, ParentType, ContextType>;
  powertrain?: Resolver<GqlResolversTypes['Powertrain'], ParentType, ContextType>;
  cabBed?: Resolver<Maybe<GqlResolversTypes['CabBed']>, ParentType, ContextType>;
};

export type GqlGradeResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Grade'] = GqlResolversParentTypes['Grade']> = {
  gradeName?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  suits?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  adds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  addsOver?: Resolver<Maybe<GqlResolversTypes['String']>, ParentType, ContextType>;
  asShownPrice?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
  baseMsrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
  hasSeatingOptions?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<GqlResolversTypes['Image'], ParentType, ContextType>;
  exteriorColorIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  interiorColorIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  mileage?: Resolver<GqlResolversTypes['Mileage'], ParentType, ContextType>;
  trims?: Resolver<Array<GqlResolversTypes['Trim']>, ParentType, ContextType>;
};

export type GqlSeriesYearDataResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['SeriesYearData'] = GqlResolversParentTypes['SeriesYearData']> = {
  year?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  categories?: Resolver<Array<GqlResolversTypes['Category']>, ParentType, ContextType>;
  currentVersion?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  fuelType?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  grades?: Resolver<Array<GqlResolversTypes['Grade']>, ParentType, ContextType>;
  images?: Resolver<Array<GqlResolversTypes['Image']>, ParentType, ContextType>;
  mileage?: Resolver<GqlResolversTypes['Mileage'], ParentType, ContextType>;
  seating?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  startingMsrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
  status?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  trims?: Resolver<Array<GqlResolversTypes['Trim']>, ParentType, ContextType>;
};

export type GqlSeriesResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Series'] = GqlResolversParentTypes['Series']> = {
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  yearSpecificData?: Resolver<Array<GqlResolversTypes['SeriesYearData']>, ParentType, ContextType>;
  keyFeatures?: Resolver<Array<GqlResolversTypes['KeyFeature']>, ParentType, ContextType>;
  exteriorColors?: Resolver<Array<GqlResolversTypes['SeriesExteriorColor']>, ParentType, ContextType>;
};

export type GqlColorFamilyResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ColorFamily'] = GqlResolversParentTypes['ColorFamily']> = {
  hexCode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlExteriorColorResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ExteriorColor'] = GqlResolversParentTypes['ExteriorColor']> = {
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  hexCode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  colorFamilies?: Resolver<Array<GqlResolversTypes['ColorFamily']>, ParentType, ContextType>;
  images?: Resolver<Array<GqlResolversTypes['Image']>, ParentType, ContextType>;
  isExtraCostColor?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  msrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
  compatibility?: Resolver<GqlResolversTypes['Compatibility'], ParentType, ContextType>;
};

export type GqlInteriorColorResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['InteriorColor'] = GqlResolversParentTypes['InteriorColor']> = {
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  hexCode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  colorFamilies?: Resolver<Array<GqlResolversTypes['ColorFamily']>, ParentType, ContextType>;
  images?: Resolver<Array<GqlResolversTypes['Image']>, ParentType, ContextType>;
  isExtraCostColor?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  msrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
  compatibility?: Resolver<GqlResolversTypes['Compatibility'], ParentType, ContextType>;
  material?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlWheelsResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Wheels'] = GqlResolversParentTypes['Wheels']> = {
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<GqlResolversTypes['Image'], ParentType, ContextType>;
  compatibility?: Resolver<GqlResolversTypes['Compatibility'], ParentType, ContextType>;
  msrp?: Resolver<Maybe<GqlResolversTypes['Price']>, ParentType, ContextType>;
};

export type GqlPackageFeatureResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['PackageFeature'] = GqlResolversParentTypes['PackageFeature']> = {
  category?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  disclaimer?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlPackageResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Package'] = GqlResolversParentTypes['Package']> = {
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<GqlResolversTypes['PackageType'], ParentType, ContextType>;
  availability?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  installPoint?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<GqlResolversTypes['Image']>, ParentType, ContextType>;
  packageFeatures?: Resolver<Array<GqlResolversTypes['PackageFeature']>, ParentType, ContextType>;
  includedAccessoryCodes?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  compatibility?: Resolver<GqlResolversTypes['Compatibility'], ParentType, ContextType>;
  msrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
};

export type GqlAccessoryResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Accessory'] = GqlResolversParentTypes['Accessory']> = {
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  disclaimer?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  warranty?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  installPoint?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  includedAccessoryIds?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  isPopularAccessory?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  images?: Resolver<Array<GqlResolversTypes['Image']>, ParentType, ContextType>;
  compatibility?: Resolver<GqlResolversTypes['Compatibility'], ParentType, ContextType>;
  msrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
  category?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  subsection?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlWarrantyResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Warranty'] = GqlResolversParentTypes['Warranty']> = {
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
};

export type GqlALaCarteAttributeResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ALaCarteAttribute'] = GqlResolversParentTypes['ALaCarteAttribute']> = {
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  msrpDifference?: Resolver<GqlResolversTypes['Float'], ParentType, ContextType>;
  conflict?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GqlALaCarteAttributesResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ALaCarteAttributes'] = GqlResolversParentTypes['ALaCarteAttributes']> = {
  drive?: Resolver<GqlResolversTypes['ALaCarteAttribute'], ParentType, ContextType>;
  engine?: Resolver<GqlResolversTypes['ALaCarteAttribute'], ParentType, ContextType>;
  transmission?: Resolver<GqlResolversTypes['ALaCarteAttribute'], ParentType, ContextType>;
  seating?: Resolver<Maybe<GqlResolversTypes['ALaCarteAttribute']>, ParentType, ContextType>;
  cabBed?: Resolver<Maybe<GqlResolversTypes['ALaCarteAttribute']>, ParentType, ContextType>;
};

export type GqlALaCarteTrimResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ALaCarteTrim'] = GqlResolversParentTypes['ALaCarteTrim']> = {
  trimId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  baseMsrp?: Resolver<GqlResolversTypes['Float'], ParentType, ContextType>;
  attributes?: Resolver<GqlResolversTypes['ALaCarteAttributes'], ParentType, ContextType>;
};

export type GqlALaCartePricingResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ALaCartePricing'] = GqlResolversParentTypes['ALaCartePricing']> = {
  trims?: Resolver<Array<GqlResolversTypes['ALaCarteTrim']>, ParentType, ContextType>;
};

export type GqlConfigurationChoicesResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ConfigurationChoices'] = GqlResolversParentTypes['ConfigurationChoices']> = {
  cabBeds?: Resolver<Array<GqlResolversTypes['CabBed']>, ParentType, ContextType>;
  engines?: Resolver<Array<GqlResolversTypes['TrimOption']>, ParentType, ContextType>;
  drives?: Resolver<Array<GqlResolversTypes['TrimOption']>, ParentType, ContextType>;
  transmissions?: Resolver<Array<GqlResolversTypes['TrimOption']>, ParentType, ContextType>;
  seatings?: Resolver<Array<GqlResolversTypes['TrimOption']>, ParentType, ContextType>;
};

export type GqlSelectedConfigResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['SelectedConfig'] = GqlResolversParentTypes['SelectedConfig']> = {
  trimId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  exteriorColorCode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  interiorColorCode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  wheelsCode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  packageCodes?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
  accessoryCodes?: Resolver<Array<GqlResolversTypes['String']>, ParentType, ContextType>;
};

export type GqlFullConfigurationResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['FullConfiguration'] = GqlResolversParentTypes['FullConfiguration']> = {
  accessories?: Resolver<Array<GqlResolversTypes['Accessory']>, ParentType, ContextType>;
  categories?: Resolver<Array<GqlResolversTypes['Category']>, ParentType, ContextType>;
  configImages?: Resolver<GqlResolversTypes['ConfigImages'], ParentType, ContextType>;
  defaultConfig?: Resolver<GqlResolversTypes['DefaultConfig'], ParentType, ContextType>;
  dph?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
  exteriorColors?: Resolver<Array<GqlResolversTypes['ExteriorColor']>, ParentType, ContextType>;
  interiorColors?: Resolver<Array<GqlResolversTypes['InteriorColor']>, ParentType, ContextType>;
  grade?: Resolver<GqlResolversTypes['Grade'], ParentType, ContextType>;
  mileage?: Resolver<GqlResolversTypes['Mileage'], ParentType, ContextType>;
  msrp?: Resolver<GqlResolversTypes['Price'], ParentType, ContextType>;
  packages?: Resolver<Array<GqlResolversTypes['Package']>, ParentType, ContextType>;
  seating?: Resolver<Array<GqlResolversTypes['TrimOption']>, ParentType, ContextType>;
  seriesId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  seriesName?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  trim?: Resolver<GqlResolversTypes['Trim'], ParentType, ContextType>;
  warranties?: Resolver<Array<GqlResolversTypes['Warranty']>, ParentType, ContextType>;
  wheels?: Resolver<Array<GqlResolversTypes['Wheels']>, ParentType, ContextType>;
  year?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  keyFeatures?: Resolver<Array<GqlResolversTypes['KeyFeature']>, ParentType, ContextType>;
  aLaCartePricing?: Resolver<GqlResolversTypes['ALaCartePricing'], ParentType, ContextType>;
  choices?: Resolver<GqlResolversTypes['ConfigurationChoices'], ParentType, ContextType>;
  currentConfig?: Resolver<GqlResolversTypes['SelectedConfig'], ParentType, ContextType>;
  isConfigValid?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  resolveSteps?: Resolver<Array<GqlResolversTypes['ResolveStep']>, ParentType, ContextType>;
};

export type GqlDeepLinkResultResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['DeepLinkResult'] = GqlResolversParentTypes['DeepLinkResult']> = {
  config?: Resolver<GqlResolversTypes['FullConfiguration'], ParentType, ContextType>;
  isDeepLinkValid?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GqlRequiredChangeResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['RequiredChange'] = GqlResolversParentTypes['RequiredChange']> = {
  changeType?: Resolver<GqlResolversTypes['ChangeType'], ParentType, ContextType>;
  itemCode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  itemType?: Resolver<GqlResolversTypes['ItemType'], ParentType, ContextType>;
};

export type GqlResolveStepResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['ResolveStep'] = GqlResolversParentTypes['ResolveStep']> = {
  applicableTrimId?: Resolver<Maybe<GqlResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<GqlResolversTypes['Float'], ParentType, ContextType>;
  requiredChanges?: Resolver<Array<GqlResolversTypes['RequiredChange']>, ParentType, ContextType>;
};

export type GqlRecommendationResultResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['RecommendationResult'] = GqlResolversParentTypes['RecommendationResult']> = {
  isConfigValid?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
  resolveSteps?: Resolver<Array<GqlResolversTypes['ResolveStep']>, ParentType, ContextType>;
};

export type GqlInventoryItemResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['InventoryItem'] = GqlResolversParentTypes['InventoryItem']> = {
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  dealerInstalled?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GqlInventoryVehicleResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['InventoryVehicle'] = GqlResolversParentTypes['InventoryVehicle']> = {
  vin?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  seriesId?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  seriesName?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  gradeName?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  trimTitle?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<GqlResolversTypes['InventoryStatus'], ParentType, ContextType>;
  arrivalDate?: Resolver<Maybe<GqlResolversTypes['String']>, ParentType, ContextType>;
  totalSRP?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  totalCost?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  exteriorColorTitle?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  interiorColorTitle?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  selection?: Resolver<GqlResolversTypes['SelectedConfig'], ParentType, ContextType>;
  packages?: Resolver<Array<GqlResolversTypes['InventoryItem']>, ParentType, ContextType>;
  accessories?: Resolver<Array<GqlResolversTypes['InventoryItem']>, ParentType, ContextType>;
};

export type GqlInventoryDealerResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['InventoryDealer'] = GqlResolversParentTypes['InventoryDealer']> = {
  id?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  distance?: Resolver<GqlResolversTypes['Float'], ParentType, ContextType>;
};

export type GqlInventoryDifferenceResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['InventoryDifference'] = GqlResolversParentTypes['InventoryDifference']> = {
  change?: Resolver<GqlResolversTypes['DifferenceChange'], ParentType, ContextType>;
  kind?: Resolver<GqlResolversTypes['DifferenceKind'], ParentType, ContextType>;
  code?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<GqlResolversTypes['Int']>, ParentType, ContextType>;
  dealerInstalled?: Resolver<GqlResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GqlInventoryMatchResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['InventoryMatch'] = GqlResolversParentTypes['InventoryMatch']> = {
  vehicle?: Resolver<GqlResolversTypes['InventoryVehicle'], ParentType, ContextType>;
  dealer?: Resolver<GqlResolversTypes['InventoryDealer'], ParentType, ContextType>;
  differences?: Resolver<Array<GqlResolversTypes['InventoryDifference']>, ParentType, ContextType>;
  srpDifference?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  costDifference?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
};

export type GqlInventoryMatchesResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['InventoryMatches'] = GqlResolversParentTypes['InventoryMatches']> = {
  readiness?: Resolver<GqlResolversTypes['InventoryReadiness'], ParentType, ContextType>;
  zipcode?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<GqlResolversTypes['String'], ParentType, ContextType>;
  radius?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  exactCount?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  closeCount?: Resolver<GqlResolversTypes['Int'], ParentType, ContextType>;
  exact?: Resolver<Array<GqlResolversTypes['InventoryMatch']>, ParentType, ContextType>;
  close?: Resolver<Array<GqlResolversTypes['InventoryMatch']>, ParentType, ContextType>;
};

export type GqlQueryResolvers<ContextType = DataContext, ParentType extends GqlResolversParentTypes['Query'] = GqlResolversParentTypes['Query']> = {
  getSeries?: Resolver<Array<GqlResolversTypes['Series']>, ParentType, ContextType, RequireFields<GqlQueryGetSeriesArgs, 'brand' | 'region'>>;
  getSeriesPreview?: Resolver<Array<GqlResolversTypes['Series']>, ParentType, ContextType, RequireFields<GqlQueryGetSeriesPreviewArgs, 'brand' | 'region'>>;
  getSeriesPrelive?: Resolver<Array<GqlResolversTypes['Series']>, ParentType, ContextType, RequireFields<GqlQueryGetSeriesPreliveArgs, 'brand' | 'region'>>;
  getConfigByGrade?: Resolver<GqlResolversTypes['FullConfiguration'], ParentType, ContextType, RequireFields<GqlQueryGetConfigByGradeArgs, 'configInputGrade'>>;
  getConfigByGradePreview?: Resolver<GqlResolversTypes['FullConfiguration'], ParentType, ContextType, RequireFields<GqlQueryGetConfigByGradePreviewArgs, 'configInputGrade'>>;
  getConfigByGradePrelive?: Resolver<GqlResolversTypes['FullConfiguration'], ParentType, ContextType, RequireFields<GqlQueryGetConfigByGradePreliveArgs, 'configInputGrade'>>;
  getUpdatedConfig?: Resolver<GqlResolversTypes['FullConfiguration'], ParentType, ContextType, RequireFields<GqlQueryGetUpdatedConfigArgs, 'config'>>;
  getUpdatedConfigPreview?: Resolver<GqlResolversTypes['FullConfiguration'], ParentType, ContextType, RequireFields<GqlQueryGetUpdatedConfigPreviewArgs, 'config'>>;
  getUpdatedConfigPrelive?: Resolver<GqlResolversTypes['FullConfiguration'], ParentType, ContextType, RequireFields<GqlQueryGetUpdatedConfigPreliveArgs, 'config'>>;
  getRecommendation?: Resolver<GqlResolversTypes['RecommendationResult'], ParentType, ContextType, RequireFields<GqlQueryGetRecommendationArgs, 'config' | 'latestItemSelected'>>;
  getRecommendationPreview?: Resolver<GqlResolversTypes['RecommendationResult'], ParentType, ContextType, RequireFields<GqlQueryGetRecommendationPreviewArgs, 'config' | 'latestItemSelected'>>;
  getRecommendationPrelive?: Resolver<GqlResolversTypes['RecommendationResult'], ParentType, ContextType, RequireFields<GqlQueryGetRecommendationPreliveArgs, 'config' | 'latestItemSelected'>>;
  getDeepLinkConfig?: Resolver<GqlResolversTypes['DeepLinkResult'], ParentType, ContextType, RequireFields<GqlQueryGetDeepLinkConfigArgs, 'deepLinkConfigInput'>>;
  getDeepLinkConfigPreview?: Resolver<GqlResolversTypes['DeepLinkResult'], ParentType, ContextType, RequireFields<GqlQueryGetDeepLinkConfigPreviewArgs, 'deepLinkConfigInput'>>;
  getDeepLinkConfigPrelive?: Resolver<GqlResolversTypes['DeepLinkResult'], ParentType, ContextType, RequireFields<GqlQueryGetDeepLinkConfigPreliveArgs, 'deepLinkConfigInput'>>;
  getInventoryMatches?: Resolver<GqlResolversTypes['InventoryMatches'], ParentType, ContextType, RequireFields<GqlQueryGetInventoryMatchesArgs, 'input'>>;
};

export type GqlResolvers<ContextType = DataContext> = {
  Price?: GqlPriceResolvers<ContextType>;
  Category?: GqlCategoryResolvers<ContextType>;
  KeyFeature?: GqlKeyFeatureResolvers<ContextType>;
  SeriesExteriorColor?: GqlSeriesExteriorColorResolvers<ContextType>;
  Mileage?: GqlMileageResolvers<ContextType>;
  ImageBackground?: GqlImageBackgroundResolvers<ContextType>;
  ImageTimeOfDay?: GqlImageTimeOfDayResolvers<ContextType>;
  Image?: GqlImageResolvers<ContextType>;
  ConfigImages?: GqlConfigImagesResolvers<ContextType>;
  RequiredItem?: GqlRequiredItemResolvers<ContextType>;
  Compatibility?: GqlCompatibilityResolvers<ContextType>;
  TrimOption?: GqlTrimOptionResolvers<ContextType>;
  Powertrain?: GqlPowertrainResolvers<ContextType>;
  CabBed?: GqlCabBedResolvers<ContextType>;
  IdWithMsrp?: GqlIdWithMsrpResolvers<ContextType>;
  IdWithAvailability?: GqlIdWithAvailabilityResolvers<ContextType>;
  DefaultConfig?: GqlDefaultConfigResolvers<ContextType>;
  TrimDefaultConfig?: GqlTrimDefaultConfigResolvers<ContextType>;
  Trim?: GqlTrimResolvers<ContextType>;
  Grade?: GqlGradeResolvers<ContextType>;
  SeriesYearData?: GqlSeriesYearDataResolvers<ContextType>;
  Series?: GqlSeriesResolvers<ContextType>;
  ColorFamily?: GqlColorFamilyResolvers<ContextType>;
  ExteriorColor?: GqlExteriorColorResolvers<ContextType>;
  InteriorColor?: GqlInteriorColorResolvers<ContextType>;
  Wheels?: GqlWheelsResolvers<ContextType>;
  PackageFeature?: GqlPackageFeatureResolvers<ContextType>;
  Package?: GqlPackageResolvers<ContextType>;
  Accessory?: GqlAccessoryResolvers<ContextType>;
  Warranty?: GqlWarrantyResolvers<ContextType>;
  ALaCarteAttribute?: GqlALaCarteAttributeResolvers<ContextType>;
  ALaCarteAttributes?: GqlALaCarteAttributesResolvers<ContextType>;
  ALaCarteTrim?: GqlALaCarteTrimResolvers<ContextType>;
  ALaCartePricing?: GqlALaCartePricingResolvers<ContextType>;
  ConfigurationChoices?: GqlConfigurationChoicesResolvers<ContextType>;
  SelectedConfig?: GqlSelectedConfigResolvers<ContextType>;
  FullConfiguration?: GqlFullConfigurationResolvers<ContextType>;
  DeepLinkResult?: GqlDeepLinkResultResolvers<ContextType>;
  RequiredChange?: GqlRequiredChangeResolvers<ContextType>;
  ResolveStep?: GqlResolveStepResolvers<ContextType>;
  RecommendationResult?: GqlRecommendationResultResolvers<ContextType>;
  InventoryItem?: GqlInventoryItemResolvers<ContextType>;
  InventoryVehicle?: GqlInventoryVehicleResolvers<ContextType>;
  InventoryDealer?: GqlInventoryDealerResolvers<ContextType>;
  InventoryDifference?: GqlInventoryDifferenceResolvers<ContextType>;
  InventoryMatch?: GqlInventoryMatchResolvers<ContextType>;
  InventoryMatches?: GqlInventoryMatchesResolvers<ContextType>;
  Query?: GqlQueryResolvers<ContextType>;
};

