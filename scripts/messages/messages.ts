import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The message catalogues, the formatjs way (ADR 0192): the English catalogue is what `formatjs
 * extract` finds in the code (every `defaultMessage` of the page's parcels and of the server's
 * mails), compiled by `formatjs compile` to the flat id -> ICU message JSON the page and the mails
 * load; the Spanish catalogue is kept by hand beside it.
 *
 *   npm run messages:extract            writes locales/en.json from the code
 *   npm run messages:extract -- --check fails (npm test's static stage) when a message is missing
 *                                       from either language or stale in either
 */
const REPO = join(__dirname, '..', '..');
/** Where messages are defined: the parcels and platform, and the server's mail texts. */
export const MESSAGE_SOURCES = ['src/**/*.{ts,tsx}', 'server/**/*.messages.ts'];
const IGNORED = ['src/**/*.test.{ts,tsx}'];

export type Catalogue = Record<string, string>;

/** What extraction found: the English catalogue, ids defined twice differently, ids used without a defaultMessage. */
export interface Extraction {
  catalogue: Catalogue;
  duplicates: string[];
  withoutDefault: string[];
}

/** The English catalogue the code defines (formatjs extract, then compile). */
export function extractEnglish(repo = REPO): Extraction {
  const dir = mkdtempSync(join(tmpdir(), 'messages-'));
  try {
    const formatjs = join(repo, 'node_modules', '.bin', 'formatjs');
    const extracted = join(dir, 'extracted.json');
    const compiled = join(dir, 'en.json');
    const extract = spawnSync(formatjs, ['extract', ...MESSAGE_SOURCES, ...IGNORED.flatMap((glob) => ['--ignore', glob]), '--out-file', extracted], { cwd: repo, encoding: 'utf8' });
    if (extract.status !== 0) throw new Error(`formatjs extract failed: ${extract.stderr}`);
    const compile = spawnSync(formatjs, ['compile', extracted, '--out-file', compiled], { cwd: repo, encoding: 'utf8' });
    if (compile.status !== 0) throw new Error(`formatjs compile failed: ${compile.stderr}`);
    // formatjs only warns about an id defined twice differently, and keeps one of the two.
    const duplicates = [...new Set([...extract.stderr.matchAll(/Duplicate message id: "([^"]+)"/g)].map((m) => m[1]))];
    // An id used without a defaultMessage is extracted empty and dropped by compile: English would show the id.
    const raw = JSON.parse(readFileSync(extracted, 'utf8')) as Record<string, { defaultMessage?: string }>;
    const withoutDefault = Object.keys(raw).filter((id) => typeof raw[id].defaultMessage !== 'string');
    return { catalogue: JSON.parse(readFileSync(compiled, 'utf8')) as Catalogue, duplicates, withoutDefault };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The catalogue as written to locales/*.json: two-space JSON, ids in order, a final newline. */
export const catalogueText = (catalogue: Catalogue): string => `${JSON.stringify(catalogue, null, 2)}\n`;

/**
 * Everything wrong with the committed catalogues against what the code defines: an English
 * message missing, stale or different from its defaultMessage (run the extraction), a Spanish one
 * missing or stale, an id defined twice with different texts, an id used without a defaultMessage.
 */
export function catalogueProblems({ catalogue: extracted, duplicates, withoutDefault }: Extraction, en: Catalogue, es: Catalogue): string[] {
  const has = (catalogue: Catalogue, id: string) => Object.prototype.hasOwnProperty.call(catalogue, id);
  const problems: string[] = [];
  for (const id of withoutDefault) problems.push(`${id}: used without a defaultMessage (English pages render the defaults)`);
  for (const id of duplicates) problems.push(`${id}: defined more than once with different texts or descriptions (define it once, in platform if parcels share it)`);
  for (const id of Object.keys(extracted)) {
    if (!has(en, id)) problems.push(`${id}: missing from locales/en.json (run npm run messages:extract)`);
    else if (en[id] !== extracted[id]) problems.push(`${id}: locales/en.json says ${JSON.stringify(en[id])}, the code ${JSON.stringify(extracted[id])} (run npm run messages:extract)`);
    if (!has(es, id)) problems.push(`${id}: missing from locales/es.json (add the Spanish text)`);
  }
  for (const id of Object.keys(en)) if (!has(extracted, id)) problems.push(`${id}: stale in locales/en.json, no code defines it (run npm run messages:extract)`);
  for (const id of Object.keys(es)) if (!has(extracted, id)) problems.push(`${id}: stale in locales/es.json, no code defines it (remove it)`);
  if (problems.length === 0 && catalogueText(extracted) !== catalogueText(en)) problems.push('locales/en.json is not in the order extraction writes (run npm run messages:extract)');
  return problems;
}

function main(argv: string[]): void {
  const extraction = extractEnglish();
  const { catalogue } = extraction;
  const enFile = join(REPO, 'locales', 'en.json');
  const read = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  if (!argv.includes('--check')) {
    writeFileSync(enFile, catalogueText(catalogue));
    console.log(`locales/en.json: ${Object.keys(catalogue).length} messages extracted`);
  }
  const problems = catalogueProblems(extraction, read(enFile), read(join(REPO, 'locales', 'es.json')));
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exitCode = 1;
  else console.log(`messages: ${Object.keys(catalogue).length} in English and Spanish, none missing or stale`);
}

if (require.main === module) main(process.argv.slice(2));
