'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS run by node itself, before any TypeScript tooling */
/**
 * `npm run rules`: runs the rules CLI from a JavaScript build of its sources, kept in
 * node_modules/.cache/rules-cli and rebuilt when any source it was built from changes (ADR 0147).
 * `--entry <file.ts>` (first) runs another module exporting `main(argv)` instead of cli.ts: the
 * repository's `npm run rules` runs the CLI given the vehicle catalog's format that way (ADR 0190).
 * Plain node starts in ~50 ms where ts-node needs ~2 s to load TypeScript and transpile the
 * CLI's modules on every call. The build is a transpile only (no type check: `npx tsc` does
 * that), written to a fresh folder and then renamed, so concurrent calls never see half a build.
 */
const { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');

const REPO = resolve(__dirname, '../../..');
const DEFAULT_ENTRY = join(REPO, 'server/rules/cli/cli.ts');
/** Bumped when the build options below change, so an old build is not reused. */
const BUILD_VERSION = 'rules-cli-2';

const cacheRoot = () => process.env.RULES_CLI_CACHE || join(REPO, 'node_modules/.cache/rules-cli');

/** The source files a build was made from, with size and modification time. */
function fingerprint(files) {
  return files.map((f) => {
    const s = statSync(f);
    return { file: f, size: s.size, mtimeMs: s.mtimeMs };
  });
}

/** True when the build in `dir` was made from `entry` and every source it was built from is unchanged. */
function isFresh(dir, entry = DEFAULT_ENTRY) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return false;
  }
  if (manifest.version !== BUILD_VERSION || manifest.entry !== entry || manifest.typescript !== require('typescript/package.json').version) return false;
  for (const s of manifest.sources) {
    let now;
    try {
      now = statSync(s.file);
    } catch {
      return false;
    }
    if (now.size !== s.size || now.mtimeMs !== s.mtimeMs) return false;
  }
  return true;
}

/** Transpiles the entry and every module it imports (outside node_modules) into `dir`. */
function build(dir, entry = DEFAULT_ENTRY) {
  const ts = require('typescript');
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    ignoreDeprecations: '6.0',
    esModuleInterop: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noCheck: true,
    noResolve: false,
    types: [],
    rootDir: REPO,
    outDir: tmp,
  };
  const program = ts.createProgram([entry], options);
  const emitted = program.emit();
  const failed = emitted.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (emitted.emitSkipped || failed.length) {
    throw new Error(`rules CLI build failed: ${failed.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ')}`);
  }
  const sources = program
    .getSourceFiles()
    .map((f) => resolve(f.fileName))
    .filter((f) => !f.includes(`${'/'}node_modules${'/'}`) && !f.endsWith('.d.ts'));
  // JSON modules are read through require from the build: copy the ones the sources import.
  for (const f of sources) {
    if (!f.endsWith('.json')) continue;
    const out = join(tmp, relative(REPO, f));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, readFileSync(f));
  }
  const manifest = { version: BUILD_VERSION, entry, typescript: require('typescript/package.json').version, sources: fingerprint(sources) };
  writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(manifest));
  rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(tmp, dir);
  } catch (e) {
    // Another process renamed its build into place first: use that one.
    rmSync(tmp, { recursive: true, force: true });
    if (!isFresh(dir, entry)) throw e;
  }
}

/** Makes sure a fresh build of `entry` exists and returns the path of its built module. */
function ensureBuild(entry = DEFAULT_ENTRY) {
  const dir = join(cacheRoot(), 'build');
  if (!isFresh(dir, entry)) {
    mkdirSync(cacheRoot(), { recursive: true });
    if (!process.argv.includes('--quiet')) process.stderr.write('[rules] building the CLI (sources changed since the last build)\n');
    build(dir, entry);
  }
  return join(dir, relative(REPO, entry).replace(/\.ts$/, '.js'));
}

module.exports = { ensureBuild, isFresh, build };

if (require.main === module) {
  const args = process.argv.slice(2);
  const entry = args[0] === '--entry' ? resolve(REPO, args[1]) : DEFAULT_ENTRY;
  const cli = ensureBuild(entry);
  if (!existsSync(cli)) throw new Error(`rules CLI build has no ${cli}`);
  require(cli).main(args[0] === '--entry' ? args.slice(2) : args);
}
