import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './harness';

/**
 * The oracle and the collector of the language walk (spanish-walk.e2e.ts). The oracle is read from
 * the files (catalog JSON, locales/*.json), never from the code that localises: a text is
 * "foreign" on a page when it exists only in the other language.
 */

type Language = 'en' | 'es';

interface CatalogJson {
  brand: 'toyota' | 'lexus';
  seriesId: string;
  year: number;
  grades: Array<{ id: string; gradeName: string }>;
  trims: Array<{ code: string; gradeId: string; isDefaultTrim?: boolean }>;
  translations: { es: Record<string, string> };
  exteriorColors: Array<{ title: string }>;
}

const CATALOG = path.join(ROOT, 'server/catalog/content/live');

function catalogFiles(): CatalogJson[] {
  return readdirSync(CATALOG).flatMap((brand) =>
    readdirSync(path.join(CATALOG, brand)).map((name) => JSON.parse(readFileSync(path.join(CATALOG, brand, name), 'utf8')) as CatalogJson),
  );
}

/** One buildable grade of the live catalog: its series-year and the grade's default trim. */
export interface WalkGrade {
  brand: 'toyota' | 'lexus';
  seriesId: string;
  year: number;
  gradeName: string;
  trimCode: string;
}

/** Every grade of every live series of a brand, in catalog order (first = the series' first grade). */
export function gradesOf(brand: 'toyota' | 'lexus'): WalkGrade[] {
  return catalogFiles()
    .filter((f) => f.brand === brand)
    .flatMap((f) =>
      f.grades.map((g) => {
        const trims = f.trims.filter((t) => t.gradeId === g.id);
        const trim = trims.find((t) => t.isDefaultTrim) ?? trims[0]!;
        return { brand, seriesId: f.seriesId, year: f.year, gradeName: g.gradeName, trimCode: trim.code };
      }),
    );
}

/**
 * Paint names: names like model names, never translated, shown as the brand writes them, even
 * when one is also an everyday word ("Black" is the Mirai's paint and the colour family Negro).
 */
export function paintNames(): string[] {
  return [...new Set(catalogFiles().flatMap((f) => f.exteriorColors.map((c) => c.title)))];
}

/** What must not appear on a page of one language: whole texts (single words) and phrases (several words). */
export interface Foreign {
  words: Map<string, string>;
  phrases: Array<{ text: string; pattern: RegExp; source: string }>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Literal pieces of an ICU message: placeholders, plurals and tags cut it into fragments. */
export function messageFragments(message: string): string[] {
  let depth = 0;
  let out = '';
  for (const c of message.replace(/<\/?\w+>/g, '\u0000')) {
    if (c === '{') {
      if (depth === 0) out += '\u0000';
      depth += 1;
    } else if (c === '}') depth -= 1;
    else if (depth === 0) out += c;
  }
  return out
    .split('\u0000')
    .map((s) => s.trim().replace(/^[,.:;()·|$+-]+|[,:;(·|$+-]+$/g, '').trim())
    .filter(Boolean);
}

function readJson<T>(rel: string): T {
  return JSON.parse(readFileSync(path.join(ROOT, rel), 'utf8')) as T;
}

/** Every text of one language with where it comes from: catalog texts and message fragments. */
function textsOf(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of catalogFiles()) {
    for (const [english, spanish] of Object.entries(file.translations.es)) texts.set(language === 'es' ? spanish : english, `catalog ${file.brand}/${file.seriesId}-${file.year}`);
  }
  for (const [key, message] of Object.entries(readJson<Record<string, string>>(`locales/${language}.json`))) {
    for (const fragment of messageFragments(message)) if (!texts.has(fragment)) texts.set(fragment, `${language}.json ${key}`);
  }
  return texts;
}

/**
 * What must not appear on a page in `language`: the texts of the other language (catalog texts
 * and message fragments) that are not also texts of this one, so shared words ("Interior", model
 * names, codes) never count. `allow` lists further texts both languages may show.
 */
export function foreignTexts(language: Language, allow: readonly string[] = []): Foreign {
  const own = textsOf(language);
  const other = textsOf(language === 'es' ? 'en' : 'es');
  const allowed = new Set(allow);
  const words = new Map<string, string>();
  const phrases: Foreign['phrases'] = [];
  for (const [text, source] of other) {
    if (own.has(text) || allowed.has(text) || !/\p{L}{2}/u.test(text)) continue;
    if (/\s/.test(text)) phrases.push({ text, source, pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${escape(text)}($|[^\\p{L}\\p{N}])`, 'u') });
    // A lone short word ("de", "in") says nothing about the page's language; longer ones do.
    else if (text.length >= 3) words.set(text, source);
  }
  return { words, phrases };
}

/** Where a foreign text was found: the text, where it came from, and what the page showed. */
export function findForeign(collected: readonly string[], foreign: Foreign): string[] {
  const hits = new Set<string>();
  for (const item of collected) {
    const whole = item.replace(/[.,:;!?()]+$/g, '').trim();
    const word = foreign.words.get(whole);
    if (word) hits.add(`"${whole}" (${word}) in "${item}"`);
    for (const p of foreign.phrases) if (p.pattern.test(item)) hits.add(`"${p.text}" (${p.source}) in "${item.slice(0, 160)}"`);
  }
  return [...hits];
}

/**
 * Every text a shopper can read or hear on the page: visible text nodes (screen-reader-only text
 * included, it is laid out), accessible names and descriptions given as attributes, image alt
 * texts, form placeholders, and the document title and description.
 */
export async function collectTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const add = (value: string | null | undefined) => {
      const text = (value ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.add(text);
    };
    const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true } as never) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) && visible(parent)) add(node.textContent);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[alt],[title],[placeholder],[aria-roledescription],[aria-valuetext]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription', 'aria-valuetext']) add(el.getAttribute(name));
    }
    for (const el of document.body.querySelectorAll('input[type="submit"],input[type="button"]')) if (visible(el)) add((el as HTMLInputElement).value);
    add(document.title);
    add(document.querySelector('meta[name="description"]')?.getAttribute('content'));
    return [...out];
  });
}
