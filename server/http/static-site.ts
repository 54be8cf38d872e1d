import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRoute } from '../../src/domain/routes';
import { configuredApiKey } from './auth';
import { withPreloadHints } from './preload-hints';
import { newNonce, withNonce } from './nonce';
import { isHostileHost, registerHostAssets, withHostileHost, type HostileHost } from './hostile-hosts';
import { connectSourcesFromEnv, contentSecurityPolicy } from './security';
import { CHUNK_GROUPS_FILE, parseChunkGroups } from '../../src/domain/chunk-groups';
import { firstScreenServiceFor, zipcodeOf } from '../ssr/first-screen-routes';
import type { FirstScreenService } from '../ssr/first-screen-service';
import { withFirstScreenStyles } from '../ssr/first-screens';

/** Where the bundle is served from: the one URL a CMS author pastes is `${BUNDLE_PATH}root-config.js`. */
export const BUNDLE_PATH = '/configurator/';
/**
 * The shared-React build (ADR 0110: react and react-dom from the host page), served from the
 * folder beside the bundle's (dist/configurator-shared-react) when `npm run build:shared-react` made it.
 */
export const SHARED_REACT_BUNDLE_PATH = '/configurator-shared-react/';

/**
 * Demo host pages by URL. A prefix entry also answers every deeper path (the configurator's
 * client-side routes, and its preview/prelive/stage variants, which the environment rules read
 * from the path), so a reload or a shared deep link lands on the same page.
 */
export const DEMO_PAGES: ReadonlyArray<{ url: string; file: string; prefix: boolean; nonceCsp?: boolean; host?: HostileHost }> = [
  { url: '/', file: 'index.html', prefix: false },
  { url: '/configurator/', file: 'vehicle.html', prefix: true },
  { url: '/espanol/configurator/', file: 'vehicle-es.html', prefix: true },
  { url: '/hawaii-demo/configurator/', file: 'hawaii.html', prefix: true },
  // The luxury brand's page uses the spec's other configurator segment, so its routes stay on it.
  { url: '/vehicleconfigurator/', file: 'vehicle-lexus.html', prefix: true },
  { url: '/espanol/vehicleconfigurator/', file: 'vehicle-lexus-es.html', prefix: true },
  { url: '/dealers/', file: 'dealers.html', prefix: false },
  { url: '/payment-estimator/', file: 'payment-estimator.html', prefix: false },
  // A host page that loads React itself and the shared-React build (ADR 0110).
  { url: '/shared-react/configurator/', file: 'vehicle-shared-react.html', prefix: true },
  // The vehicle page itself under a nonce-based policy with 'strict-dynamic' (ADR 0210).
  { url: '/strict-csp/configurator/', file: 'vehicle.html', prefix: true, nonceCsp: true },
  // The vehicle page on a host busy with its own scripts: jQuery and a plugin, its own single-spa
  // and its own React 18 (ADR 0212, 0202); the heaviest demo host page.
  { url: '/busy-host/configurator/', file: 'vehicle.html', prefix: true, host: 'busy' },
];

const DEMO_ASSETS_PATH = '/demo-assets/';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
// webpack names lazy chunks `[name].[contenthash:8].js`: such a URL never changes content.
const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css)(?:\.map)?$/;
// One flat folder of generated files: a name with a slash, a leading dot or anything odd is no file of ours.
const SAFE_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_FOUND_TEXT = {
  en: { title: 'Page not found', body: 'There is no page at this address.', link: 'Go to the demo pages' },
  es: { title: 'Página no encontrada', body: 'No hay ninguna página en esta dirección.', link: 'Ir a las páginas de demostración' },
} as const;

