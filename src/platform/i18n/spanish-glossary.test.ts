import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The glossary (docs/spanish-glossary.md) is enforced: no Spanish text the product shows may use
// a term its "Avoid" column names, and no message orders a vehicle's name parts itself.
const ROOT = path.join(__dirname, '..', '..', '..');
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');

function avoidPatterns(): Array<{ term: string; pattern: RegExp }> {
  const rows = read('docs/spanish-glossary.md')
    .split('\n')
    .filter((line) => /^\| [^-|]/.test(line) && !line.startsWith('| English'));
  return rows.flatMap((row) => {
    const [english, , avoid] = row.split(/(?<!\\)\|/).slice(1, 4).map((c) => c.trim());
    return [...(avoid ?? '').matchAll(/`([^`]+)`/g)].map((m) => ({ term: english!, pattern: new RegExp(m[1]!, 'iu') }));
  });
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith('.json') ? [full] : [];
  });
}

/** Every Spanish text: messages, each catalog file's translations, and the content texts under an `es` key. */
function spanishTexts(): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [];
  // Placeholders ({dealer}, {trim}) are argument names, not text.
  for (const [key, text] of Object.entries(JSON.parse(read('locales/es.json')) as Record<string, string>)) out.push({ where: `locales/es.json ${key}`, text: text.replace(/\{\w+\}/g, '') });
  for (const file of jsonFiles(path.join(ROOT, 'server/catalog/content'))) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { translations: { es: Record<string, string> } };
    for (const text of Object.values(data.translations.es)) out.push({ where: path.relative(ROOT, file), text });
  }
  const walk = (value: unknown, where: string, inSpanish: boolean): void => {
    if (typeof value === 'string' && inSpanish) out.push({ where, text: value });
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`, inSpanish || k === 'es');
  };
  for (const file of jsonFiles(path.join(ROOT, 'server/services/content'))) walk(JSON.parse(readFileSync(file, 'utf8')), path.relative(ROOT, file), false);
  return out;
}

describe('Spanish glossary', () => {
  const patterns = avoidPatterns();
  const texts = spanishTexts();

  it('reads the glossary and finds the texts', () => {
    expect(patterns.length).toBeGreaterThan(20);
    expect(texts.length).toBeGreaterThan(1000);
    expect(patterns.find((p) => p.term === 'Total MSRP')!.pattern.test('MSRP total')).toBe(true);
  });

  it('no Spanish text uses a term the glossary says to avoid', () => {
    const offending = texts.flatMap(({ where, text }) => patterns.filter((p) => p.pattern.test(text)).map((p) => `${where}: "${text}" (${p.term}: avoid ${p.pattern.source})`));
    expect(offending).toEqual([]);
  });

  it('the total is named one way everywhere it appears in Spanish', () => {
    const totals = texts.filter(({ text }) => /precio total|MSRP/i.test(text) && /total/i.test(text));
    expect(totals.length).toBeGreaterThan(5);
    for (const { text } of totals.filter(({ text }) => /precio total/i.test(text))) expect(text).toMatch(/precio total sugerido por el fabricante \(MSRP\)/i);
  });

  it('no message orders a vehicle name itself: names come whole from formatVehicleName', () => {
    for (const locale of ['en', 'es']) {
      const messages = JSON.parse(read(`locales/${locale}.json`)) as Record<string, string>;
      expect(Object.entries(messages).filter(([, m]) => /\{year\}/.test(m))).toEqual([]);
    }
  });
});
