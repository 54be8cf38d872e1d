/** Basic vocabulary: brand, language, environment, prices, images, item and change types. See entities.ts for the conventions. */

/* ---------- basics ---------- */

/** Brand served by one deployment: a mass brand and a luxury brand. */
export type Brand = 'toyota' | 'lexus';

/** Page language; Spanish pages live under the /espanol prefix. */
export type Language = 'en' | 'es';

/** Upper-case language as sent to the data endpoint ("upper-case page language"). */
export type ApiLanguage = 'EN' | 'ES';

/** Content environment, chosen from words in the page path. */
export type ContentEnvironment = 'live' | 'preview' | 'prelive' | 'stage' | 'preview.stage' | 'prelive.stage';

/** A price as the server returns it. */
export interface Price {
  /** Whole dollars. */
  value: number;
  disclaimer: string;
}

/** A client-side money value before parsing: a number or a formatted string ("1,234", "$1,234"). */
export type PriceValue = number | string;

/** id/value pair used for series and configuration categories. */
export interface Category {
  id: string;
  value: string;
}

/* ---------- images ---------- */

export interface Image {
  alias: string;
  disclaimer: string;
  isHero: boolean;
  url: string;
}

/** Luxury-brand background choice. */
export interface ImageBackground {
  thumbnail: string;
  type: string;
}

/** Luxury-brand time-of-day choice. */
export interface ImageTimeOfDay {
  icon: string;
  type: string;
}

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
export interface ConfigImages {
  exterior: ImageVariant[];
  interior: ImageVariant[];
  background: Image | null;
}

/* ---------- selection vocabulary ---------- */

/**
 * Selectable item types. The first nine are product.md section 4's list; 'WHEELS' is added because
 * wheels carry a compatibility and a price and are chosen like colours. ('TRIM' is not an item
 * type: trim switches travel as `applicableTrimId`.)
 */
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

/** Every ItemType, in the spec's order (WHEELS last). */
export const ITEM_TYPES: readonly ItemType[] = [
  'EXTERIOR_COLOR',
  'INTERIOR_COLOR',
  'PACKAGE',
  'ACCESSORY',
  'CAB_BED',
  'ENGINE',
  'DRIVE',
  'TRANSMISSION',
  'SEATING',
  'WHEELS',
];

/** Item types whose change switches the trim (product.md section 4 "Selection"). */
export const POWERTRAIN_ITEM_TYPES: readonly ItemType[] = ['CAB_BED', 'ENGINE', 'DRIVE', 'TRANSMISSION', 'SEATING'];

export type ChangeType = 'ADD' | 'REMOVE';

export const CHANGE_TYPES: readonly ChangeType[] = ['ADD', 'REMOVE'];

export interface RequiredItem {
  itemCode: string;
  itemType: ItemType;
}

/** Compatibility of an option with the current configuration. */
export interface Compatibility {
  /** It can be picked as things stand, with no other change. */
  isCompatible: boolean;
  /** Trim codes with which the item is available. */
  availableWithTrims: string[];
  /** What picking it also adds (the cheapest way, once `excludedBy` is gone). */
  requiredItems: RequiredItem[];
}

/**
 * The compatibility of a colour, wheel, package or accessory, with the rules engine's reasons for
 * this build (never catalog prose): what rules it out, and for a chosen one, what needs it.
 */
export interface ItemCompatibility extends Compatibility {
  /** Current picks it cannot go with: removing them (and adding `requiredItems`) frees it; none of them is superfluous. */
  excludedBy: RequiredItem[];
  /** The shopper's grade rules it out: `availableWithTrims` says where it is offered. */
  excludedByGrade: boolean;
  /** For a chosen package or accessory: it can be removed with no other change. */
  isRemovable: boolean;
  /** For a chosen item that cannot simply be removed: the current picks that need it. */
  requiredBy: RequiredItem[];
}

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
