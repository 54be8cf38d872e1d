import type { CatalogFile } from './catalog.schema';

/**
 * The catalog's second locale (ADR 0130). Files are authored in English; `translations.es` maps
 * each English text a shopper reads to its Spanish text. The fields listed here are the ones a
 * car maker translates on its Spanish site; names (series, grade, paint names), codes and ids stay
 * as they are in every language. One table drives both the validation (every listed English text
 * has a Spanish one) and the localisation the data endpoint serves, so they cannot drift apart.
 */

export type CatalogLanguage = 'en' | 'es';

/** Field paths, `*` = every element of an array. */
const TRANSLATABLE: ReadonlyArray<readonly string[]> = [
  ['fuelType'],
  ['mileage', 'category'],
  ['mileage', 'disclaimer'],
  ['priceDisclaimers', 'msrp'],
  ['priceDisclaimers', 'dph'],
  ['categories', '*', 'value'],
  ...['keyFeatures', 'features'].flatMap((k) => [[k, '*', 'title'], [k, '*', 'category']]),
  ...['name', 'category', 'description', 'value'].map((f) => ['warranties', '*', f]),
  ['imagery', 'disclaimer'],
  ['imagery', 'backgrounds', '*', 'title'],
  ['imagery', 'timesOfDay', '*', 'title'],
  ...['engines', 'drives', 'transmissions', 'seatings'].flatMap((o) =>
    ['value', 'description', 'disclaimer'].map((f) => ['options', o, '*', f]),
  ),
  ['options', 'engines', '*', 'fuelType'],
  ...['label', 'description', 'cabDescription', 'bedDescription', 'cabDetails'].map((f) => ['options', 'cabBeds', '*', f]),
  ['grades', '*', 'description'],
  ['grades', '*', 'suits'],
  ['grades', '*', 'adds', '*'],
  ['grades', '*', 'disclaimer'],
  ...['title', 'description', 'shortDescription'].map((f) => ['trims', '*', f]),
  ['trims', '*', 'mileage', 'category'],
  ['trims', '*', 'mileage', 'disclaimer'],
  ['exteriorColors', '*', 'colorFamilies', '*', 'name'],
  ['exteriorColors', '*', 'disclaimer'],
  ...['title', 'name', 'material', 'disclaimer'].map((f) => ['interiorColors', '*', f]),
  ['interiorColors', '*', 'colorFamilies', '*', 'name'],
  ['wheels', '*', 'title'],
  ...['title', 'description', 'category', 'disclaimer'].map((f) => ['packages', '*', f]),
  ['packages', '*', 'subCategories', '*'],
  ...['title', 'category', 'disclaimer'].map((f) => ['packages', '*', 'packageFeatures', '*', f]),
  ['packages', '*', 'packageFeatures', '*', 'subCategories', '*'],
  ...['title', 'description', 'disclaimer', 'warranty', 'category', 'subsection'].map((f) => ['accessories', '*', f]),
  ...['packageRequires', 'packageExcludes', 'accessoryRequires', 'combinations'].map((r) => ['rules', r, '*', 'reason']),
];

export interface TranslatableText {
  path: Array<string | number>;
  text: string;
}

function walk(value: unknown, spec: readonly string[], at: Array<string | number>, out: TranslatableText[]): void {
  if (spec.length === 0) {
    if (typeof value === 'string' && value.trim() !== '') out.push({ path: at, text: value });
    return;
  }
  const [head, ...rest] = spec;
  if (head === '*') {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, rest, [...at, i], out));
    return;
  }
  if (value !== null && typeof value === 'object' && Object.hasOwn(value, head!)) {
    walk((value as Record<string, unknown>)[head!], rest, [...at, head!], out);
  }
}

/** Every shopper-facing English text of a file with its field path (empty texts are skipped). */
export function translatableTexts(file: unknown): TranslatableText[] {
  const out: TranslatableText[] = [];
  for (const spec of TRANSLATABLE) walk(file, spec, [], out);
  return out;
}

/**
 * Issues for a file whose Spanish is incomplete: every translatable text without a Spanish
 * entry (at the text's own field path, so the message names the field), and every Spanish entry
 * no text uses (a leftover after an English edit would otherwise hide the missing new one).
 */
export function checkTranslations(file: CatalogFile): Array<{ path: Array<string | number>; message: string }> {
  const es = file.translations.es;
  const issues: Array<{ path: Array<string | number>; message: string }> = [];
  const used = new Set<string>();
  for (const { path, text } of translatableTexts(file)) {
    used.add(text);
    if (!Object.hasOwn(es, text)) issues.push({ path, message: `no Spanish text for "${text}" (add it to translations.es)` });
  }
  for (const key of Object.keys(es)) {
    if (!used.has(key)) issues.push({ path: ['translations', 'es', key], message: 'Spanish text for an English text the file does not have' });
  }
  return issues;
}

function setAt(target: unknown, path: ReadonlyArray<string | number>, value: string): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
}

const spanish = new WeakMap<CatalogFile, CatalogFile>();

/**
 * The file as a shopper of `language` reads it: English files as they are, Spanish ones with every
 * translatable text replaced (made once per loaded file and kept while the file is; the result is
 * shared and must not be mutated). Codes, ids, prices and rules stay identical.
 */
export function localizeCatalogFile(file: CatalogFile, language: CatalogLanguage): CatalogFile {
  if (language === 'en') return file;
  const cached = spanish.get(file);
  if (cached) return cached;
  const copy = structuredClone(file);
  for (const { path, text } of translatableTexts(file)) {
    const es = file.translations.es[text];
    if (es !== undefined) setAt(copy, path, es);
  }
  spanish.set(file, copy);
  return copy;
}

/** The catalog language of a data-endpoint `language` argument (EN/ES, any case; English when absent). */
export function catalogLanguage(value: string | null | undefined): CatalogLanguage {
  return value?.toUpperCase() === 'ES' ? 'es' : 'en';
}
