import type { Language } from './entities';

/** No-inventory display names that do not follow the series id (product.md section 1). */
export const NO_INVENTORY_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  rav4prime: 'RAV4 Prime',
  mirai: 'Mirai',
};

const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();
const normalise = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether a series (by id or name) is the Tacoma i-FORCE MAX: the id 'tacomahybrid', or a name that
 * contains Tacoma together with i-FORCE MAX or Hybrid (punctuation and case ignored).
 */
export function isTacomaIForceMax(seriesIdOrName: string | null | undefined): boolean {
  const n = normalise(String(seriesIdOrName ?? ''));
  return n.includes('tacoma') && (n.includes('iforcemax') || n.includes('hybrid'));
}

// 'i-FORCE MAX' in any case, with a hyphen, space or nothing between i and FORCE.
const I_FORCE_MAX = /\bi[\s-]?force\s+max\b/gi;
const HYBRID_WORD = /\bhybrid\b/gi;

/** Removes the words 'i-FORCE MAX' and 'Hybrid' from a name and tidies the spacing. */
export function stripIForceMaxAndHybrid(name: string | null | undefined): string {
  return collapse(String(name ?? '').replace(I_FORCE_MAX, ' ').replace(HYBRID_WORD, ' '));
}

/**
 * A name as displayed for a series: for the Tacoma i-FORCE MAX series the words i-FORCE MAX and
 * Hybrid are dropped (product.md section 1); other series' names are returned unchanged.
 */
export function displayName(name: string | null | undefined, seriesIdOrName: string | null | undefined): string {
  const text = String(name ?? '');
  return isTacomaIForceMax(seriesIdOrName) ? stripIForceMaxAndHybrid(text) : text;
}

/**
 * Drops a trailing ' Hybrid' from a series name when the second value (e.g. the grade name) also
 * contains Hybrid, so "Camry Hybrid" + "LE Hybrid" does not read "Hybrid" twice; and drops the
 * whole series name when the second value already begins with it ("NX" beside "NX 250").
 */
export function seriesNameBeside(seriesName: string | null | undefined, secondValue: string | null | undefined): string {
  const series = String(seriesName ?? '');
  // Luxury grades carry the series name ("NX 250"): "NX" + "NX 250" would read "NX NX 250".
  if (startsWithName(String(secondValue ?? ''), series)) return '';
  if (!/\bhybrid\b/i.test(String(secondValue ?? ''))) return series;
  return series.replace(/\s+hybrid\s*$/i, '');
}

/** Whether `text` begins with the whole word(s) `name` (case and spacing ignored). */
function startsWithName(text: string, name: string): boolean {
  const n = collapse(name).toLowerCase();
  const t = collapse(text).toLowerCase();
  return n.length > 0 && (t === n || t.startsWith(`${n} `));
}

/** Series name and second value joined with one space, applying the trailing-Hybrid rule. */
export function seriesWithSecondValue(seriesName: string | null | undefined, secondValue: string | null | undefined): string {
  return collapse(`${seriesNameBeside(seriesName, secondValue)} ${String(secondValue ?? '')}`);
}

/**
 * Model name on the no-inventory page: 'RAV4 Prime' for rav4prime and 'Mirai' for mirai; otherwise the
 * given series name, or the model code with a capital first letter.
 */
export function noInventoryDisplayName(modelCode: string | null | undefined, seriesName?: string | null): string {
  const code = String(modelCode ?? '').trim().toLowerCase();
  const special = NO_INVENTORY_DISPLAY_NAMES[code];
  if (special) return special;
  if (seriesName && seriesName.trim()) return seriesName.trim();
  return code ? code.charAt(0).toUpperCase() + code.slice(1) : '';
}

const SEATING_SUFFIX: Record<Language, { pattern: RegExp; add: (v: string) => string }> = {
  en: { pattern: /passenger/i, add: (v) => `${v}-Passenger Seating` },
  es: { pattern: /pasajeros?/i, add: (v) => `${v} pasajeros` },
};

/**
 * Seating title with the passenger-seating suffix: '8' -> '8-Passenger Seating' (en) or
 * '8 pasajeros' (es). A value that already names passengers is returned as is (trimmed).
 */
export function seatingTitle(value: string | number | null | undefined, lang: Language): string {
  const text = collapse(String(value ?? ''));
  if (!text) return '';
  const rule = SEATING_SUFFIX[lang] ?? SEATING_SUFFIX.en;
  return rule.pattern.test(text) ? text : rule.add(text);
}
