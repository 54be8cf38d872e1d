import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CATALOG_DIR } from '../catalog-loader';
import { writeSampleContent } from './generate-content';

function tree(dir: string, prefix = ''): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(path.join(dir, name)).isDirectory() ? tree(path.join(dir, name), rel) : [rel];
  });
}

describe('generate-content', () => {
  // The JSON files are the source of truth; this catches a data edit that was not regenerated
  // (or a hand edit that the generator would overwrite).
  it('reproduces the committed JSON byte for byte', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'catalog-gen-'));
    try {
      const written = writeSampleContent(out);
      const committed = tree(DEFAULT_CATALOG_DIR).filter((f) => f.endsWith('.json'));
      expect(written.sort()).toEqual(committed);
      for (const rel of written) {
        expect({ rel, same: readFileSync(path.join(out, rel), 'utf8') === readFileSync(path.join(DEFAULT_CATALOG_DIR, rel), 'utf8') }).toEqual({ rel, same: true });
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
