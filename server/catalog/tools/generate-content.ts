import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseServedCatalogFile } from '../catalog-loader';
import type { CatalogEnvironment, CatalogFileInput } from '../catalog.schema';
import { nx, rx } from './data/lexus.data';
import { mirai, prius } from './data/prius-mirai.data';
import { rav4, rav4Hybrid, rav4Prime } from './data/rav4.data';
import { sienna } from './data/sienna.data';
import { tacoma, tacomaHybrid } from './data/tacoma.data';

/**
 * Writes the sample catalog JSON under server/catalog/content/. The JSON is the source of truth
 * the server reads; this script only exists so that 12 series-years stay consistent while edited.
 * Every file is validated (schema + cross-references) before anything is written.
 *
 * Run: npx ts-node --transpile-only server/catalog/tools/generate-content.ts [outDir]
 */

/** Every catalog file the generator produces, per environment (preview/prelive are overlays on live). */
export function sampleContent(): Array<{ environment: CatalogEnvironment; file: CatalogFileInput }> {
  const live = [tacoma(2024), tacomaHybrid(2024), sienna(2025), rav4(), rav4Hybrid(), rav4Prime(), prius(2024), prius(2025), mirai(), rx(), nx()];
  return [
    ...live.map((file) => ({ environment: 'live' as const, file })),
    // Preview: next model year of the Tacoma appears before it goes live.
    { environment: 'preview', file: tacoma(2025, 700) },
    // Prelive: the live Tacoma with a renamed colour and an extra grade.
    { environment: 'prelive', file: tacoma(2024, 0, 'prelive') },
  ];
}

/** Validates and writes every sample file under `outDir`, replacing what was there. */
export function writeSampleContent(outDir: string): string[] {
  const files = sampleContent().map(({ environment, file }) => {
    const rel = `${environment}/${file.brand}/${file.seriesId}-${file.year}.json`;
    const text = `${JSON.stringify(file, null, 2)}\n`;
    parseServedCatalogFile(rel, text);
    return { rel, text };
  });
  rmSync(outDir, { recursive: true, force: true });
  for (const { rel, text } of files) {
    const target = path.join(outDir, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return files.map((f) => f.rel);
}

if (require.main === module) {
  const outDir = process.argv[2] ?? path.join(__dirname, '..', 'content');
  const written = writeSampleContent(outDir);
  process.stdout.write(`wrote ${written.length} catalog files to ${outDir}\n`);
}
