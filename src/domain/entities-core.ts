import type * as Schema from './generated/schema-types';

/**
 * Basic vocabulary: brand, language, environment, prices, images, item and change types. Schema types
 * are named from generated/schema-types.ts (schema.graphql); see entities.ts for the conventions.
 */

/* ---------- basics ---------- */

/** Brand served by one deployment: a mass brand and a luxury brand. */
export type Brand = 'toyota' | 'lexus';

/** Page language; Spanish pages live under the /espanol prefix. */
export type Language = 'en' | 'es';

/** Upper-case language as sent to the data endpoint ("upper-case page language"). */
export type ApiLanguage = 'EN' | 'ES';

/** Content environment, chosen from words in the page path. */
export type ContentEnvironment = 'live' | 'preview' | 'prelive' | 'stage' | 'preview.stage' | 'prelive.stage';

/** A price as the server returns it: whole dollars and the legal disclaimer. */
export type Price = Schema.Price;

/** A client-side money value before parsing: a number or a formatted string ("1,234", "$1,234"). */
export type PriceValue = number | string;

/** id/value pair used for series and configuration categories. */
export type Category = Schema.Category;

/* ---------- images ---------- */

export type Image = Pick<Schema.Image, 'alias' | 'disclaimer' | 'isHero' | 'url'>;

/** Luxury-brand background choice. */
export type ImageBackground = Schema.ImageBackground;

/** Luxury-brand time-of-day choice. */
export type ImageTimeOfDay = Schema.ImageTimeOfDay;

/** Mass brand: one background image per angle. */
export interface MassImageVariant extends Image {
  angle: string;
  background: string;
}

/** Luxury brand: lists of backgrounds and times of day. */
export interface LuxuryImageVariant extends Image {
  angle: string;
  background: ImageBackground[];
  time: ImageTimeOfDay[];
}

export type ImageVariant = MassImageVariant | LuxuryImageVariant;

/** Configuration renders: exterior and interior lists plus a background (null when none). */
export type ConfigImages = Omit<Schema.ConfigImages, 'exterior' | 'interior' | 'background'> & {
  exterior: ImageVariant[];
  interior: ImageVariant[];
  background: Image | null;
};

/* ---------- selection vocabulary ---------- */

/**
 * Selectable item types. The first nine are product.md section 4's list; 'WHEELS' is added because
 * wheels carry a compatibility and a price and are chosen like colours. ('TRIM' is not an item
 * type: trim switches travel as `applicableTrimId`.)
 */
export type ItemType = Schema.ItemType;

/** Item types whose change switches the trim (product.md section 4 "Selection"). */
export const POWERTRAIN_ITEM_TYPES: readonly ItemType[] = ['CAB_BED', 'ENGINE', 'DRIVE', 'TRANSMISSION', 'SEATING'];

export type ChangeType = Schema.ChangeType;

export type RequiredItem = Schema.RequiredItem;

/** Compatibility of a trim option with the current configuration: the schema's fields without the reasons. */
export type Compatibility = Pick<Schema.Compatibility, 'isCompatible' | 'availableWithTrims' | 'requiredItems'>;

/**
 * The compatibility of a colour, wheel, package or accessory, with the rules engine's reasons for
 * this build (never catalog prose): what rules it out, and for a chosen one, what needs it. The
 * schema's Compatibility with every field (schema.graphql documents each).
 */
export type ItemCompatibility = Schema.Compatibility;

/** An item that can be picked (or removed) freely. */
export const FREELY_COMPATIBLE: ItemCompatibility = Object.freeze({
  isCompatible: true,
  availableWithTrims: [],
  requiredItems: [],
  excludedBy: [],
  excludedByGrade: false,
  isRemovable: true,
  requiredBy: [],
}) as ItemCompatibility;
