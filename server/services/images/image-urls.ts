import {
  HERO_PIXEL_RATIO,
  HERO_QUALITY,
  HERO_WIDTH_DESKTOP,
  HERO_WIDTH_PHONE,
  JELLY_WIDTH,
  type BackgroundType,
  type BodyStyle,
  type ExteriorAngle,
  type ImageFormat,
  type InteriorView,
  type RegionIllustration,
  type ThumbnailKind,
  type TileName,
  type TimeOfDay,
} from './image-kinds';

/**
 * URL builders for every image the product shows. URLs are relative (`/images/...`) because the
 * host page's origin serves them; the server routes in `image.routes.ts` accept exactly these
 * shapes. Rendering options (width, quality, format, dpr) travel in the query string so one
 * picture has one path and caches per size.
 */

/** Size and encoding of a rendered image; every field optional (server defaults apply). */
export interface ImageOptions {
  width?: number;
  quality?: number;
  format?: ImageFormat;
  /** Device pixel ratio: the encoded width is `width * dpr` (capped by the server's max width). */
  dpr?: number;
}

/** What identifies an exterior render: the vehicle, its paint and the camera angle. */
export interface ExteriorRenderInput extends ImageOptions {
  brand: string;
  seriesId: string;
  year: number | string;
  bodyStyle: BodyStyle;
  colorCode: string;
  /** Paint colour, with or without a leading '#'. */
  hex: string;
  angle: ExteriorAngle;
  /** Luxury brand: scene behind the car. Without it the car stands on a plain (or transparent) ground. */
  background?: BackgroundType;
  time?: TimeOfDay;
}

export interface InteriorRenderInput extends ImageOptions {
  brand: string;
  seriesId: string;
  year: number | string;
  bodyStyle: BodyStyle;
  interiorColorCode: string;
  hex: string;
  view: InteriorView;
}

function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

function cleanHex(hex: string): string {
  return hex.replace(/^#/, '').toUpperCase();
}

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function optionQuery(options: ImageOptions): Record<string, string | number | undefined> {
  return { width: options.width, quality: options.quality, format: options.format, dpr: options.dpr };
}

/** Exterior render of a vehicle painted in `hex`, seen from `angle`. */
export function exteriorRenderUrl(input: ExteriorRenderInput): string {
  const path = `/images/render/exterior/${seg(input.brand)}/${seg(input.seriesId)}/${seg(input.year)}/${seg(input.bodyStyle)}/${seg(input.colorCode)}/${cleanHex(input.hex)}/${input.angle}`;
  return withQuery(path, { background: input.background, time: input.time, ...optionQuery(input) });
}

/** The colour render of the build ("jelly"): angle 2, 768 wide, transparent webp (product.md section 3). */
export function jellyImageUrl(input: Omit<ExteriorRenderInput, 'angle' | 'width' | 'format'>): string {
  return exteriorRenderUrl({ ...input, angle: 2, width: JELLY_WIDTH, format: 'webp-alpha' });
}

/** Interior render in the interior colour `hex`. */
export function interiorRenderUrl(input: InteriorRenderInput): string {
  const path = `/images/render/interior/${seg(input.brand)}/${seg(input.seriesId)}/${seg(input.year)}/${seg(input.bodyStyle)}/${seg(input.interiorColorCode)}/${cleanHex(input.hex)}/${input.view}`;
  return withQuery(path, optionQuery(input));
}

/** Model-selection card: the front three-quarter view on a transparent ground. */
export function modelCardImageUrl(
  input: Omit<ExteriorRenderInput, 'angle' | 'background' | 'time'>,
): string {
  return exteriorRenderUrl({ format: 'webp-alpha', width: 480, ...input, angle: 2 });
}

/**
 * No-inventory hero by model code; the phone variant is the `-mobile` picture at 375 wide,
 * otherwise 1024, both at quality 60 and 2x pixel ratio (product.md section 7).
 */
export function heroImageUrl(modelCode: string, options: { mobile?: boolean } & ImageOptions = {}): string {
  const { mobile = false, ...rest } = options;
  const name = mobile ? `${modelCode}-mobile` : modelCode;
  return withQuery(`/images/hero/${seg(name)}`, {
    width: rest.width ?? (mobile ? HERO_WIDTH_PHONE : HERO_WIDTH_DESKTOP),
    quality: rest.quality ?? HERO_QUALITY,
    format: rest.format ?? 'webp',
    dpr: rest.dpr ?? HERO_PIXEL_RATIO,
  });
}

/** Apology-page tile picture. */
export function tileImageUrl(name: TileName, options: ImageOptions = {}): string {
  return withQuery(`/images/tiles/${seg(name)}`, optionQuery(options));
}

/** Region-screen illustration (Hawaii, Puerto Rico, Virgin Islands). */
export function regionIllustrationUrl(region: RegionIllustration, options: ImageOptions = {}): string {
  return withQuery(`/images/regions/${seg(region)}`, optionQuery(options));
}

/** Full luxury-brand scene background, optionally tinted for a time of day. */
export function backgroundImageUrl(type: BackgroundType, time?: TimeOfDay, options: ImageOptions = {}): string {
  return withQuery(`/images/backgrounds/${seg(type)}`, { time, ...optionQuery(options) });
}

/** Small square swatch of a scene background for the luxury background picker. */
export function backgroundThumbnailUrl(type: BackgroundType, options: ImageOptions = {}): string {
  return withQuery(`/images/backgrounds/${seg(type)}/thumbnail`, optionQuery(options));
}

/** Icon of a time of day for the luxury time-of-day picker. */
export function timeOfDayIconUrl(type: TimeOfDay, options: ImageOptions = {}): string {
  return withQuery(`/images/time-of-day/${seg(type)}`, optionQuery(options));
}

function thumbnailUrl(kind: ThumbnailKind, code: string, options: ImageOptions): string {
  return withQuery(`/images/${kind}/${seg(code)}`, optionQuery(options));
}

export function accessoryImageUrl(code: string, options: ImageOptions = {}): string {
  return thumbnailUrl('accessories', code, options);
}

export function packageImageUrl(code: string, options: ImageOptions = {}): string {
  return thumbnailUrl('packages', code, options);
}

export function wheelImageUrl(code: string, options: ImageOptions = {}): string {
  return thumbnailUrl('wheels', code, options);
}

/** Logo of a participating dealer. */
export function dealerLogoUrl(dealerId: string, options: ImageOptions = {}): string {
  return withQuery(`/images/dealers/${seg(dealerId)}/logo`, optionQuery(options));
}
