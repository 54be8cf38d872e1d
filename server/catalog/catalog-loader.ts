import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  brandSchema,
  catalogFileSchema,
  environmentSchema,
  type Brand,
  type CatalogEnvironment,
  type CatalogFile,
} from './catalog.schema';
import { crossCheckCatalogFile, type CatalogIssue } from './catalog-crossref';
import { checkTranslations } from './catalog-locales';

/** The content folder shipped with the server. */
export const DEFAULT_CATALOG_DIR = path.join(__dirname, 'content');

const ENVIRONMENTS: readonly CatalogEnvironment[] = environmentSchema.options;
const FILE_NAME = /^([a-z0-9]{1,50})-(\d{4})\.json$/;
const MAX_ISSUES_IN_MESSAGE = 12;

/** A catalog file that failed to load: the message names the file and each field path. */
export class CatalogError extends Error {
  override readonly name = 'CatalogError';
  constructor(
    readonly file: string,
    readonly issues: CatalogIssue[],
  ) {
    const lines = issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((i) => `${file}: ${formatPath(i.path)}: ${i.message}`);
    if (issues.length > MAX_ISSUES_IN_MESSAGE) lines.push(`${file}: ... and ${issues.length - MAX_ISSUES_IN_MESSAGE} more`);
    super(lines.join('\n'));
  }
}

/** One series-year as seen in one environment; `source` says which folder it came from (overlays). */
export interface CatalogEntry {
  environment: CatalogEnvironment;
  source: CatalogEnvironment;
  brand: Brand;
  seriesId: string;
  year: number;
  /** Path relative to the catalog folder, e.g. live/toyota/tacoma-2024.json. */
  file: string;
  data: CatalogFile;
}

/** All content of all environments, validated, indexed by environment, brand, series and year. */
export interface Catalog {
  /** Hash of every file's path and bytes: changes exactly when content changes. */
  readonly version: string;
  readonly dir: string;
  /** One series-year, or undefined when that environment does not have it. */
  get(environment: CatalogEnvironment, brand: Brand, seriesId: string, year: number): CatalogEntry | undefined;
  /** Every series-year of an environment (optionally of one brand), sorted by brand, series, year. */
  list(environment: CatalogEnvironment, brand?: Brand): CatalogEntry[];
  /** The model years of one series in an environment, ascending. */
  years(environment: CatalogEnvironment, brand: Brand, seriesId: string): number[];
}

function formatPath(p: ReadonlyArray<string | number | symbol>): string {
  return p.length === 0 ? '(root)' : p.map(String).join('.');
}

/** Parses and validates one file's text; throws CatalogError naming `file` and the field paths. */
export function parseCatalogFile(file: string, raw: string): CatalogFile {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    throw new CatalogError(file, [{ path: [], message: `invalid JSON: ${(err as Error).message}` }]);
  }
  const parsed = catalogFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new CatalogError(file, parsed.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: i.message })));
  }
  const issues = crossCheckCatalogFile(parsed.data);
  if (issues.length > 0) throw new CatalogError(file, issues);
  return parsed.data;
}

/**
 * What the server loads: `parseCatalogFile` plus the Spanish check (every shopper-facing English
 * text has its Spanish, ADR 0130), naming the file and each field. Tools that only read the rules
 * (the rules CLI) use `parseCatalogFile` and accept files without translations.
 */
export function parseServedCatalogFile(file: string, raw: string): CatalogFile {
  const data = parseCatalogFile(file, raw);
  const issues = checkTranslations(data);
  if (issues.length > 0) throw new CatalogError(file, issues);
  return data;
}

interface RawFile {
  rel: string;
  environment: CatalogEnvironment;
  brand: Brand;
  seriesId: string;
  year: number;
  bytes: Buffer;
}

function listFiles(dir: string): RawFile[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new CatalogError(dir, [{ path: [], message: 'catalog folder does not exist' }]);
  }
  const files: RawFile[] = [];
  for (const envName of readdirSync(dir).sort()) {
    if (!statSync(path.join(dir, envName)).isDirectory()) continue;
    const env = environmentSchema.safeParse(envName);
    if (!env.success) throw new CatalogError(envName, [{ path: [], message: `unknown environment folder (expected ${ENVIRONMENTS.join(', ')})` }]);
    for (const brandName of readdirSync(path.join(dir, envName)).sort()) {
      const brandDir = path.join(dir, envName, brandName);
      if (!statSync(brandDir).isDirectory()) continue;
      const brand = brandSchema.safeParse(brandName);
      if (!brand.success) throw new CatalogError(`${envName}/${brandName}`, [{ path: [], message: 'unknown brand folder (expected toyota or lexus)' }]);
      for (const name of readdirSync(brandDir).sort()) {
        if (!name.endsWith('.json')) continue;
        const rel = `${envName}/${brandName}/${name}`;
        const m = FILE_NAME.exec(name);
        if (!m) throw new CatalogError(rel, [{ path: [], message: 'file name must be <seriesId>-<year>.json' }]);
        files.push({ rel, environment: env.data, brand: brand.data, seriesId: m[1]!, year: Number(m[2]), bytes: readFileSync(path.join(brandDir, name)) });
      }
    }
  }
  return files;
}

