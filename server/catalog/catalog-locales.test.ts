import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CatalogError, parseCatalogFile, parseServedCatalogFile } from './catalog-loader';
import { catalogLanguage, localizeCatalogFile, translatableTexts } from './catalog-locales';

const FILE = 'live/toyota/tacoma-2024.json';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break arbitrary JSON paths
type Json = Record<string, any>;
const raw = (): Json => JSON.parse(readFileSync(path.join(__dirname, 'content', FILE), 'utf8'));

function errorFor(mutate: (file: Json) => void): string {
  const file = raw();
  mutate(file);
  try {
    parseServedCatalogFile(FILE, JSON.stringify(file));
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogError);
    return (err as Error).message;
  }
  throw new Error('expected the file to be rejected');
}

describe('catalog Spanish validation', () => {
  it('names the file and the field of an English text without Spanish', () => {
    const message = errorFor((f) => {
      delete f.translations.es['All-Weather Floor Liners'];
    });
    const index = raw().accessories.findIndex((a: Json) => a.title === 'All-Weather Floor Liners');
    expect(message).toBe(`${FILE}: accessories.${index}.title: no Spanish text for "All-Weather Floor Liners" (add it to translations.es)`);
  });

  it('an edited English text needs its Spanish too (the old entry is reported as unused)', () => {
    const message = errorFor((f) => {
      f.categories[0].value = 'Pickups';
    });
    expect(message).toContain(`${FILE}: categories.0.value: no Spanish text for "Pickups"`);
    expect(message).toContain(`${FILE}: translations.es.Trucks: Spanish text for an English text the file does not have`);
  });

  it('a file without translations reports every shopper-facing field', () => {
    const message = errorFor((f) => {
      delete f.translations;
    });
    expect(message).toContain(`${FILE}: fuelType: no Spanish text for "Gas"`);
    expect(message).toMatch(/and \d{3} more$/);
  });

  it('an empty Spanish text is rejected by the schema', () => {
    expect(errorFor((f) => {
      f.translations.es.Trucks = '';
    })).toContain(`${FILE}: translations.es.Trucks:`);
  });
});

describe('localizeCatalogFile', () => {
  const file = parseCatalogFile(FILE, JSON.stringify(raw()));

  it('English is the file itself; Spanish is built once and shared', () => {
    expect(localizeCatalogFile(file, 'en')).toBe(file);
    expect(localizeCatalogFile(file, 'es')).toBe(localizeCatalogFile(file, 'es'));
  });

  it('replaces every translatable text and nothing else', () => {
    const es = localizeCatalogFile(file, 'es');
    const spanish = translatableTexts(es).map((t) => t.text);
    const english = translatableTexts(file);
    expect(spanish).toEqual(english.map((t) => file.translations.es[t.text]));
    const strip = (f: Json) => JSON.stringify(f, (_k, v) => (typeof v === 'string' ? '' : v));
    // Same shape, codes, prices and rules: only strings differ, and only at translatable paths.
    expect(strip(es)).toBe(strip(file));
    expect(es.trims.map((t) => [t.code, t.msrp])).toEqual(file.trims.map((t) => [t.code, t.msrp]));
    expect(es.exteriorColors.map((c) => c.title)).toEqual(file.exteriorColors.map((c) => c.title));
    expect(es.grades.map((g) => g.gradeName)).toEqual(file.grades.map((g) => g.gradeName));
    expect(es.accessories.find((a) => a.code === 'AWFL')!.title).toBe('Protectores de piso para todo clima');
    expect(file.accessories.find((a) => a.code === 'AWFL')!.title).toBe('All-Weather Floor Liners');
  });

  it('reads the data endpoint language argument', () => {
    expect(catalogLanguage('ES')).toBe('es');
    expect(catalogLanguage('es')).toBe('es');
    expect(catalogLanguage('EN')).toBe('en');
    expect(catalogLanguage(undefined)).toBe('en');
  });
});

describe('where the Spanish check applies', () => {
  it('the served catalog requires it; the rules-only parse does not', () => {
    const file = raw();
    delete file.translations;
    expect(() => parseServedCatalogFile(FILE, JSON.stringify(file))).toThrow(CatalogError);
    expect(() => parseCatalogFile(FILE, JSON.stringify(file))).not.toThrow();
  });
});
