/* Generated from server/graphql/schema.graphql by server/graphql/resolver-types.codegen.ts: do not edit.
 * Run `npm run graphql:resolver-types` after changing the schema. The domain's entity types
 * (src/domain/entities-*.ts) are these, named and adapted where the client reshapes a field. */
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A price in whole US dollars with its legal disclaimer. */
export type Price = {
  value: Scalars['Float']['output'];
  disclaimer: Scalars['String']['output'];
};

export type Category = {
  id: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type KeyFeature = {
  id: Scalars['String']['output'];
  title: Scalars['String']['output'];
  category: Scalars['String']['output'];
};

/** Series-level colour swatch (second GetSeries shape). */
export type SeriesExteriorColor = {
  code: Scalars['String']['output'];
  hexCode: Scalars['String']['output'];
  id: Scalars['String']['output'];
};

export type Mileage = {
  category: Scalars['String']['output'];
  city: Maybe<Scalars['Float']['output']>;
  combined: Maybe<Scalars['Float']['output']>;
  highway: Maybe<Scalars['Float']['output']>;
  isAvailable: Scalars['Boolean']['output'];
  mpge: Maybe<Scalars['Float']['output']>;
  range: Maybe<Scalars['Float']['output']>;
};

/** Luxury brand: one selectable scene background. */
export type ImageBackground = {
  thumbnail: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Luxury brand: one selectable time of day. */
export type ImageTimeOfDay = {
  icon: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/**
 * An image. Mass-brand renders carry angle and background (the URL of the background image at that
 * angle). Luxury-brand renders carry angle plus the lists backgrounds and timesOfDay; GraphQL cannot
 * give one field two types, so the lists have their own names (addition, see ADR 0041).
 */
export type Image = {
  alias: Scalars['String']['output'];
  disclaimer: Scalars['String']['output'];
  isHero: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
  angle: Maybe<Scalars['String']['output']>;
  background: Maybe<Scalars['String']['output']>;
  time: Maybe<Scalars['String']['output']>;
  backgrounds: Maybe<Array<ImageBackground>>;
  timesOfDay: Maybe<Array<ImageTimeOfDay>>;
};

export type ConfigImages = {
  exterior: Array<Image>;
  interior: Array<Image>;
  background: Maybe<Image>;
};

export type ItemType =
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

export type ChangeType =
  | 'ADD'
  | 'REMOVE';

export type RequiredItem = {
  itemCode: Scalars['String']['output'];
  itemType: ItemType;
};

/** Compatibility of an item with the current configuration. */
export type Compatibility = {
  /** The item can be picked as things stand, with no other change. */
  isCompatible: Scalars['Boolean']['output'];
  /** Trim codes with which the item is available. */
  availableWithTrims: Array<Scalars['String']['output']>;
  /** What picking the item also adds (the cheapest way, once excludedBy is gone). */
  requiredItems: Array<RequiredItem>;
  /** (addition) The current picks the item cannot go with, by the rules engine for this build: removing them (and adding requiredItems) frees it, and none of them is superfluous. */
  excludedBy: Array<RequiredItem>;
  /** (addition) The shopper's grade rules the item out; availableWithTrims says where it is offered. */
  excludedByGrade: Scalars['Boolean']['output'];
  /** (addition) For a chosen package or accessory: it can be removed with no other change. */
  isRemovable: Scalars['Boolean']['output'];
  /** (addition) For a chosen item that cannot simply be removed: the current picks that need it. */
  requiredBy: Array<RequiredItem>;
};

/** A trim option: drive, engine, transmission, horsepower or seating. */
export type TrimOption = {
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  disclaimer: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  value: Scalars['String']['output'];
  compatibility: Compatibility;
};

export type Powertrain = {
  drive: TrimOption;
  engine: TrimOption;
  horsepower: TrimOption;
  transmission: TrimOption;
};

/** Truck cab and bed; measurements are display strings (inches). */
export type CabBed = {
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
  compatibility: Maybe<Compatibility>;
};

export type IdWithMsrp = {
  id: Scalars['String']['output'];
  msrp: Price;
};

export type IdWithAvailability = {
  id: Scalars['String']['output'];
  availability: Scalars['String']['output'];
};

export type DefaultConfig = {
  accessoryIds: Array<Scalars['String']['output']>;
  exteriorColorId: Scalars['String']['output'];
  interiorColorId: Scalars['String']['output'];
  packageIds: Array<Scalars['String']['output']>;
  trimId: Scalars['String']['output'];
  wheelsId: Scalars['String']['output'];
};

export type TrimDefaultConfig = {
  accessoryIds: Array<Scalars['String']['output']>;
  exteriorColorId: Scalars['String']['output'];
  interiorColorId: Scalars['String']['output'];
  packageIds: Array<Scalars['String']['output']>;
  trimId: Scalars['String']['output'];
  wheelsId: Scalars['String']['output'];
  msrp: Price;
};

export type Trim = {
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  description: Scalars['String']['output'];
  shortDescription: Scalars['String']['output'];
  fuelType: Scalars['String']['output'];
  isDefaultTrim: Scalars['Boolean']['output'];
  defaultColorId: Scalars['String']['output'];
  msrp: Price;
  defaultConfig: TrimDefaultConfig;
  horsepower: TrimOption;
  images: Array<Image>;
  mileage: Mileage;
  exteriorColorIds: Array<Scalars['String']['output']>;
  interiorColorIds: Array<Scalars['String']['output']>;
  warrantyIds: Array<Scalars['String']['output']>;
  wheelCodes: Array<Scalars['String']['output']>;
  accessoryIds: Array<IdWithMsrp>;
  packageIds: Array<IdWithMsrp>;
  keyFeatureIds: Array<IdWithAvailability>;
  featureIds: Array<IdWithAvailability>;
  drive: TrimOption;
  engine: TrimOption;
  transmission: TrimOption;
  seating: Maybe<TrimOption>;
  powertrain: Powertrain;
  cabBed: Maybe<CabBed>;
};

export type Grade = {
  gradeName: Scalars['String']['output'];
  asShownPrice: Price;
  baseMsrp: Price;
  hasSeatingOptions: Scalars['Boolean']['output'];
  image: Image;
  exteriorColorIds: Array<Scalars['String']['output']>;
  interiorColorIds: Array<Scalars['String']['output']>;
  mileage: Mileage;
  trims: Array<Trim>;
};

export type SeriesYearData = {
  year: Scalars['Int']['output'];
  categories: Array<Category>;
  currentVersion: Scalars['String']['output'];
  date: Scalars['String']['output'];
  fuelType: Scalars['String']['output'];
  grades: Array<Grade>;
  images: Array<Image>;
  mileage: Mileage;
  seating: Scalars['String']['output'];
  startingMsrp: Price;
  status: Scalars['String']['output'];
  trims: Array<Trim>;
};

export type Series = {
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  yearSpecificData: Array<SeriesYearData>;
  keyFeatures: Array<KeyFeature>;
  exteriorColors: Array<SeriesExteriorColor>;
};

export type ColorFamily = {
  hexCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ExteriorColor = {
  code: Scalars['String']['output'];
  id: Scalars['String']['output'];
  title: Scalars['String']['output'];
  hexCode: Scalars['String']['output'];
  colorFamilies: Array<ColorFamily>;
  images: Array<Image>;
  isExtraCostColor: Scalars['Boolean']['output'];
  msrp: Price;
  compatibility: Compatibility;
};

export type InteriorColor = {
  code: Scalars['String']['output'];
  id: Scalars['String']['output'];
  title: Scalars['String']['output'];
  hexCode: Scalars['String']['output'];
  colorFamilies: Array<ColorFamily>;
  images: Array<Image>;
  isExtraCostColor: Scalars['Boolean']['output'];
  msrp: Price;
  compatibility: Compatibility;
  material: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Wheels = {
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  image: Image;
  compatibility: Compatibility;
  /** Only optional (extra-cost) wheels carry a price. */
  msrp: Maybe<Price>;
};

export type PackageType =
  | 'PACKAGE'
  | 'OPTION';

export type PackageFeature = {
  category: Scalars['String']['output'];
  disclaimer: Scalars['String']['output'];
  subCategories: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Package = {
  id: Scalars['String']['output'];
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  description: Scalars['String']['output'];
  type: PackageType;
  availability: Scalars['String']['output'];
  category: Scalars['String']['output'];
  subCategories: Array<Scalars['String']['output']>;
  installPoint: Scalars['String']['output'];
  images: Array<Image>;
  packageFeatures: Array<PackageFeature>;
  /** Accessory codes the package brings with it (added and removed with it). */
  includedAccessoryCodes: Array<Scalars['String']['output']>;
  compatibility: Compatibility;
  msrp: Price;
};

export type Accessory = {
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
  images: Array<Image>;
  compatibility: Compatibility;
  msrp: Price;
  /** (addition) grouping in the accessories step. */
  category: Scalars['String']['output'];
  /** (addition) subsection within the category. */
  subsection: Scalars['String']['output'];
};

export type Warranty = {
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One attribute of a trim in a-la-carte pricing: price difference against the current trim and whether it conflicts. */
export type ALaCarteAttribute = {
  code: Scalars['String']['output'];
  msrpDifference: Scalars['Float']['output'];
  conflict: Scalars['Boolean']['output'];
};

export type ALaCarteAttributes = {
  drive: ALaCarteAttribute;
  engine: ALaCarteAttribute;
  transmission: ALaCarteAttribute;
  seating: Maybe<ALaCarteAttribute>;
  cabBed: Maybe<ALaCarteAttribute>;
};

export type ALaCarteTrim = {
  trimId: Scalars['String']['output'];
  baseMsrp: Scalars['Float']['output'];
  attributes: ALaCarteAttributes;
};

export type ALaCartePricing = {
  trims: Array<ALaCarteTrim>;
};

/** (addition) Every value of the cab/bed, seating and powertrain steps the grade offers, each with its compatibility. */
export type ConfigurationChoices = {
  cabBeds: Array<CabBed>;
  engines: Array<TrimOption>;
  drives: Array<TrimOption>;
  transmissions: Array<TrimOption>;
  seatings: Array<TrimOption>;
};

/** (addition) The selection the configuration was computed for, after the latest items were applied. */
export type SelectedConfig = {
  trimId: Scalars['String']['output'];
  exteriorColorCode: Scalars['String']['output'];
  interiorColorCode: Scalars['String']['output'];
  wheelsCode: Scalars['String']['output'];
  packageCodes: Array<Scalars['String']['output']>;
  accessoryCodes: Array<Scalars['String']['output']>;
};

export type FullConfiguration = {
  accessories: Array<Accessory>;
  categories: Array<Category>;
  configImages: ConfigImages;
  defaultConfig: DefaultConfig;
  /** Delivery, Processing and Handling fee. */
  dph: Price;
  exteriorColors: Array<ExteriorColor>;
  interiorColors: Array<InteriorColor>;
  grade: Grade;
  mileage: Mileage;
  msrp: Price;
  packages: Array<Package>;
  seating: Array<TrimOption>;
  seriesId: Scalars['String']['output'];
  seriesName: Scalars['String']['output'];
  trim: Trim;
  warranties: Array<Warranty>;
  wheels: Array<Wheels>;
  year: Scalars['Int']['output'];
  keyFeatures: Array<KeyFeature>;
  aLaCartePricing: ALaCartePricing;
  /** (addition) */
  choices: ConfigurationChoices;
  /** (addition) */
  currentConfig: SelectedConfig;
  /** (addition) The selection is a car the rules accept. When false, resolveSteps says how to make it one (cheapest first). */
  isConfigValid: Scalars['Boolean']['output'];
  /** (addition) Up to three ways to make an invalid selection buildable; empty when isConfigValid. */
  resolveSteps: Array<ResolveStep>;
};

export type DeepLinkResult = {
  config: FullConfiguration;
  isDeepLinkValid: Scalars['Boolean']['output'];
};

export type RequiredChange = {
  changeType: ChangeType;
  itemCode: Scalars['String']['output'];
  itemType: ItemType;
};

export type ResolveStep = {
  /** Trim code to switch to, or null when the trim stays. */
  applicableTrimId: Maybe<Scalars['String']['output']>;
  weight: Scalars['Float']['output'];
  requiredChanges: Array<RequiredChange>;
};

export type RecommendationResult = {
  isConfigValid: Scalars['Boolean']['output'];
  resolveSteps: Array<ResolveStep>;
};

/** The current selection sent to the server (product.md section 3 'API config'). */
export type ApiConfig = {
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
export type CurrentSelectedConfig = {
  trim?: InputMaybe<Scalars['String']['input']>;
  grade?: InputMaybe<Scalars['String']['input']>;
  exteriorColorCode?: InputMaybe<Scalars['String']['input']>;
  interiorColorCode?: InputMaybe<Scalars['String']['input']>;
  packageCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  accessoryCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  wheelsCode?: InputMaybe<Scalars['String']['input']>;
};

export type LatestItemSelected = {
  itemCode: Scalars['String']['input'];
  itemType: ItemType;
  changeType: ChangeType;
  availableWithTrimIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ConfigInputGrade = {
  brand: Scalars['String']['input'];
  seriesId: Scalars['String']['input'];
  year: Scalars['Int']['input'];
  region?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  gradeName?: InputMaybe<Scalars['String']['input']>;
  trimId?: InputMaybe<Scalars['String']['input']>;
};

export type DeepLinkConfigInput = {
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
export type InventoryReadiness =
  | 'LOADING'
  | 'READY'
  | 'UNAVAILABLE';

export type InventoryStatus =
  | 'IN_STOCK'
  | 'IN_TRANSIT';

export type DifferenceChange =
  /** The vehicle has it and the build does not. */
  | 'ADDED'
  /** The build has it and the vehicle does not. */
  | 'MISSING';

export type DifferenceKind =
  | 'TRIM'
  | 'EXTERIOR_COLOR'
  | 'INTERIOR_COLOR'
  | 'WHEELS'
  | 'PACKAGE'
  | 'ACCESSORY';

/** (addition) A package or accessory of an inventory vehicle, priced as the configurator prices it. */
export type InventoryItem = {
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  dealerInstalled: Scalars['Boolean']['output'];
};

/** (addition) A vehicle in stock or in transit at a dealer (SAMPLE stock generated from the catalog). */
export type InventoryVehicle = {
  vin: Scalars['String']['output'];
  year: Scalars['Int']['output'];
  seriesId: Scalars['String']['output'];
  seriesName: Scalars['String']['output'];
  gradeName: Scalars['String']['output'];
  trimTitle: Scalars['String']['output'];
  status: InventoryStatus;
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
  selection: SelectedConfig;
  packages: Array<InventoryItem>;
  accessories: Array<InventoryItem>;
};

/** (addition) The dealer holding an inventory vehicle, with its distance from the searched ZIP. */
export type InventoryDealer = {
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
export type InventoryDifference = {
  change: DifferenceChange;
  kind: DifferenceKind;
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
  price: Maybe<Scalars['Int']['output']>;
  dealerInstalled: Scalars['Boolean']['output'];
};

export type InventoryMatch = {
  vehicle: InventoryVehicle;
  dealer: InventoryDealer;
  /** Empty for an exact match. */
  differences: Array<InventoryDifference>;
  /** Vehicle minus build: total MSRP, and total with dealer-installed accessories. */
  srpDifference: Scalars['Int']['output'];
  costDifference: Scalars['Int']['output'];
};

/** (addition) Exact matches (no difference) and close matches (ranked by weighted difference and distance) near a ZIP. */
export type InventoryMatches = {
  readiness: InventoryReadiness;
  zipcode: Scalars['String']['output'];
  city: Scalars['String']['output'];
  state: Scalars['String']['output'];
  /** Miles searched around the ZIP. */
  radius: Scalars['Int']['output'];
  exactCount: Scalars['Int']['output'];
  closeCount: Scalars['Int']['output'];
  exact: Array<InventoryMatch>;
  close: Array<InventoryMatch>;
};

/** (addition) A build and a ZIP to match against the inventory. */
export type InventoryMatchInput = {
  /** The build (brand, series, year, trim, colours, wheels, packages, accessories) and its language. */
  config: ApiConfig;
  /** What the shopper chose explicitly; absent: whatever differs from the trim's defaults. */
  currentSelectedConfig?: InputMaybe<CurrentSelectedConfig>;
  zipcode: Scalars['String']['input'];
  /** Miles: 10, 25, 50 (default), 100, 250 or 500. */
  radius?: InputMaybe<Scalars['Int']['input']>;
  /** Vehicles per list, 1-24 (default 12); the counts count them all. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** No-inventory page: candidates of every grade, nearest first. */
  anyGrade?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Query = {
  getSeries: Array<Series>;
  getSeriesPreview: Array<Series>;
  getSeriesPrelive: Array<Series>;
  getConfigByGrade: FullConfiguration;
  getConfigByGradePreview: FullConfiguration;
  getConfigByGradePrelive: FullConfiguration;
  getUpdatedConfig: FullConfiguration;
  getUpdatedConfigPreview: FullConfiguration;
  getUpdatedConfigPrelive: FullConfiguration;
  getRecommendation: RecommendationResult;
  getRecommendationPreview: RecommendationResult;
  getRecommendationPrelive: RecommendationResult;
  getDeepLinkConfig: DeepLinkResult;
  getDeepLinkConfigPreview: DeepLinkResult;
  getDeepLinkConfigPrelive: DeepLinkResult;
  /** (addition, issue 28) In-stock matches for a build near a ZIP. Live only: the stock is of vehicles on sale. */
  getInventoryMatches: InventoryMatches;
};


export type QueryGetSeriesArgs = {
  brand: Scalars['String']['input'];
  region: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  seriesId?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
  showApplicableSeriesForVisualizer?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetSeriesPreviewArgs = {
  brand: Scalars['String']['input'];
  region: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  seriesId?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
  showApplicableSeriesForVisualizer?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetSeriesPreliveArgs = {
  brand: Scalars['String']['input'];
  region: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  seriesId?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
  showApplicableSeriesForVisualizer?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetConfigByGradeArgs = {
  configInputGrade: ConfigInputGrade;
};


export type QueryGetConfigByGradePreviewArgs = {
  configInputGrade: ConfigInputGrade;
};


export type QueryGetConfigByGradePreliveArgs = {
  configInputGrade: ConfigInputGrade;
};


export type QueryGetUpdatedConfigArgs = {
  config: ApiConfig;
  latestItemSelected?: InputMaybe<Array<LatestItemSelected>>;
};


export type QueryGetUpdatedConfigPreviewArgs = {
  config: ApiConfig;
  latestItemSelected?: InputMaybe<Array<LatestItemSelected>>;
};


export type QueryGetUpdatedConfigPreliveArgs = {
  config: ApiConfig;
  latestItemSelected?: InputMaybe<Array<LatestItemSelected>>;
};


export type QueryGetRecommendationArgs = {
  config: ApiConfig;
  currentSelectedConfig?: InputMaybe<CurrentSelectedConfig>;
  latestItemSelected: LatestItemSelected;
  proxyItemsSelected?: InputMaybe<Array<LatestItemSelected>>;
};


export type QueryGetRecommendationPreviewArgs = {
  config: ApiConfig;
  currentSelectedConfig?: InputMaybe<CurrentSelectedConfig>;
  latestItemSelected: LatestItemSelected;
  proxyItemsSelected?: InputMaybe<Array<LatestItemSelected>>;
};


export type QueryGetRecommendationPreliveArgs = {
  config: ApiConfig;
  currentSelectedConfig?: InputMaybe<CurrentSelectedConfig>;
  latestItemSelected: LatestItemSelected;
  proxyItemsSelected?: InputMaybe<Array<LatestItemSelected>>;
};


export type QueryGetDeepLinkConfigArgs = {
  deepLinkConfigInput: DeepLinkConfigInput;
};


export type QueryGetDeepLinkConfigPreviewArgs = {
  deepLinkConfigInput: DeepLinkConfigInput;
};


export type QueryGetDeepLinkConfigPreliveArgs = {
  deepLinkConfigInput: DeepLinkConfigInput;
};


export type QueryGetInventoryMatchesArgs = {
  input: InventoryMatchInput;
};
