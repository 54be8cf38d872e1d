import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_GROUPS_FILE, parseChunkGroups, ROOT_LOGIC_GROUP, type ChunkGroupsManifest } from '../src/domain/chunk-groups';
import { slotsInPage } from '../server/http/preload-hints';

/**
 * `npm run bench:bundle`: production-builds the bundle, then prints one JSON object: every chunk's
 * raw and gzip bytes, the first-load JS of the demo vehicle page and the budget verdicts of
 * architecture.md section 5. The chunk groups come from the build's own manifest in the bundle
 * folder (chunk-groups.json, ADR 0149), the list host pages preload from. `--no-build` measures
 * dist/configurator as it is.
 * `--shared-react` measures the shared-React build instead (dist/configurator-shared-react, built
 * with `--env shared-react`: react and react-dom come from the page, ADR 0110).
 *
 * First load = root-config.js + the root logic it loads (`root-start`) + the chunk group of every
 * parcel whose slot the vehicle page has (`mfe-<slot>`) + the model scene's group (`scene-model`).
 * Later scenes are the other `scene-*` groups, counted by the files they add to what is already
 * loaded.
 */

export const FIRST_LOAD_BUDGET_GZIP = 150 * 1024;
export const SCENE_CHUNK_BUDGET_GZIP = 40 * 1024;
export const FIRST_SCENE = 'scene-model';

export interface FileSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface Budget {
  name: string;
  limitGzipBytes: number;
  actualGzipBytes: number;
  pass: boolean;
}

export interface BundleReport {
  chunks: FileSize[];
  total: { rawBytes: number; gzipBytes: number };
  vehiclePage: {
    slots: string[];
    chunkGroups: string[];
    /** Groups the page needs that the build does not have yet (a parcel not written yet). */
    missingGroups: string[];
    files: string[];
    js: { rawBytes: number; gzipBytes: number };
    css: { rawBytes: number; gzipBytes: number };
  };
  laterScenes: Array<{ name: string; files: string[]; rawBytes: number; gzipBytes: number }>;
  budgets: Budget[];
  pass: boolean;
}

/** Raw and gzip (level 9) sizes of every .js and .css file in the bundle folder. */
export function measureFiles(dir: string): FileSize[] {
  return readdirSync(dir)
    .filter((file) => /\.(?:js|css)$/.test(file))
    .sort()
    .map((file) => {
      const body = readFileSync(path.join(dir, file));
      return { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    });
}

const sum = (files: FileSize[]) => ({
  rawBytes: files.reduce((n, f) => n + f.rawBytes, 0),
  gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
});

/** Computes the report from measured files, the build's chunk-group manifest and the vehicle page's slots. */
export function buildBundleReport(files: FileSize[], manifest: ChunkGroupsManifest, vehicleSlots: string[]): BundleReport {
  const byName = new Map(files.map((f) => [f.file, f]));
  // A file the manifest names but the folder lacks means a broken build: refuse rather than undercount.
  const groupFiles = (group: string): string[] =>
    (manifest.groups[group] ?? []).map((name) => {
      if (!byName.has(name)) throw new Error(`${name} (chunk group ${group}) is not in the bundle folder: rebuild (run without --no-build)`);
      return name;
    });

  const chunkGroups = ['root-config', ROOT_LOGIC_GROUP, ...vehicleSlots.map((slot) => `mfe-${slot}`), FIRST_SCENE];
  const missingGroups = chunkGroups.filter((group) => !manifest.groups[group]);
  const firstLoad = new Set<string>(byName.has('root-config.js') ? ['root-config.js'] : []);
  for (const group of chunkGroups) groupFiles(group).forEach((file) => firstLoad.add(file));
  const firstFiles = [...firstLoad].map((file) => byName.get(file)!);
  const js = sum(firstFiles.filter((f) => f.file.endsWith('.js')));
  const css = sum(firstFiles.filter((f) => f.file.endsWith('.css')));

  const laterScenes = Object.keys(manifest.groups)
    .filter((group) => group.startsWith('scene-') && group !== FIRST_SCENE)
    .sort()
    .map((name) => {
      const added = groupFiles(name).filter((file) => !firstLoad.has(file) && file.endsWith('.js'));
      return { name, files: added, ...sum(added.map((file) => byName.get(file)!)) };
    });

  const budgets: Budget[] = [
    { name: 'first-load JS, vehicle page', limitGzipBytes: FIRST_LOAD_BUDGET_GZIP, actualGzipBytes: js.gzipBytes, pass: js.gzipBytes <= FIRST_LOAD_BUDGET_GZIP },
    ...laterScenes.map((scene) => ({
      name: `later scene chunk ${scene.name}`,
      limitGzipBytes: SCENE_CHUNK_BUDGET_GZIP,
      actualGzipBytes: scene.gzipBytes,
      pass: scene.gzipBytes <= SCENE_CHUNK_BUDGET_GZIP,
    })),
  ];
  return {
    chunks: files,
    total: sum(files),
    vehiclePage: { slots: vehicleSlots, chunkGroups, missingGroups, files: [...firstLoad], js, css },
    laterScenes,
    budgets,
    pass: budgets.every((b) => b.pass),
  };
}

function main(argv: string[]): void {
  const root = path.resolve(__dirname, '..');
  const sharedReact = argv.includes('--shared-react');
  const bundleName = sharedReact ? 'dist/configurator-shared-react' : 'dist/configurator';
  const bundleDir = path.join(root, bundleName);
  if (!argv.includes('--no-build')) {
    const env = sharedReact ? ['--env', 'shared-react'] : [];
    const build = spawnSync(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production', ...env], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error(`webpack production build failed (exit ${build.status})`);
  }
  let text: string | undefined;
  try {
    text = readFileSync(path.join(bundleDir, CHUNK_GROUPS_FILE), 'utf8');
  } catch {
    text = undefined;
  }
  const manifest = parseChunkGroups(text);
  if (!manifest) throw new Error(`no readable ${CHUNK_GROUPS_FILE} in ${bundleName}: run without --no-build first`);
  const slots = slotsInPage(readFileSync(path.join(root, 'demo/vehicle.html'), 'utf8'));
  // The demo page's own React (demo-host-react.js) is the host's, not the build's.
  const files = measureFiles(bundleDir).filter((file) => file.file !== 'demo-host-react.js');
  const report = buildBundleReport(files, manifest, slots);
  process.stdout.write(`${JSON.stringify({ benchmark: 'bundle-size', bundleDir: bundleName, sharedReact, ...report }, null, 2)}\n`);
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
