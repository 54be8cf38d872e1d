import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { registerSecurity } from '../../server/http/security';

/**
 * End-to-end harness: the real app (or a fixture server) on 127.0.0.1 port 0, Debian chromium
 * on a fresh profile, and collectors for what must stay empty: console errors, CSP violations,
 * uncaught page errors and accessibility violations.
 */

export const ROOT = path.resolve(__dirname, '../..');
export const BUNDLE_DIR = path.join(ROOT, 'dist/configurator');
export const FIXTURE_BUNDLE_DIR = path.join(ROOT, 'dist/fixtures');
export const DEMO_DIR = path.join(ROOT, 'demo');
const FIXTURE_PAGES_DIR = path.join(ROOT, 'test/fixtures/pages');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

function requireBuilt(dir: string, command: string): void {
  if (!existsSync(path.join(dir, 'root-config.js'))) {
    throw new Error(`${path.relative(ROOT, dir)}/root-config.js is missing: run \`${command}\` first (npm test does)`);
  }
}

async function listen(app: FastifyInstance): Promise<RunningServer> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** The real app with the production bundle and the demo pages; `extra` adds app options (the inventory's stock). */
export async function startApp(extra: Pick<import('../../server/app').AppOptions, 'inventory'> = {}): Promise<RunningServer> {
  requireBuilt(BUNDLE_DIR, 'npx webpack --mode production');
  // Imported here so the fixture suites do not load the whole app (GraphQL, catalog, services).
  const { buildApp } = await import('../../server/app');
  return listen(await buildApp({ bundleDir: BUNDLE_DIR, demoDir: DEMO_DIR, mode: 'test', ...extra }));
}

/**
 * A bare server under the same strict CSP for the fixture root: /fixtures/<file> from
 * dist/fixtures (a deleted chunk answers 404) and /pages/<name>.html from test/fixtures/pages.
 */
export async function startFixtureServer(): Promise<RunningServer> {
  requireBuilt(FIXTURE_BUNDLE_DIR, 'npx webpack --mode production --config test/fixtures/webpack.fixtures.config.ts');
  const app = Fastify();
  await registerSecurity(app);
  const serve = (dir: string, type: (name: string) => string) => async (request: { params: unknown }, reply: import('fastify').FastifyReply) => {
    const name = (request.params as { name: string }).name;
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return reply.code(404).send('not found');
    try {
      const body = await fs.readFile(path.join(dir, name));
      return reply.type(type(name)).send(body);
    } catch {
      return reply.code(404).send('not found');
    }
  };
  app.get('/fixtures/:name', serve(FIXTURE_BUNDLE_DIR, (n) => (n.endsWith('.js') ? 'text/javascript' : n.endsWith('.css') ? 'text/css' : 'application/json')));
  app.get('/pages/:name', serve(FIXTURE_PAGES_DIR, () => 'text/html; charset=utf-8'));
  return listen(app);
}

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Headless Debian chromium on a fresh temporary profile (never a downloaded browser);
 * `deviceScaleFactor` 2 is how a page zoomed to 200% is drawn (host-hostility.e2e.ts).
 */
export async function launchBrowser(options: { deviceScaleFactor?: number } = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...options,
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface PageProblems {
  consoleErrors: string[];
  cspViolations: string[];
  uncaught: string[];
  requests: string[];
  /** Reads violations the page recorded through its `securitypolicyviolation` listener. */
  collectCspEvents(): Promise<string[]>;
}

/**
 * Starts recording a page's console errors, CSP violations (console reports and DOM
 * `securitypolicyviolation` events), uncaught exceptions and every request URL. Call before goto.
 */
export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = {
    consoleErrors: [],
    cspViolations: [],
    uncaught: [],
    requests: [],
    collectCspEvents: async () =>
      page.evaluate(() => ((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).slice()),
  };
  // Injected over the DevTools protocol, so the page's own CSP does not block it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    problems.consoleErrors.push(text);
    if (/Content Security Policy/i.test(text)) problems.cspViolations.push(text);
  });
  page.on('pageerror', (error) => problems.uncaught.push(error.message));
  page.on('request', (request) => problems.requests.push(request.url()));
  return problems;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown; failureSummary?: string }>;
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page and returns its violations. axe is evaluated over the DevTools
 * protocol rather than added as a <script>, which the page's strict CSP would rightly refuse.
 */
export async function axe(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(`${axeSource}\n;void 0;`);
  return page.evaluate(async () => {
    const axeApi = (window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axeApi.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
}

/** A short readable line per axe violation, for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

export interface E2eSessionOptions {
  /** The real app (default) or the bare fixture server of `startFixtureServer`. */
  server?: 'app' | 'fixtures';
  /** A `zipcode` cookie set once for the file, which skips the ZIP modal (product.md section 2). */
  zipcode?: string;
  /** Open a watched page before each test and close it after (default true); false leaves pages to the tests. */
  pagePerTest?: boolean;
  /** Clear the browser's cookies before each test's page opens, so every test starts without a ZIP. */
  clearCookiesPerTest?: boolean;
  /** The app with an inventory of this many vehicles (off otherwise, as in every other suite). */
  inventoryVehicles?: number;
}

/** What a suite's tests read: each getter throws outside the hooks' lifetime rather than hand back undefined. */
export interface E2eSession {
  readonly server: RunningServer;
  readonly browser: BrowserSession;
  readonly page: Page;
  readonly problems: PageProblems;
}

/**
 * The setup every browser suite shares, registered as jest hooks of the calling file: a server on
 * 127.0.0.1 port 0 and a fresh chromium in beforeAll (both closed in afterAll), and by default a
 * new page watched by `watchPage` before each test, closed after it. Call at the top of a file.
 */
export function useE2eSession(options: E2eSessionOptions = {}): E2eSession {
  let server: RunningServer | undefined;
  let browser: BrowserSession | undefined;
  let page: Page | undefined;
  let problems: PageProblems | undefined;
  const need = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useE2eSession: no ${name} outside the suite's hooks`);
    return value;
  };

  beforeAll(async () => {
    server = await (options.server === 'fixtures' ? startFixtureServer() : startApp(options.inventoryVehicles ? { inventory: { size: options.inventoryVehicles } } : {}));
    browser = await launchBrowser();
    if (options.zipcode) await browser.context.addCookies([{ name: 'zipcode', value: options.zipcode, url: server.origin }]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  if (options.pagePerTest ?? true) {
    beforeEach(async () => {
      const { context } = need(browser, 'browser');
      if (options.clearCookiesPerTest) await context.clearCookies();
      page = await context.newPage();
      problems = await watchPage(page);
    });

    afterEach(async () => {
      await page?.close();
      page = undefined;
      problems = undefined;
    });
  }

  return {
    get server() {
      return need(server, 'server');
    },
    get browser() {
      return need(browser, 'browser');
    },
    get page() {
      return need(page, 'page');
    },
    get problems() {
      return need(problems, 'problems');
    },
  };
}