/** The small 404 page, in Spanish under /espanol like the rest of the site. */
export function notFoundPage(urlPath: string): string {
  const lang = urlPath === '/espanol' || urlPath.startsWith('/espanol/') ? 'es' : 'en';
  const text = NOT_FOUND_TEXT[lang];
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${text.title}</title><link rel="icon" href="${DEMO_ASSETS_PATH}favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${DEMO_ASSETS_PATH}demo.css"></head>
<body><main><h1>${text.title}</h1><p>${text.body}</p><p><a href="/">${text.link}</a></p></main></body>
</html>
`;
}

/** Escapes text for an HTML attribute value. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Finds the demo page for a URL path, or undefined. Exported for tests. */
export function demoPageFor(urlPath: string): string | undefined {
  return demoPageEntryFor(urlPath)?.file;
}

function demoPageEntryFor(urlPath: string): (typeof DEMO_PAGES)[number] | undefined {
  let best: (typeof DEMO_PAGES)[number] | undefined;
  for (const page of DEMO_PAGES) {
    const hit = page.prefix ? urlPath.startsWith(page.url) : urlPath === page.url;
    if (hit && (!best || page.url.length > best.url.length)) best = page;
  }
  return best;
}

/** Cache policy of a bundle file: hashed chunks forever, everything else revalidated. */
export function cacheControlFor(fileName: string): string {
  return HASHED_FILE.test(fileName) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache';
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
}

/**
 * Reads files from one folder, by a plain file name only, with a strong ETag from the content.
 * Returns undefined for anything that is not a regular file directly inside `dir`.
 */
function fileReader(dir: string): (name: string) => Promise<CachedFile | undefined> {
  const root = path.resolve(dir);
  const cache = new Map<string, CachedFile>();
  return async (name) => {
    if (!SAFE_FILE_NAME.test(name) || name.includes('..')) return undefined;
    const full = path.join(root, name);
    // Belt and braces: the name check already keeps us inside the folder.
    if (path.dirname(full) !== root) return undefined;
    let stat;
    try {
      stat = await fs.stat(full);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const cached = cache.get(name);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const body = await fs.readFile(full);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry = { mtimeMs: stat.mtimeMs, size: stat.size, body, etag };
    cache.set(name, entry);
    return entry;
  };
}

/** What the build precompresses beside every script and stylesheet (webpack.config.ts, ADR 0149). */
const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;
type Precompressed = keyof typeof PRECOMPRESSED_SUFFIX;

/**
 * The build's brotli or gzip copy of a bundle file, when the browser accepts one and the build
 * made it: quality 11 at no request-time cost, where on-the-fly compression runs at quality 4.
 * Undefined sends the file as it is (the compression plugin then compresses it on the fly).
 */
async function precompressedCopy(
  request: FastifyRequest,
  read: (name: string) => Promise<CachedFile | undefined>,
  name: string,
): Promise<{ file: CachedFile; encoding: Precompressed } | undefined> {
  if (!/\.(?:js|css)$/.test(name)) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // The browser's favourite first; only when the build made no such copy (a file under the
  // plugin's threshold or ratio) is the next one it accepts read.
  let offered = Object.keys(PRECOMPRESSED_SUFFIX) as Precompressed[];
  for (;;) {
    const encoding = negotiate(accepted, offered) as Precompressed | null | undefined;
    if (!encoding) return undefined;
    const file = await read(name + PRECOMPRESSED_SUFFIX[encoding]);
    if (file) return { file, encoding };
    offered = offered.filter((e) => e !== encoding);
  }
}

function sendFile(request: FastifyRequest, reply: FastifyReply, name: string, file: CachedFile, cacheControl: string, encoding?: Precompressed): FastifyReply {
  void reply.header('Cache-Control', cacheControl).header('ETag', file.etag);
  // Each encoding has its own bytes and so its own ETag; caches must key on Accept-Encoding.
  if (encoding) void reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  return reply.type(type).send(file.body);
}

function wantsHtml(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the production bundle under /configurator/ and the demo host pages a CMS would
 * render around it; unknown paths get a small 404 page (or JSON for API clients).
 */
/** Where the static site's files are; a folder left out is not served. */
export interface StaticSiteOptions {
  /** Folder holding the production bundle (dist/configurator). */
  bundleDir?: string;
  /** Folder holding the demo host pages. */
  demoDir?: string;
  /** 'production' keeps source maps off the public site. */
  mode?: 'production' | 'development' | 'test';
}

/**
 * A CMS knows the route it renders: on a build step (the configurator scene) it sends the site
 * header already hidden, marked as the configurator marks what it hides, so the configurator can
 * show it again on the other scenes. The root config also hides it, but a deferred script can run
 * after the first paint, and hiding a painted header moves the page (CLS; ADR 0138).
 */
export function hideHeaderOnBuildStep(html: string, urlPath: string): string {
  if (parseRoute(urlPath).scene !== 'configurator') return html;
  return html.replace(/(<[a-z]+\s[^>]*\bdata-global-header)(?=[\s>])/g, '$1 hidden data-global-header-hidden');
}

export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const readBundle = options.bundleDir ? fileReader(options.bundleDir) : undefined;
  const readSharedReact = options.bundleDir ? fileReader(path.join(path.dirname(options.bundleDir), 'configurator-shared-react')) : undefined;
  // Source maps carry the original sources and comments: production keeps them off the public
  // site (issue 18, point 9); error trackers upload them from the build instead. SERVE_SOURCE_MAPS=true overrides.
  const hideSourceMaps = options.mode === 'production' && process.env.SERVE_SOURCE_MAPS !== 'true';
  const readDemo = options.demoDir ? fileReader(options.demoDir) : undefined;
  const readAsset = options.demoDir ? fileReader(path.join(options.demoDir, 'assets')) : undefined;
  // The demo pages carry the key the data endpoint accepts (API_KEY, else the dev default).
  const apiKey = escapeAttribute(configuredApiKey());
  const connectSources = connectSourcesFromEnv();
  // The parcels' first screens in the pages (ADR 0213), when the build made the server renderer
  // beside the bundle (dist/ssr); `?ssr=off` serves a page without them (the client-only path).
  const firstScreens: FirstScreenService | undefined = options.bundleDir && path.basename(options.bundleDir) === 'configurator'
    ? firstScreenServiceFor(app, path.join(path.dirname(options.bundleDir), 'ssr'))
    : undefined;

  async function sendPage(request: FastifyRequest, reply: FastifyReply, urlPath: string): Promise<FastifyReply> {
    const entry = demoPageEntryFor(urlPath);
    const page = entry && readDemo ? await readDemo(entry.file) : undefined;
    if (!page) return sendNotFound(request, reply);
    // The pages are what a CMS author writes; only the API key differs per environment. Like a
    // CMS that reads the bundle's chunk-groups.json at publish time, the page preloads its chunks.
    let html = hideHeaderOnBuildStep(page.body.toString('utf8').replaceAll('{{API_KEY}}', apiKey), urlPath);
    for (const [bundlePath, read] of [[BUNDLE_PATH, readBundle], [SHARED_REACT_BUNDLE_PATH, readSharedReact]] as const) {
      const manifest = read ? parseChunkGroups((await read(CHUNK_GROUPS_FILE))?.body.toString('utf8')) : undefined;
      html = withPreloadHints(html, urlPath, bundlePath, manifest);
    }
    const query = request.query as Record<string, unknown> | undefined;
    // Like a CMS that calls the render service at publish time, or an edge include per request
    // (this server knows the visitor's ZIP), the page carries its slots' first screens.
    if (firstScreens && query?.ssr !== 'off') {
      const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
      html = await firstScreens.inline({ html, url, zipcode: zipcodeOf(request.headers.cookie) });
      const manifest = readBundle ? parseChunkGroups((await readBundle(CHUNK_GROUPS_FILE))?.body.toString('utf8')) : undefined;
      html = withFirstScreenStyles(html, BUNDLE_PATH, manifest?.groups, new URL(BUNDLE_PATH, url).href);
    }
    // The host-hostility matrix: the same page under a CMS theme's conditions (ADR 0212).
    const host = entry?.host ?? query?.host;
    if (isHostileHost(host)) html = withHostileHost(html, host);
    if (entry?.nonceCsp) {
      // A fresh nonce per response, never stored: a cached page would hand its nonce to anyone.
      const nonce = newNonce();
      void reply.header('Content-Security-Policy', contentSecurityPolicy(connectSources, nonce)).header('Cache-Control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(withNonce(html, nonce));
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    void reply.code(404);
    if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(notFoundPage(request.url.split('?')[0]));
    return reply.send({ error: 'Not Found', statusCode: 404 });
  }

  const pathOf = (request: FastifyRequest): string => request.url.split('?')[0];

  /**
   * Sends a file of a bundle folder (its precompressed copy when the browser takes one), or a 404
   * for what is never served; false (nothing sent) when the folder has no such file. A boolean,
   * not the reply: a FastifyReply is a thenable, so an async function returning it resolves to
   * what the reply settles with (undefined), and the caller would send a second answer.
   */
  async function sendBundleFile(
    request: FastifyRequest,
    reply: FastifyReply,
    read: ((name: string) => Promise<CachedFile | undefined>) | undefined,
  ): Promise<boolean> {
    const rest = (request.params as { '*': string })['*'];
    // The compressed copies are representations of their file, never files of their own.
    if ((hideSourceMaps && rest.endsWith('.map')) || /\.(?:br|gz)$/.test(rest)) {
      sendNotFound(request, reply);
      return true;
    }
    if (!read || !rest) return false;
    const file = await read(rest);
    if (!file) return false;
    const copy = await precompressedCopy(request, read, rest);
    if (copy) sendFile(request, reply, rest, copy.file, cacheControlFor(rest), copy.encoding);
    else sendFile(request, reply, rest, file, cacheControlFor(rest));
    return true;
  }

  app.get(`${BUNDLE_PATH}*`, async (request, reply) => {
    if (await sendBundleFile(request, reply, readBundle)) return reply;
    // A missing chunk must be a 404, never the HTML page (the browser would run it as JS).
    if (/\.(?:js|css|map)$/.test(pathOf(request))) return sendNotFound(request, reply);
    return sendPage(request, reply, pathOf(request));
  });

  app.get(`${SHARED_REACT_BUNDLE_PATH}*`, async (request, reply) => ((await sendBundleFile(request, reply, readSharedReact)) ? reply : sendNotFound(request, reply)));

  for (const page of DEMO_PAGES) {
    if (page.url === BUNDLE_PATH) continue;
    app.get(page.prefix ? `${page.url}*` : page.url, async (request, reply) => sendPage(request, reply, pathOf(request)));
    if (page.url !== '/') {
      // Authors and shoppers type addresses without the trailing slash.
      app.get(page.url.slice(0, -1), async (_request, reply) => reply.redirect(page.url, 301));
    }
  }
  app.get(BUNDLE_PATH.slice(0, -1), async (_request, reply) => reply.redirect(BUNDLE_PATH, 301));

  app.get(`${DEMO_ASSETS_PATH}*`, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const file = readAsset ? await readAsset(rest) : undefined;
    if (!file) return sendNotFound(request, reply);
    return sendFile(request, reply, rest, file, 'no-cache');
  });

  if (options.demoDir) registerHostAssets(app);
  app.setNotFoundHandler(async (request, reply) => sendNotFound(request, reply));
}
