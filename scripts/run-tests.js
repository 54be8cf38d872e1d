#!/usr/bin/env node
/*
 * `npm test`: every check, in an order that fails fast on cheap ones, and one closing line
 * `N passed, N failed` totalled over all runners (CI reads that line, not jest's summary).
 *   1. tsc --noEmit (ts-jest runs with isolatedModules and does not type-check)
 *   2. eslint (import boundaries), madge (no import cycle, type-only included), the message
 *      catalogues (formatjs extraction), knip (no dead files, exports or dependencies)
 *   3. jest projects web + server
 *   3b. the fault suite (issue 18) in band, fuzzing 500 cases per route (npm run test:faults: 2,000)
 *   4. production build, then the e2e project in band (real servers, real chromium)
 */
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else { totals.failed += 1; console.log(`--- ${label} FAILED`); }
}

function jest(label, args) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-')), 'result.json');
  const ok = run(label, bin('jest'), [...args, '--json', `--outputFile=${out}`]);
  let report;
  try { report = JSON.parse(fs.readFileSync(out, 'utf8')); } catch { report = undefined; }
  if (!report) { totals.failed += 1; console.log(`--- ${label}: no report (jest crashed)`); return; }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A suite that fails to load has no failed tests but must still fail the run.
  const brokenSuites = report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed'));
  totals.failed += brokenSuites.length;
  if (!ok && report.numFailedTests === 0 && brokenSuites.length === 0) totals.failed += 1;
}

const only = process.argv[2];
if (!only || only === 'static') {
  check('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
  check('lint', bin('eslint'), ['src', 'server', 'test', 'bench']);
  check('import cycles', bin('madge'), ['--circular', '--extensions', 'ts,tsx', 'src', 'server']);
  check('messages', bin('ts-node'), ['--transpile-only', 'scripts/messages/messages.ts', '--check']);
  check('dead code', bin('knip'), ['--no-progress']);
}
if (!only || only === 'unit') jest('unit and server tests', ['--selectProjects', 'web', 'server']);
if (!only || only === 'faults') {
  // Real server processes and a tmpfs (as root): in band, with a shorter fuzz than test:faults.
  process.env.FUZZ_RUNS ??= '500';
  jest('fault suite', ['--selectProjects', 'faults', '--runInBand']);
}
if (!only || only === 'e2e') {
  // The fixture build (test/fixtures) drives the real root logic with parcels that throw or 404.
  const built = run('production build', bin('webpack'), ['--mode', 'production'])
    // The server render of the parcels' first screens (ADR 0213), which the demo pages inline.
    && run('server-render build', bin('webpack'), ['--mode', 'production', '--config', 'scripts/webpack/ssr.config.ts'])
    && run('fixture build', bin('webpack'), ['--mode', 'production', '--config', 'test/fixtures/webpack.fixtures.config.ts'])
    // The shared-React build (react and react-dom from the page, ADR 0110) and its demo host's React.
    && run('shared-React build', 'npm', ['run', '--silent', 'build:shared-react']);
  if (built) {
    jest('end-to-end tests', ['--selectProjects', 'e2e', '--runInBand']);
  } else {
    totals.failed += 1;
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
