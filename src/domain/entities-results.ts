import type {
  Accessory,
  DefaultConfig,
  ExteriorColor,
  GradeSummary,
  InteriorColor,
  KeyFeature,
  Mileage,
  Package,
  Trim,
  TrimOption,
  Warranty,
  Wheels,
} from './entities-catalog';
import type { ApiLanguage, Brand, Category, ChangeType, ConfigImages, ItemType, Price } from './entities-core';

/** Server results (full configuration, recommendations, a-la-carte pricing) and request inputs. See entities.ts for the conventions. */

/* ---------- server results ---------- */

export interface FullConfiguration {
  accessories: Accessory[];
  categories: Category[];
  configImages: ConfigImages;
  defaultConfig: DefaultConfig;
  /** Delivery, Processing and Handling fee. */
  dph: Price;
  exteriorColors: ExteriorColor[];
  interiorColors: InteriorColor[];
  grade: GradeSummary;
  mileage: Mileage;
  msrp: Price;
  packages: Package[];
  /** Seating choices of the grade (empty where it has none). */
  seating: TrimOption[];
  seriesId: string;
  seriesName: string;
  trim: Trim;
  warranties: Warranty[];
  wheels: Wheels[];
  year: number;
  keyFeatures: KeyFeature[];
  /** (addition) The selection is a car the rules accept; when false, `resolveSteps` says how to make it one. */
  isConfigValid?: boolean;
  /** (addition) Up to three ways to make an invalid selection buildable, cheapest first. */
  resolveSteps?: ResolveStep[];
}

export interface DeepLinkResult {
  config: FullConfiguration;
  isDeepLinkValid: boolean;
}

export interface RequiredChange {
  changeType: ChangeType;
  itemCode: string;
  itemType: ItemType;
}

export interface ResolveStep {
  /** Trim code to switch to, or null when the trim stays. */
  applicableTrimId: string | null;
  weight: number;
  requiredChanges: RequiredChange[];
}

export interface RecommendationResult {
  isConfigValid: boolean;
  resolveSteps: ResolveStep[];
}

export interface ALaCarteAttribute {
  code: string;
  /** Price difference against the current trim, whole dollars (may be negative). */
  msrpDifference: number;
  conflict: boolean;
}

export interface ALaCarteTrim {
  trimId: string;
  baseMsrp: number;
  attributes: {
    drive: ALaCarteAttribute;
    engine: ALaCarteAttribute;
    transmission: ALaCarteAttribute;
    /** Series 'sienna' only. */
    seating: ALaCarteAttribute | null;
    /** Trucks only. */
    cabBed: ALaCarteAttribute | null;
  };
}

export interface ALaCartePricing {
  trims: ALaCarteTrim[];
}

/* ---------- requests ---------- */

/** The current selection sent to the server. */
export interface ApiConfig {
  brand: Brand;
  year: number;
  seriesId: string;
  /** Trim code. */
  trim: string;
  grade: string;
  exteriorColorCode: string;
  interiorColorCode: string;
  packageCodes: string[];
  accessoryCodes: string[];
  /** (addition) Wheels code; the server uses the trim's default wheels when absent. */
  wheelsCode?: string;
}

export interface DeepLinkConfigInput {
  brand: Brand;
  year: number;
  seriesId: string;
  trim: string;
  accessoryCodes: string[];
  packageCodes: string[];
  exteriorColorCode: string;
  interiorColorCode: string;
  /** (addition) Wheels code; the trim's default wheels when absent. */
  wheelsCode?: string;
  language: ApiLanguage;
  region: string;
}

export interface LatestItemSelected {
  itemCode: string;
  itemType: ItemType;
  changeType: ChangeType;
  /** Sent to the rules service; absent on GetUpdatedConfig items. */
  availableWithTrimIds?: string[];
}
