import { loadCatalog } from '../server/catalog/catalog-loader';
import { localizeCatalogFile, translatableTexts } from '../server/catalog/catalog-locales';

/**
 * `npx ts-node --transpile-only bench/catalog-locales.ts`: what serving Spanish costs the data
 * endpoint. A Spanish copy of a catalog file is made once per loaded file (then cached), so the
 * figure is a one-time cost per file and content reload. Prints JSON: per-file median and max
 * milliseconds over `RUNS` fresh copies, the translated field count and the file size.
 */
const RUNS = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const catalog = loadCatalog();
const files = [...new Set(catalog.list('live').map((e) => e.data))];
const perFile = files.map((file) => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const fresh = structuredClone(file); // a new object: the cache does not answer
    const start = process.hrtime.bigint();
    localizeCatalogFile(fresh, 'es');
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { file: `${file.brand}/${file.seriesId}-${file.year}`, fields: translatableTexts(file).length, kb: Math.round(JSON.stringify(file).length / 1024), medianMs: +median(times).toFixed(2), maxMs: +Math.max(...times).toFixed(2) };
});
process.stdout.write(`${JSON.stringify({ runs: RUNS, files: perFile, totalMedianMs: +perFile.reduce((s, f) => s + f.medianMs, 0).toFixed(2) }, null, 2)}\n`);
