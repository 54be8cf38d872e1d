import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { ensureBundle, printJson, runMain, startBenchServer } from './lib/bench-server';
import { overall, verdict, type Verdict } from './lib/bench-stats';
import { launchBenchBrowser, parcelNotMountedReport, probeParcel } from './lib/browser-session';

/**
 * `npx ts-node --transpile-only bench/page-first-load.ts [--no-zip-cookie] [--rebuild]`
 *
 * First-load JS of the demo vehicle page as the browser really loads it (complements
 * bench/bundle-size.ts, which counts from webpack's chunk graph): Debian chromium with an empty
 * cache opens /configurator/, waits for the model scene and for the network to go idle, and sums
 * every script response: bytes as transferred (the body as the server sent it, compressed or
 * not) and the gzip -9 size of each body (what the budget counts; the same measure as
 * bench/bundle-size.ts). Budget (architecture.md section 5): <= 150 KB gzip.
 */

export const VEHICLE_PAGE_PATH = '/configurator/';
export const FIRST_LOAD_BUDGET_GZIP = 150 * 1024;
/** The model scene's heading: the first scene is on screen. */
const MODEL_SCENE_SELECTOR = '[data-mfe="configurator"] .cfg-model';
/** The ZIP dialog of a first visit (the modal renders into a layer at the end of the body). */
const ZIP_DIALOG_SELECTOR = '.vc-zip-modal';

export interface ScriptLoad {
  file: string;
  /** Body bytes on the wire (Content-Encoding applied, if any). */
  transferredBytes: number;
  rawBytes: number;
  gzipBytes: number;
  contentEncoding: string | null;
}

export interface FirstLoadReport {
  scripts: ScriptLoad[];
  total: { transferredBytes: number; rawBytes: number; gzipBytes: number };
  /** true when no script came compressed: transferred bytes are the raw bytes. */
  servedUncompressed: boolean;
  verdicts: Verdict[];
  pass: boolean | null;
}

/** Sizes of one script body; `transferred` is the encoded body size the browser reported. */
export function scriptLoad(file: string, body: Buffer, transferred: number, contentEncoding: string | null): ScriptLoad {
  return {
    file,
    transferredBytes: transferred >= 0 ? transferred : body.length,
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    contentEncoding,
  };
}

/** Totals and the budget verdict over the scripts of one page load (each URL once). */
export function firstLoadReport(scripts: readonly ScriptLoad[]): FirstLoadReport {
  const unique = [...new Map(scripts.map((s) => [s.file, s])).values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = {
    transferredBytes: unique.reduce((n, s) => n + s.transferredBytes, 0),
    rawBytes: unique.reduce((n, s) => n + s.rawBytes, 0),
    gzipBytes: unique.reduce((n, s) => n + s.gzipBytes, 0),
  };
  const verdicts = [verdict('first-load JS, vehicle page (gzip -9, in the browser)', unique.length ? total.gzipBytes : null, '<=', FIRST_LOAD_BUDGET_GZIP, 'bytes')];
  return { scripts: unique, total, servedUncompressed: unique.every((s) => !s.contentEncoding), verdicts, pass: overall(verdicts) };
}

async function measure(response: Response): Promise<ScriptLoad> {
  const url = new URL(response.url());
  const [body, sizes, encoding] = await Promise.all([response.body(), response.request().sizes(), response.headerValue('content-encoding')]);
  return scriptLoad(url.pathname, body, sizes.responseBodySize, encoding);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const withZipCookie = !argv.includes('--no-zip-cookie');
  const built = ensureBundle(argv.includes('--rebuild'));
  const server = await startBenchServer();
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext(server.origin, withZipCookie);
    const page = await context.newPage();
    const scripts: Array<Promise<ScriptLoad>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(measure(response));
    });
    // A first visit shows the ZIP dialog and no steps until a ZIP is given (product.md section 2): the parcel's
    // root is there but empty, and the dialog is what the page waits for.
    if ((await probeParcel(page, `${server.origin}${VEHICLE_PAGE_PATH}`, 20_000, withZipCookie ? 'visible' : 'attached')) !== 'mounted') {
      printJson(parcelNotMountedReport('page-first-load', VEHICLE_PAGE_PATH, 'the configurator parcel did not render into its slot within 20 s'));
      return;
    }
    await page.waitForSelector(withZipCookie ? MODEL_SCENE_SELECTOR : ZIP_DIALOG_SELECTOR, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const report = firstLoadReport(await Promise.all(scripts));
    printJson({ benchmark: 'page-first-load', status: 'measured', page: VEHICLE_PAGE_PATH, zipCookie: withZipCookie, bundleBuiltNow: built, ...report });
  } finally {
    await browser.close();
    await server.close();
  }
}

if (require.main === module) runMain(main);
