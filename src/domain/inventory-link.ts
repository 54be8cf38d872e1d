import type { BuildConfiguration, Language } from './entities';

/** Grade-name words that make a hybrid series link to its non-hybrid inventory id (product.md section 2). */
const HYBRID_GRADE_MARKERS = [/hybrid/i, /i-?force/i, /trd\s+pro/i, /trailhunter/i];

/** Cab/bed label separators per language. */
const CAB_BED_SEPARATOR: Record<Language, RegExp> = { en: / with /i, es: / con /i };

export type InventoryLinkBuild = Pick<
  BuildConfiguration,
  'seriesId' | 'seriesName' | 'gradeName' | 'year' | 'cabBed' | 'exteriorColor' | 'interiorColor' | 'packages'
> &
  Partial<Pick<BuildConfiguration, 'engineCode' | 'driveCode'>>;

export interface InventoryLinkOptions {
  lang: Language;
  /** From the zipcode cookie; reading it is the platform's job. */
  zipcode?: string | null;
  /** Series id to link; defaults to the build's seriesId. */
  seriesId?: string | null;
}

/** Series id for inventory search: 'hybrid' removed from a hybrid series id for the marked grades. */
export function inventorySeriesId(seriesId: string, gradeName: string | null | undefined): string {
  const grade = String(gradeName ?? '');
  if (!/hybrid/i.test(seriesId) || !HYBRID_GRADE_MARKERS.some((m) => m.test(grade))) return seriesId;
  return seriesId.replace(/hybrid/gi, '');
}

/** Series name plus grade name with 'Hybrid' and 'i-FORCE MAX' stripped, spacing tidied. */
export function inventoryTrimName(seriesName: string | null | undefined, gradeName: string | null | undefined): string {
  return `${seriesName ?? ''} ${gradeName ?? ''}`
    .replace(/\bi[\s-]?force\s+max\b/gi, ' ')
    .replace(/\bhybrid\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cab and bed from a label such as 'Double Cab with 5-ft Bed' ('con' in Spanish). */
export function splitCabBed(label: string | null | undefined, lang: Language): { cab: string; bed: string } {
  const text = String(label ?? '').trim();
  const separator = CAB_BED_SEPARATOR[lang] ?? CAB_BED_SEPARATOR.en;
  const match = separator.exec(text);
  if (!match) return { cab: text, bed: '' };
  return { cab: text.slice(0, match.index).trim(), bed: text.slice(match.index + match[0].length).trim() };
}

/**
 * The inventory-search link of product.md section 2: /{lang path}search-inventory/model/{series id}/?query, with
 * zipcode, trim, year, drivetrain, engine, cab, bed, extColorCode, intColorCode and one options
 * parameter per package code, in that order; empty values are omitted (and so is '?' when none remain).
 * Throws when no series id is known, because the link would lead nowhere.
 */
export function buildInventoryUrl(build: InventoryLinkBuild, options: InventoryLinkOptions): string {
  const lang: Language = options.lang === 'es' ? 'es' : 'en';
  const rawSeriesId = String(options.seriesId || build.seriesId || '').trim();
  if (!rawSeriesId) throw new Error('buildInventoryUrl needs a series id');
  const seriesId = inventorySeriesId(rawSeriesId, build.gradeName);
  const { cab, bed } = splitCabBed(build.cabBed, lang);

  const entries: [string, string][] = [
    ['zipcode', options.zipcode ?? ''],
    ['trim', inventoryTrimName(build.seriesName, build.gradeName)],
    ['year', build.year === null || build.year === undefined ? '' : String(build.year)],
    ['drivetrain', build.driveCode ?? ''],
    ['engine', build.engineCode ?? ''],
    ['cab', cab],
    ['bed', bed],
    ['extColorCode', build.exteriorColor?.code ?? ''],
    ['intColorCode', build.interiorColor?.code ?? ''],
    ...(build.packages ?? []).map((p): [string, string] => ['options', p.code ?? '']),
  ];
  const query = new URLSearchParams(entries.filter(([, value]) => String(value).trim() !== '')).toString();
  const path = `/${lang === 'es' ? 'espanol/' : ''}search-inventory/model/${encodeURIComponent(seriesId)}/`;
  return query ? `${path}?${query}` : path;
}
