import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CatalogError, DEFAULT_CATALOG_DIR, loadCatalog, reloadCatalog, subscribeCatalog } from './catalog-loader';

const shipped = (rel: string) => readFileSync(path.join(DEFAULT_CATALOG_DIR, rel), 'utf8');

/** A temp catalog folder holding the given files (relative path -> text). */
function tempCatalog(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'catalog-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const dirs: string[] = [];
const temp = (files: Record<string, string>) => {
  const dir = tempCatalog(files);
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function loadError(dir: string): CatalogError {
  try {
    loadCatalog(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogError);
    return err as CatalogError;
  }
  throw new Error('expected the catalog to be rejected');
}

describe('loadCatalog', () => {
  it('loads the shipped content once and serves it from the cache', () => {
    const a = loadCatalog();
    expect(loadCatalog()).toBe(a);
    expect(a.get('live', 'toyota', 'tacoma', 2024)?.data.seriesName).toBe('Tacoma');
    expect(a.get('live', 'toyota', 'tacoma', 1999)).toBeUndefined();
    expect(a.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('indexes by environment, brand, series and year', () => {
    const c = loadCatalog();
    expect(c.list('live', 'lexus').map((e) => e.seriesId)).toEqual(['nx', 'rx']);
    expect(c.list('live').every((e) => e.environment === 'live')).toBe(true);
    expect(c.years('live', 'toyota', 'prius')).toEqual([2024, 2025]);
    expect(c.get('live', 'toyota', 'tacoma', 2024)?.file).toBe('live/toyota/tacoma-2024.json');
  });

  it('rejects invalid JSON naming the file', () => {
    const dir = temp({ 'live/toyota/mirai-2025.json': '{ not json' });
    expect(loadError(dir).message).toMatch(/^live\/toyota\/mirai-2025\.json: \(root\): invalid JSON/);
  });

  it('rejects a schema violation naming the file and the zod field path', () => {
    const file = JSON.parse(shipped('live/toyota/mirai-2025.json'));
    file.exteriorColors[1].hexCode = 'blue';
    file.trims[0].msrp = -5;
    const err = loadError(temp({ 'live/toyota/mirai-2025.json': JSON.stringify(file) }));
    expect(err.file).toBe('live/toyota/mirai-2025.json');
    expect(err.message).toContain('live/toyota/mirai-2025.json: exteriorColors.1.hexCode: expected a #rrggbb hex colour');
    expect(err.message).toContain('live/toyota/mirai-2025.json: trims.0.msrp:');
    expect(err.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['exteriorColors.1.hexCode', 'trims.0.msrp']));
  });

  it('rejects a missing required field with its path', () => {
    const file = JSON.parse(shipped('live/toyota/mirai-2025.json'));
    delete file.dph;
    expect(loadError(temp({ 'live/toyota/mirai-2025.json': JSON.stringify(file) })).message).toContain('live/toyota/mirai-2025.json: dph:');
  });

  it('rejects a file whose name or folder disagrees with its content', () => {
    const text = shipped('live/toyota/mirai-2025.json');
    expect(loadError(temp({ 'live/toyota/mirai-2026.json': text })).message).toContain('live/toyota/mirai-2026.json: year: 2025 does not match the file name year 2026');
    expect(loadError(temp({ 'live/lexus/mirai-2025.json': text })).message).toContain('live/lexus/mirai-2025.json: brand: "toyota" does not match the folder "lexus"');
    expect(loadError(temp({ 'live/toyota/Mirai.json': text })).message).toContain('live/toyota/Mirai.json: (root): file name must be <seriesId>-<year>.json');
  });

  it('rejects unknown environment or brand folders and a missing folder', () => {
    const text = shipped('live/toyota/mirai-2025.json');
    expect(loadError(temp({ 'staging/toyota/mirai-2025.json': text })).message).toContain('staging: (root): unknown environment folder');
    expect(loadError(temp({ 'live/scion/mirai-2025.json': text })).message).toContain('live/scion: (root): unknown brand folder');
    expect(loadError(path.join(os.tmpdir(), 'no-such-catalog-dir')).message).toContain('catalog folder does not exist');
  });

  it('overlays preview and prelive files on live', () => {
    const live = shipped('live/toyota/mirai-2025.json');
    const renamed = JSON.parse(live);
    renamed.seriesName = 'Mirai (preview)';
    const dir = temp({
      'live/toyota/mirai-2025.json': live,
      'preview/toyota/mirai-2025.json': JSON.stringify(renamed),
      'prelive/lexus/nx-2025.json': shipped('live/lexus/nx-2025.json'),
    });
    const c = loadCatalog(dir);
    expect(c.get('live', 'toyota', 'mirai', 2025)?.data.seriesName).toBe('Mirai');
    expect(c.get('preview', 'toyota', 'mirai', 2025)).toMatchObject({ source: 'preview', environment: 'preview', data: { seriesName: 'Mirai (preview)' } });
    expect(c.get('prelive', 'toyota', 'mirai', 2025)).toMatchObject({ source: 'live', environment: 'prelive' });
    expect(c.get('prelive', 'lexus', 'nx', 2025)?.source).toBe('prelive');
    expect(c.get('live', 'lexus', 'nx', 2025)).toBeUndefined();
  });

  it('changes the version exactly when content changes, and reload notifies subscribers', () => {
    const dir = temp({ 'live/toyota/mirai-2025.json': shipped('live/toyota/mirai-2025.json') });
    const first = loadCatalog(dir);
    const seen: string[] = [];
    const unsubscribe = subscribeCatalog((c) => seen.push(c.version));

    expect(reloadCatalog(dir)).toBe(first);
    expect(seen).toEqual([]);

    const file = JSON.parse(shipped('live/toyota/mirai-2025.json'));
    file.dph = 1195;
    writeFileSync(path.join(dir, 'live/toyota/mirai-2025.json'), JSON.stringify(file));
    const second = reloadCatalog(dir);
    expect(second.version).not.toBe(first.version);
    expect(second.get('live', 'toyota', 'mirai', 2025)?.data.dph).toBe(1195);
    expect(loadCatalog(dir)).toBe(second);
    expect(seen).toEqual([second.version]);

    unsubscribe();
    writeFileSync(path.join(dir, 'live/toyota/mirai-2025.json'), shipped('live/toyota/mirai-2025.json'));
    reloadCatalog(dir);
    expect(seen).toHaveLength(1);
  });

  it('keeps serving the previous catalog when a reload finds a bad file', () => {
    const dir = temp({});
    cpSync(path.join(DEFAULT_CATALOG_DIR, 'live', 'toyota', 'mirai-2025.json'), path.join(dir, 'live/toyota/mirai-2025.json'), { recursive: true });
    const good = loadCatalog(dir);
    writeFileSync(path.join(dir, 'live/toyota/mirai-2025.json'), '{}');
    expect(() => reloadCatalog(dir)).toThrow(CatalogError);
    expect(loadCatalog(dir)).toBe(good);
  });

  it('ignores non-JSON files such as notes', () => {
    const dir = temp({ 'live/toyota/mirai-2025.json': shipped('live/toyota/mirai-2025.json'), 'live/toyota/NOTES.md': '# notes', 'README.md': 'x' });
    expect(loadCatalog(dir).list('live')).toHaveLength(1);
  });
});
