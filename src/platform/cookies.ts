/**
 * Cookie access for the parcels. Only one cookie matters to the product (`zipcode`, spec
 * section 3), but the host page owns `document.cookie`, so every helper takes an injectable
 * document: tests and server-side renders can pass their own.
 */

export type SameSite = 'strict' | 'lax' | 'none';

export interface CookieOptions {
  /** Lifetime in days; 365 by default (product.md section 9). A negative value deletes the cookie. */
  days?: number;
  sameSite?: SameSite;
  /**
   * Sent over HTTPS only. Defaults to true on an https page (a ZIP set there must not travel over
   * plain http); forced to true when sameSite is 'none': browsers reject SameSite=None without Secure.
   */
  secure?: boolean;
  domain?: string;
  /** Injected for tests; defaults to the global document. */
  document?: Pick<Document, 'cookie'>;
  /** The page's address, for the Secure default; injected for tests, defaults to window.location. */
  location?: Pick<Location, 'protocol'>;
}

export const DEFAULT_COOKIE_DAYS = 365;
export const ZIPCODE_COOKIE = 'zipcode';
const DAY_MS = 24 * 60 * 60 * 1000;
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function targetDocument(doc?: Pick<Document, 'cookie'>): Pick<Document, 'cookie'> | undefined {
  if (doc) return doc;
  return typeof document === 'undefined' ? undefined : document;
}

function assertName(name: string): void {
  if (typeof name !== 'string' || !COOKIE_NAME.test(name)) {
    throw new TypeError(`cookies: invalid cookie name ${JSON.stringify(name)}`);
  }
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape from another script on the host page must not crash a parcel.
    return undefined;
  }
}

/**
 * Reads a cookie by name. Returns undefined when it is absent or its value cannot be decoded.
 */
export function readCookie(name: string, options: Pick<CookieOptions, 'document'> = {}): string | undefined {
  assertName(name);
  const doc = targetDocument(options.document);
  if (!doc) return undefined;
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * Writes a cookie on path '/'. The value is URI-encoded; lifetime defaults to 365 days.
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  assertName(name);
  const doc = targetDocument(options.document);
  if (!doc) return;
  const days = options.days ?? DEFAULT_COOKIE_DAYS;
  if (!Number.isFinite(days)) throw new RangeError('cookies: days must be a finite number');
  const sameSite = options.sameSite ?? 'lax';
  if (!['strict', 'lax', 'none'].includes(sameSite)) throw new TypeError(`cookies: invalid sameSite ${String(sameSite)}`);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`,
    'path=/',
    `SameSite=${sameSite[0].toUpperCase()}${sameSite.slice(1)}`,
  ];
  if (options.domain) parts.push(`domain=${options.domain}`);
  const page = options.location ?? (typeof location === 'undefined' ? undefined : location);
  const secure = options.secure ?? page?.protocol === 'https:';
  if (secure || sameSite === 'none') parts.push('Secure');
  doc.cookie = parts.join('; ');
}

/** Deletes a cookie on path '/' by writing it already expired. */
export function deleteCookie(name: string, options: Omit<CookieOptions, 'days'> = {}): void {
  writeCookie(name, '', { ...options, days: -1 });
}

const ZIP = /^\d{5}$/;

/**
 * Reads the visitor's ZIP code from the `zipcode` cookie. A value that is not exactly five digits
 * (tampered or from an old format) reads as absent, so the ZIP modal asks again.
 */
export function readZipcode(options: Pick<CookieOptions, 'document'> = {}): string | undefined {
  const value = readCookie(ZIPCODE_COOKIE, options);
  return value !== undefined && ZIP.test(value) ? value : undefined;
}

/** Saves the visitor's ZIP code; throws a RangeError when it is not exactly five digits. */
export function writeZipcode(zipcode: string, options: CookieOptions = {}): void {
  if (typeof zipcode !== 'string' || !ZIP.test(zipcode)) {
    throw new RangeError(`cookies: a ZIP code is exactly 5 digits, got ${JSON.stringify(zipcode)}`);
  }
  writeCookie(ZIPCODE_COOKIE, zipcode, options);
}
