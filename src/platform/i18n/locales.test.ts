import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultMessagesInSource, emptyMessages, messageIdsInSource, missingKeys, placeholderMismatches, type Catalogue } from './locale-checks';

/**
 * Guards the real message catalogues every parcel shares: both languages have the same keys,
 * no message is empty, placeholders match, and every message id used in src/ exists.
 */
const root = path.resolve(__dirname, '../../..');
const load = (language: string): Catalogue => JSON.parse(readFileSync(path.join(root, 'locales', `${language}.json`), 'utf8'));
const en = load('en');
const es = load('es');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('locales/*.json', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('%s.json has only non-empty string messages', (_language, messages) => {
    expect(emptyMessages(messages)).toEqual([]);
  });

  it('has every English key in Spanish', () => {
    expect(missingKeys(en, es)).toEqual([]);
  });

  it('has every Spanish key in English', () => {
    expect(missingKeys(es, en)).toEqual([]);
  });

  it('has valid ICU messages with the same placeholders in both languages', () => {
    expect(placeholderMismatches(en, es)).toEqual([]);
  });

  it('has every message id used in src/', () => {
    const used = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      messageIdsInSource(readFileSync(file, 'utf8')).map((id) => ({ id, file: path.relative(root, file) })),
    );
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter(({ id }) => !(id in en) || !(id in es)).map(({ id, file }) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has, for every message id used in src/, a defaultMessage equal to the English catalogue', () => {
    // English pages ship no catalogue (bundle budget): the descriptors' defaults are the text.
    const files = sourceFiles(path.join(root, 'src')).map((file) => ({ file: path.relative(root, file), source: readFileSync(file, 'utf8') }));
    const withDefault = new Set<string>();
    const differing: string[] = [];
    for (const { file, source } of files) {
      for (const { id, defaultMessage } of defaultMessagesInSource(source)) {
        withDefault.add(id);
        if (en[id] !== defaultMessage) differing.push(`${id} (${file}): ${JSON.stringify(defaultMessage)} vs ${JSON.stringify(en[id])}`);
      }
    }
    const withoutDefault = files.flatMap(({ file, source }) => messageIdsInSource(source).filter((id) => !withDefault.has(id)).map((id) => `${id} (${file})`));
    expect(withDefault.size).toBeGreaterThan(100);
    expect(differing).toEqual([]);
    expect(withoutDefault).toEqual([]);
  });
});
