import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_LOGIC_GROUP } from '../scripts/webpack/chunk-groups-manifest';
import { slotsInPage } from '../server/http/preload-hints';

/**
 * `npm run bench:bundle`: production-builds the bundle with webpack stats, then prints one JSON
 * object: every chunk's raw and gzip bytes, the first-load JS of the demo vehicle page and the
 * budget verdicts of architecture.md section 5. `--no-build` reuses dist/configurator and the last stats.
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

/** The part of webpack's stats JSON this benchmark reads. */
export interface StatsLike {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
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

/** Computes the report from measured files, webpack stats and the vehicle page's slots. */
export function buildBundleReport(files: FileSize[], stats: StatsLike, vehicleSlots: string[]): BundleReport {
  const byName = new Map(files.map((f) => [f.file, f]));
  // Source maps and licence files are assets too; only scripts and stylesheets count. A script the stats
  // name but the folder lacks means the stats are from another build: refuse rather than undercount.
  const groupFiles = (group: string): string[] =>
    (stats.namedChunkGroups[group]?.assets ?? [])
      .map((a) => a.name)
      .filter((name) => /\.(?:js|css)$/.test(name))
      .map((name) => {
        if (!byName.has(name)) throw new Error(`${name} (chunk group ${group}) is not in the bundle folder: the webpack stats are stale, run without --no-build`);
        return name;
      });

  const chunkGroups = ['root-config', ROOT_LOGIC_GROUP, ...vehicleSlots.map((slot) => `mfe-${slot}`), FIRST_SCENE];
  const missingGroups = chunkGroups.filter((group) => !stats.namedChunkGroups[group]);
  const firstLoad = new Set<string>(byName.has('root-config.js') ? ['root-config.js'] : []);
  for (const group of chunkGroups) groupFiles(group).forEach((file) => firstLoad.add(file));
  const firstFiles = [...firstLoad].map((file) => byName.get(file)!);
  const js = sum(firstFiles.filter((f) => f.file.endsWith('.js')));
  const css = sum(firstFiles.filter((f) => f.file.endsWith('.css')));

  const laterScenes = Object.keys(stats.namedChunkGroups)
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
  const statsFile = path.join(root, sharedReact ? '.bench-out/webpack-stats-shared-react.json' : '.bench-out/webpack-stats.json');
  if (!argv.includes('--no-build')) {
    mkdirSync(path.dirname(statsFile), { recursive: true });
    const env = sharedReact ? ['--env', 'shared-react'] : [];
    const build = spawnSync(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production', ...env, '--json', statsFile], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`webpack production build failed (exit ${build.status})`);
  }
  let stats: StatsLike;
  try {
    stats = JSON.parse(readFileSync(statsFile, 'utf8')) as StatsLike;
  } catch {
    throw new Error(`no webpack stats at ${path.relative(root, statsFile)}: run without --no-build first`);
  }
  const slots = slotsInPage(readFileSync(path.join(root, 'demo/vehicle.html'), 'utf8'));
  // The demo page's own React (demo-host-react.js) is the host's, not the build's.
  const files = measureFiles(bundleDir).filter((file) => file.file !== 'demo-host-react.js');
  const report = buildBundleReport(files, stats, slots);
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
