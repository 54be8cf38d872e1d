import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CATALOG_DIR, loadCatalog, reloadCatalog } from '../catalog/catalog-loader';
import { localizeCatalogFile } from '../catalog/catalog-locales';
import { diffCatalogs } from './catalog-changes';

// Realtime catalog updates carry both locales: an edit of a Spanish text alone is a change of that
// series-year (subscribers refetch), and the refetched Spanish content has the new text.
describe('realtime changes in Spanish', () => {
  it('a Spanish-only edit publishes the series-year and the Spanish content shows it; English stays', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalog-es-'));
    cpSync(DEFAULT_CATALOG_DIR, dir, { recursive: true });
    try {
      const before = loadCatalog(dir);
      const file = path.join(dir, 'live/toyota/prius-2025.json');
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('"Cargo Net": "Red de carga"');
      writeFileSync(file, text.replace('"Cargo Net": "Red de carga"', '"Cargo Net": "Red para carga"'));
      const after = reloadCatalog(dir);
      expect(diffCatalogs(before, after).map((c) => `${c.environment}/${c.seriesId}-${c.year}`)).toEqual(['live/prius-2025', 'preview/prius-2025', 'prelive/prius-2025']);
      const entry = after.get('live', 'toyota', 'prius', 2025)!;
      expect(localizeCatalogFile(entry.data, 'es').accessories.find((a) => a.code === 'CRGNET')!.title).toBe('Red para carga');
      expect(localizeCatalogFile(entry.data, 'en').accessories.find((a) => a.code === 'CRGNET')!.title).toBe('Cargo Net');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
