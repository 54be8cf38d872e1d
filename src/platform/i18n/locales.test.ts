import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emptyMessages, missingKeys, placeholderMismatches, type Catalogue } from './locale-checks';

/**
 * Guards the real message catalogues every parcel shares: both languages have the same keys,
 * no message is empty, placeholders match. That English is what the code defines (formatjs
 * extraction) is npm test's static check, scripts/messages/messages.ts (ADR 0192).
 */
const root = path.resolve(__dirname, '../../..');
const load = (language: string): Catalogue => JSON.parse(readFileSync(path.join(root, 'locales', `${language}.json`), 'utf8'));
const en = load('en');
const es = load('es');

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
});
