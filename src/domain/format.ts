/** Display and analytics formatting helpers of product.md section 9. */

function toFiniteNumber(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  if (typeof value === 'string' && value.trim() === '') return Number.NaN;
  return n;
}

/**
 * Formats a number with comma thousands separators: 1234567 -> '1,234,567', -1234.5 -> '-1,234.5'.
 * Accepts numeric strings ("1234", "1,234"). null/undefined give ''. Throws RangeError on non-numeric input.
 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const n = toFiniteNumber(value);
  if (!Number.isFinite(n)) throw new RangeError(`Cannot format as a number: ${JSON.stringify(value)}`);
  const [int, frac] = Math.abs(n).toString().split('.');
  // toString uses exponent notation from 1e21; such values are not prices, keep them readable anyway.
  const grouped = /e/.test(int) ? int : int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Formats a price: '$' plus comma thousands separators; negatives as '-$500'. null/undefined give ''. */
export function formatPrice(value: number | string | null | undefined): string {
  const formatted = formatNumber(value);
  if (formatted === '') return '';
  return formatted.startsWith('-') ? `-$${formatted.slice(1)}` : `$${formatted}`;
}

/** Removes HTML tags (and the content of script/style elements) from text. */
export function stripHtml(text: string | null | undefined): string {
  return String(text ?? '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-zA-Z!][^>]*>/g, '');
}

/**
 * A title for analytics: HTML stripped, square-bracketed text (disclaimer markers such as "[1]") removed,
 * runs of whitespace collapsed to one space, ends trimmed. Parentheses are kept: they carry meaning
 * in trim names.
 */
export function cleanAnalyticsTitle(title: string | null | undefined): string {
  return stripHtml(title)
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Rewrites an absolute (or protocol-relative) URL's host to start with 'www.'. Idempotent; relative
 * URLs, localhost, IP addresses and unparsable text are returned unchanged.
 */
export function withWwwHost(url: string): string {
  if (typeof url !== 'string') return url;
  const match = /^((?:[a-z][a-z0-9+.-]*:)?\/\/)([^/?#:@]+)(.*)$/i.exec(url);
  if (!match) return url;
  const [, scheme, host, rest] = match;
  const lower = host.toLowerCase();
  if (lower.startsWith('www.') || lower === 'localhost' || IPV4.test(host) || !host.includes('.')) return url;
  return `${scheme}www.${host}${rest}`;
}
