import type { DealerLookupResult, RegionLookupResult, RegionState } from './entities';

/** ZIP length (product.md section 9). */
export const ZIP_LENGTH = 5;
/** How long a ZIP message shows (product.md section 9). */
export const ZIP_MESSAGE_MS = 3000;
/** Delay before the key listener is attached (product.md section 9). */
export const KEY_LISTENER_DELAY_MS = 500;
/** Delay before the input is focused and selected (product.md section 9). */
export const FOCUS_SELECT_DELAY_MS = 1000;
/** The ZIP that never counts as valid, even when the lookup succeeds. */
export const INVALID_ZIP = '00000';
/** Region code of the Virgin Islands; forces the VI redirect. */
export const REGION_CODE_VIRGIN_ISLANDS = 82;
/** Region codes that count as set on the payment estimator. */
export const PAYMENT_ESTIMATOR_REGION_CODES: readonly number[] = [50, 82];
/** Dealer-lookup result code that makes a ZIP valid on its own. */
export const DEALER_RESULT_CODE_VALID = 2;

/** Message ids of the ZIP form; texts live in locales/*.json. */
export type ZipMessageId = 'zip.invalid' | 'zip.invalid400' | 'zip.serverError' | 'zip.updated';

/** Every ZipMessageId, for checks that the locales carry them all. */
export const ZIP_MESSAGE_IDS: readonly ZipMessageId[] = ['zip.invalid', 'zip.invalid400', 'zip.serverError', 'zip.updated'];

/** Keys that edit or move within the input; everything else that is not a digit is blocked. */
const EDITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Keeps only digits, at most five (typed or pasted text alike). */
export function sanitizeZipInput(text: string | null | undefined): string {
  return String(text ?? '')
    .replace(/\D/g, '')
    .slice(0, ZIP_LENGTH);
}

/**
 * Whether a keydown `key` may reach the ZIP input: digits and editing/navigation keys pass;
 * letters, symbols and space are blocked (product.md section 5: digits only).
 */
export function isZipKeyAllowed(key: string): boolean {
  if (typeof key !== 'string' || key === '') return false;
  if (key.length === 1) return key >= '0' && key <= '9';
  return EDITING_KEYS.has(key);
}

/**
 * Whether the submit button is enabled: at 5 digits; on keypress also at 4, because a keypress
 * handler sees the value before the pressed digit is added (product.md section 4 "ZIP form").
 */
export function canSubmitZip(value: string, options: { onKeypress?: boolean } = {}): boolean {
  if (typeof value !== 'string' || !/^\d*$/.test(value)) return false;
  return value.length === ZIP_LENGTH || (options.onKeypress === true && value.length === ZIP_LENGTH - 1);
}

/**
 * product.md section 5: a ZIP is valid if the dealer lookup succeeds and the ZIP is not '00000', or the result code
 * is 2. The ZIP checked is `zip` when given, else the result's searchZipCode. A missing result is invalid.
 */
export function isZipValid(result: Partial<DealerLookupResult> | null | undefined, zip?: string): boolean {
  if (!result) return false;
  if (Number(result.code) === DEALER_RESULT_CODE_VALID) return true;
  const checked = zip ?? result.searchZipCode ?? '';
  return result.success === true && checked !== INVALID_ZIP;
}

/**
 * The message to show after a lookup: 'zip.updated' when valid, 'zip.invalid400' for statusCode 1
 * (a 400-type answer), 'zip.serverError' for statusCode 500, otherwise the generic 'zip.invalid'
 * (also for a missing result, e.g. a network failure).
 */
export function zipMessageFor(result: Partial<DealerLookupResult> | null | undefined, zip?: string): ZipMessageId {
  if (isZipValid(result, zip)) return 'zip.updated';
  const status = Number(result?.statusCode);
  if (status === 1) return 'zip.invalid400';
  if (status === 500) return 'zip.serverError';
  return 'zip.invalid';
}

// Tokens of a URL: host labels and path/query words split on punctuation. Whole-token matching keeps
// 'pr' from matching 'preview' or 'provider' and 'vi' from matching 'vehicles'.
function urlTokens(url: string): string[] {
  return url.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * The separate-site region of a region lookup (product.md section 4 "Page error state"): code 82 forces 'VI';
 * otherwise a redirect URL with the token 'hawaii' (or a host/path word containing 'hawaii', such as
 * 'toyotahawaii'), 'pr' or 'vi' gives 'HI', 'PR' or 'VI'; otherwise null (steps may render).
 */
export function regionFromLookup(
  lookup: { redirectUrl?: string | null; regionCode?: number | string | null } | null | undefined,
): RegionState | null {
  if (!lookup) return null;
  if (Number(lookup.regionCode) === REGION_CODE_VIRGIN_ISLANDS) return 'VI';
  const url = String(lookup.redirectUrl ?? '');
  const tokens = urlTokens(url);
  const labels = hostLabels(url);
  if (tokens.some((t) => t.includes('hawaii'))) return 'HI';
  if (tokens.includes('pr') || labels.some((l) => l.endsWith('pr'))) return 'PR';
  if (tokens.includes('vi') || labels.some((l) => l.endsWith('vi'))) return 'VI';
  return null;
}

// Host labels of a URL without the top-level domain: regional sites are named like 'toyotapr.com'
// and 'toyotavi.com', so a label ending in the region letters counts, while path words do not.
function hostLabels(url: string): string[] {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(url.trim());
  if (!match) return [];
  return match[1].toLowerCase().split('.').slice(0, -1);
}

/** Payment estimator: regions 50 and 82, or any redirect URL, count as a set region. */
export function isRegionSetForPaymentEstimator(
  lookup: Partial<RegionLookupResult> | { redirectUrl?: string | null; regionCode?: number | string | null } | null | undefined,
): boolean {
  if (!lookup) return false;
  const code = lookup.regionCode;
  if (code !== null && code !== undefined && code !== '' && PAYMENT_ESTIMATOR_REGION_CODES.includes(Number(code))) return true;
  return typeof lookup.redirectUrl === 'string' && lookup.redirectUrl.trim() !== '';
}
