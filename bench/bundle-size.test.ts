import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildBundleReport, FIRST_LOAD_BUDGET_GZIP, measureFiles, SCENE_CHUNK_BUDGET_GZIP, type FileSize } from './bundle-size';
import type { ChunkGroupsManifest } from '../src/domain/chunk-groups';
import { slotsInPage } from '../server/http/preload-hints';

const file = (name: string, gzipBytes: number): FileSize => ({ file: name, rawBytes: gzipBytes * 3, gzipBytes });

const files = [
  file('root-config.js', 8_000),
  file('root-start.88888888.js', 7_000),
  file('react.11111111.js', 60_000),
  file('mfe-configurator.22222222.js', 20_000),
  file('mfe-configurator.22222222.css', 3_000),
  file('mfe-zip-modal.33333333.js', 5_000),
  file('scene-model.44444444.js', 10_000),
  file('scene-trim.55555555.js', 12_000),
  file('scene-summary.66666666.js', 41_000),
  file('mfe-dealer-only.77777777.js', 9_000),
];
const manifest: ChunkGroupsManifest = {
  format: 'chunk-groups/1',
  groups: {
    'root-config': ['root-config.js'],
    'root-start': ['root-start.88888888.js'],
    'mfe-configurator': ['react.11111111.js', 'mfe-configurator.22222222.js', 'mfe-configurator.22222222.css'],
    'mfe-zip-modal': ['react.11111111.js', 'mfe-zip-modal.33333333.js'],
    'mfe-dealer-only': ['mfe-dealer-only.77777777.js'],
    'scene-model': ['scene-model.44444444.js'],
    'scene-trim': ['react.11111111.js', 'scene-trim.55555555.js'],
    'scene-summary': ['scene-summary.66666666.js'],
  },
};

describe('bundle-size benchmark', () => {
  it('counts root-config, the root logic, the parcels of the page slots and the model scene as first load, each file once', () => {
    const report = buildBundleReport(files, manifest, ['configurator', 'zip-modal', 'region-gate']);
    expect(report.vehiclePage.files.sort()).toEqual(
      ['root-config.js', 'root-start.88888888.js', 'react.11111111.js', 'mfe-configurator.22222222.js', 'mfe-configurator.22222222.css', 'mfe-zip-modal.33333333.js', 'scene-model.44444444.js'].sort(),
    );
    expect(report.vehiclePage.js.gzipBytes).toBe(8_000 + 7_000 + 60_000 + 20_000 + 5_000 + 10_000);
    expect(report.vehiclePage.css.gzipBytes).toBe(3_000);
    expect(report.vehiclePage.missingGroups).toEqual(['mfe-region-gate']);
  });

  it('measures later scenes by the JS they add and judges each against its budget', () => {
    const report = buildBundleReport(files, manifest, ['configurator', 'zip-modal']);
    expect(report.laterScenes).toEqual([
      { name: 'scene-summary', files: ['scene-summary.66666666.js'], rawBytes: 123_000, gzipBytes: 41_000 },
      { name: 'scene-trim', files: ['scene-trim.55555555.js'], rawBytes: 36_000, gzipBytes: 12_000 },
    ]);
    expect(report.budgets).toEqual([
      { name: 'first-load JS, vehicle page', limitGzipBytes: FIRST_LOAD_BUDGET_GZIP, actualGzipBytes: 110_000, pass: true },
      { name: 'later scene chunk scene-summary', limitGzipBytes: SCENE_CHUNK_BUDGET_GZIP, actualGzipBytes: 41_000, pass: false },
      { name: 'later scene chunk scene-trim', limitGzipBytes: SCENE_CHUNK_BUDGET_GZIP, actualGzipBytes: 12_000, pass: true },
    ]);
    expect(report.pass).toBe(false);
  });

  it('fails the first-load budget above 150 KB gzip', () => {
    const heavy = files.map((f) => (f.file === 'react.11111111.js' ? file(f.file, 150_000) : f));
    expect(buildBundleReport(heavy, manifest, ['configurator']).budgets[0].pass).toBe(false);
  });

  it('refuses a manifest that names a file the bundle folder lacks (a broken or mixed build)', () => {
    const broken: ChunkGroupsManifest = { ...manifest, groups: { ...manifest.groups, 'mfe-configurator': ['mfe-configurator.99999999.js'] } };
    expect(() => buildBundleReport(files, broken, ['configurator'])).toThrow(/mfe-configurator\.99999999\.js .*not in the bundle folder/);
  });

  it('reads the slot names of a page once each', () => {
    expect(slotsInPage('<div data-mfe="a"></div><div data-mfe="b" data-x="1"></div><div data-mfe="a"></div>')).toEqual(['a', 'b']);
  });

  it('measures raw and gzip bytes of the .js and .css files only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
    try {
      writeFileSync(path.join(dir, 'a.js'), 'x'.repeat(1000));
      writeFileSync(path.join(dir, 'a.js.map'), '{}');
      writeFileSync(path.join(dir, 'b.css'), '.b{}');
      const measured = measureFiles(dir);
      expect(measured.map((m) => m.file)).toEqual(['a.js', 'b.css']);
      expect(measured[0].rawBytes).toBe(1000);
      expect(measured[0].gzipBytes).toBeLessThan(100);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
