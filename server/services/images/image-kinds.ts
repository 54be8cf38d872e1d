/**
 * The closed vocabularies of the image service. URL builders and the routes share them so a URL
 * the builders produce is always one the routes accept (a test checks every builder against the
 * live routes).
 */

export const BODY_STYLES = ['truck', 'minivan', 'suv', 'sedan', 'hatchback'] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

/**
 * Exterior views by code; where each stands around the car is `ANGLE_YAW` (src/domain/exterior-angles):
 * 1 side, 2 front three-quarter, 3 rear three-quarter, 4 front, 5 rear, 6-8 the other side, 9-16 the
 * quarters between them (22.5 degrees apart) and 17-32 the 15-degree positions of a smooth 24-step
 * turn. A catalog lists the ones it shows; the viewer walks them in turning order.
 */
export const EXTERIOR_ANGLES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32] as const;
export type ExteriorAngle = (typeof EXTERIOR_ANGLES)[number];

/** Interior views: 1 dashboard, 2 front seats, 3 rear seats. */
export const INTERIOR_VIEWS = [1, 2, 3] as const;
export type InteriorView = (typeof INTERIOR_VIEWS)[number];

/** Luxury-brand scene backgrounds. */
export const BACKGROUNDS = ['studio', 'city', 'coast', 'mountain'] as const;
export type BackgroundType = (typeof BACKGROUNDS)[number];

export const TIMES_OF_DAY = ['day', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** Apology-page tiles: find a dealer, find deals, return home. */
export const TILE_NAMES = ['dealers', 'deals', 'home'] as const;
export type TileName = (typeof TILE_NAMES)[number];

/** Region-screen illustrations. */
export const REGION_ILLUSTRATIONS = ['hawaii', 'puerto-rico', 'virgin-islands'] as const;
export type RegionIllustration = (typeof REGION_ILLUSTRATIONS)[number];

/** Thumbnails keyed by an item code. */
export const THUMBNAIL_KINDS = ['accessories', 'packages', 'wheels'] as const;
export type ThumbnailKind = (typeof THUMBNAIL_KINDS)[number];

/** `webp-alpha` is webp with a transparent background (the spec's "jelly" render). */
export const IMAGE_FORMATS = ['webp', 'webp-alpha', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const MIN_WIDTH = 16;
export const MAX_WIDTH = 2048;
export const MIN_QUALITY = 1;
export const MAX_QUALITY = 100;
export const MIN_DPR = 1;
export const MAX_DPR = 3;

/** product.md section 9: the colour render ("jelly") is 768 wide webp; heroes are 375 / 1024 at quality 60. */
export const JELLY_WIDTH = 768;
export const HERO_WIDTH_PHONE = 375;
export const HERO_WIDTH_DESKTOP = 1024;
export const HERO_QUALITY = 60;
export const HERO_PIXEL_RATIO = 2;

/** Item, colour, series and model codes as they may appear in an image path segment. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,47}$/;
export const HEX_PATTERN = /^[0-9A-Fa-f]{6}$/;
export const YEAR_PATTERN = /^\d{4}$/;