function buildCatalog(dir: string): Catalog {
  const files = listFiles(dir);
  const hash = createHash('sha256');
  const bySource = new Map<string, CatalogEntry>();
  for (const f of files) {
    hash.update(f.rel).update('\0').update(f.bytes).update('\0');
    const data = parseServedCatalogFile(f.rel, f.bytes.toString('utf8'));
    const mismatch: CatalogIssue[] = [];
    if (data.brand !== f.brand) mismatch.push({ path: ['brand'], message: `"${data.brand}" does not match the folder "${f.brand}"` });
    if (data.seriesId !== f.seriesId) mismatch.push({ path: ['seriesId'], message: `"${data.seriesId}" does not match the file name "${f.seriesId}"` });
    if (data.year !== f.year) mismatch.push({ path: ['year'], message: `${data.year} does not match the file name year ${f.year}` });
    if (mismatch.length > 0) throw new CatalogError(f.rel, mismatch);
    bySource.set(key(f.environment, f.brand, f.seriesId, f.year), { environment: f.environment, source: f.environment, brand: f.brand, seriesId: f.seriesId, year: f.year, file: f.rel, data });
  }

  // live is complete; preview and prelive see live plus their own files, which win.
  const index = new Map<string, CatalogEntry>();
  for (const env of ENVIRONMENTS) {
    for (const entry of bySource.values()) {
      if (entry.source !== 'live' && entry.source !== env) continue;
      const k = key(env, entry.brand, entry.seriesId, entry.year);
      const existing = index.get(k);
      if (existing && existing.source === env) continue;
      index.set(k, { ...entry, environment: env });
    }
  }
  const sorted = [...index.values()].sort((a, b) => a.brand.localeCompare(b.brand) || a.seriesId.localeCompare(b.seriesId) || a.year - b.year);
  const version = hash.digest('hex').slice(0, 16);

  return {
    version,
    dir,
    get: (environment, brand, seriesId, year) => index.get(key(environment, brand, seriesId, year)),
    list: (environment, brand) => sorted.filter((e) => e.environment === environment && (brand === undefined || e.brand === brand)),
    years: (environment, brand, seriesId) =>
      sorted.filter((e) => e.environment === environment && e.brand === brand && e.seriesId === seriesId).map((e) => e.year),
  };
}

function key(env: string, brand: string, seriesId: string, year: number): string {
  return `${env}|${brand}|${seriesId}|${year}`;
}

const cache = new Map<string, Catalog>();
type Listener = (catalog: Catalog) => void;
const listeners = new Set<Listener>();

/**
 * Loads and validates every catalog file under `dir` (default: the shipped content) once and
 * caches the result per folder. Throws CatalogError naming the file and field path of the first
 * bad file, so a broken catalog stops the server at start instead of failing a shopper later.
 */
export function loadCatalog(dir: string = DEFAULT_CATALOG_DIR): Catalog {
  const resolved = path.resolve(dir);
  const cached = cache.get(resolved);
  if (cached) return cached;
  const catalog = buildCatalog(resolved);
  cache.set(resolved, catalog);
  return catalog;
}

/**
 * Re-reads `dir` (e.g. after a file watcher saw a change) and tells subscribers when the content
 * changed. On a bad file it throws and keeps serving the previous catalog.
 */
export function reloadCatalog(dir: string = DEFAULT_CATALOG_DIR): Catalog {
  const resolved = path.resolve(dir);
  const previous = cache.get(resolved);
  const catalog = buildCatalog(resolved);
  if (previous && previous.version === catalog.version) return previous;
  cache.set(resolved, catalog);
  for (const listener of listeners) listener(catalog);
  return catalog;
}

/** Calls `listener` with the new catalog after each reload that changed content; returns an unsubscribe function. */
export function subscribeCatalog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
