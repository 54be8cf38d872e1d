import type {
  ExteriorColor,
  GradeSummary,
  InteriorColor,
  Trim,
  TrimOption,
  Wheels,
} from './entities-catalog';
import type { ApiLanguage, Brand, ChangeType, ConfigImages, ItemType } from './entities-core';
import type * as Schema from './generated/schema-types';

/** Server results (full configuration, recommendations, a-la-carte pricing) and request inputs. See entities.ts for the conventions. */

/* ---------- server results ---------- */

/**
 * A full configuration: the schema's FullConfiguration, with the client's reshaped parts (render
 * lists as ImageVariant, trim and seating options with base compatibility). `choices` is the
 * server's own bookkeeping, which the client never selects; `currentConfig` is selected where the
 * client builds from the server's resolved selection (configurator-api.ts).
 */
export type FullConfiguration = Omit<
  Schema.FullConfiguration,
  'configImages' | 'exteriorColors' | 'interiorColors' | 'grade' | 'trim' | 'seating' | 'wheels' | 'choices' | 'currentConfig' | 'isConfigValid' | 'resolveSteps'
> & {
  configImages: ConfigImages;
  exteriorColors: ExteriorColor[];
  interiorColors: InteriorColor[];
  grade: GradeSummary;
  trim: Trim;
  /** Seating choices of the grade (empty where it has none). */
  seating: TrimOption[];
  wheels: Wheels[];
  /** The selection is a car the rules accept; when false, `resolveSteps` says how to make it one. */
  isConfigValid?: boolean;
  /** Up to three ways to make an invalid selection buildable, cheapest first. */
  resolveSteps?: ResolveStep[];
};

export type RequiredChange = Schema.RequiredChange;
export type ResolveStep = Schema.ResolveStep;
export type RecommendationResult = Schema.RecommendationResult;
export type ALaCarteAttribute = Schema.ALaCarteAttribute;
export type ALaCartePricing = Schema.ALaCartePricing;

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
