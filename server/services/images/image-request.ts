import {
  BACKGROUNDS,
  IMAGE_FORMATS,
  MAX_DPR,
  MAX_QUALITY,
  MAX_WIDTH,
  MIN_DPR,
  MIN_QUALITY,
  MIN_WIDTH,
  TIMES_OF_DAY,
  type BackgroundType,
  type ImageFormat,
  type TimeOfDay,
} from './image-kinds';

/** A bad image request; the route answers 400 with this message. */
export class ImageRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRequestError';
  }
}

/** The encoding a request asks for, after defaults and bounds. */
export interface EncodeOptions {
  /** Encoded width in pixels: width x dpr, capped at MAX_WIDTH. */
  pixelWidth: number;
  quality: number;
  format: ImageFormat;
}

export const DEFAULT_QUALITY = 80;
export const DEFAULT_FORMAT: ImageFormat = 'webp';

type Query = Record<string, unknown>;

/** Reads one query value; a repeated parameter is ambiguous, so it is refused. */
function single(query: Query, name: string): string | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new ImageRequestError(`Parameter "${name}" must be given once.`);
  return raw;
}

function integerIn(query: Query, name: string, min: number, max: number): number | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,6}$/.test(raw)) throw new ImageRequestError(`Parameter "${name}" must be a whole number from ${min} to ${max}; got "${raw}".`);
  const value = Number(raw);
  if (value < min || value > max) throw new ImageRequestError(`Parameter "${name}" must be from ${min} to ${max}; got ${value}.`);
  return value;
}

function numberIn(query: Query, name: string, min: number, max: number): number | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(raw)) throw new ImageRequestError(`Parameter "${name}" must be a number from ${min} to ${max}; got "${raw}".`);
  const value = Number(raw);
  if (value < min || value > max) throw new ImageRequestError(`Parameter "${name}" must be from ${min} to ${max}; got ${value}.`);
  return value;
}

export function oneOf<T extends string>(values: readonly T[], name: string, raw: string | undefined): T | undefined {
  if (raw === undefined) return undefined;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ImageRequestError(`Parameter "${name}" must be one of ${values.join(', ')}; got "${raw}".`);
  }
  return raw as T;
}

/**
 * Width, quality, format and dpr from the query string. `width` x `dpr` is the encoded width;
 * a product above MAX_WIDTH is capped rather than refused because the builders ask for hero
 * 1024 at 2x, which is exactly the cap.
 */
export function parseEncodeOptions(query: Query, defaultWidth: number): EncodeOptions {
  const width = integerIn(query, 'width', MIN_WIDTH, MAX_WIDTH) ?? defaultWidth;
  const quality = integerIn(query, 'quality', MIN_QUALITY, MAX_QUALITY) ?? DEFAULT_QUALITY;
  const format = oneOf(IMAGE_FORMATS, 'format', single(query, 'format')) ?? DEFAULT_FORMAT;
  const dpr = numberIn(query, 'dpr', MIN_DPR, MAX_DPR) ?? 1;
  return { pixelWidth: Math.min(MAX_WIDTH, Math.round(width * dpr)), quality, format };
}

/** Scene options of an exterior render or background picture. */
export function parseScene(query: Query): { background?: BackgroundType; time?: TimeOfDay } {
  return {
    background: oneOf(BACKGROUNDS, 'background', single(query, 'background')),
    time: oneOf(TIMES_OF_DAY, 'time', single(query, 'time')),
  };
}

/** A path segment that must match `pattern`; `what` names it in the error. */
export function segment(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new ImageRequestError(`Invalid ${what}: "${value.slice(0, 60)}".`);
  return value;
}
