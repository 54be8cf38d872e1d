import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from './compression';
import { DEFAULT_API_KEY } from './auth';
import { registerSecurity } from './security';
import { cacheControlFor, demoPageFor, registerStaticSite, type StaticSiteOptions } from './static-site';

/** The static site with the app's security headers, without the data services (tested on their own). */
async function buildApp(options: StaticSiteOptions): Promise<FastifyInstance> {
  const app = Fastify();
  await registerSecurity(app);
  await registerStaticSite(app, options);
  return app;
}

const PACKED_SOURCE = `const framework = ${JSON.stringify('react '.repeat(400))};`;
const demoDir = path.resolve(__dirname, '../../demo');
let work: string;
let bundleDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  bundleDir = path.join(work, 'bundle');
  mkdirSync(bundleDir);
  writeFileSync(path.join(bundleDir, 'root-config.js'), 'console.log("root");');
  writeFileSync(path.join(bundleDir, 'mfe-configurator.1a2b3c4d.js'), 'console.log("chunk");');
  writeFileSync(path.join(bundleDir, 'mfe-configurator.1a2b3c4d.css'), '.x{}');
  // A chunk with the build's precompressed copies beside it (ADR 0149).
  writeFileSync(path.join(bundleDir, 'framework.5e6f7a8b.js'), PACKED_SOURCE);
  writeFileSync(path.join(bundleDir, 'framework.5e6f7a8b.js.br'), brotliCompressSync(PACKED_SOURCE));
  writeFileSync(path.join(bundleDir, 'framework.5e6f7a8b.js.gz'), gzipSync(PACKED_SOURCE));
  // A chunk the build left with one copy only (a ratio under the plugin's bound for the other).
  writeFileSync(path.join(bundleDir, 'platform.2c2c2c2c.js'), PACKED_SOURCE);
  writeFileSync(path.join(bundleDir, 'platform.2c2c2c2c.js.gz'), gzipSync(PACKED_SOURCE));
  mkdirSync(path.join(bundleDir, 'nested'));
  const groups = { 'root-start': ['root-start.0a0b0c0d.js'], 'mfe-configurator': ['framework.5e6f7a8b.js', 'mfe-configurator.1a2b3c4d.js'], 'mfe-zip-modal': ['mfe-zip-modal.9e9e9e9e.js'] };
  writeFileSync(path.join(bundleDir, 'chunk-groups.json'), JSON.stringify({ format: 'chunk-groups/1', groups }));
  // A secret beside the bundle folder: no URL may reach it.
  writeFileSync(path.join(work, 'secret.txt'), 'top secret');
  app = await buildApp({ bundleDir, demoDir });
});

afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('bundle files', () => {
  it('serves root-config.js as JavaScript that browsers revalidate, with an ETag', async () => {
    const response = await get('/configurator/root-config.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(response.body).toBe('console.log("root");');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/configurator/root-config.js');
    const second = await get('/configurator/root-config.js', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('caches content-hashed chunks for a year as immutable', async () => {
    const js = await get('/configurator/mfe-configurator.1a2b3c4d.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await get('/configurator/mfe-configurator.1a2b3c4d.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's brotli copy of a chunk to a browser that accepts brotli", async () => {
    const response = await get('/configurator/framework.5e6f7a8b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PACKED_SOURCE);
  });

  it('follows the browser\'s preference: gzip when brotli is not accepted or weighs less', async () => {
    for (const accept of ['gzip', 'br;q=0.5, gzip;q=1']) {
      const response = await get('/configurator/framework.5e6f7a8b.js', { 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(PACKED_SOURCE);
    }
  });

  it('falls back to the next encoding the browser accepts when the build made no copy in its favourite', async () => {
    const response = await get('/configurator/platform.2c2c2c2c.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(PACKED_SOURCE);
  });

  it('sends the file itself to a browser that accepts no compression', async () => {
    const response = await get('/configurator/framework.5e6f7a8b.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(PACKED_SOURCE);
  });

  it('gives each encoding its own ETag and answers 304 for the one the browser holds', async () => {
    const br = await get('/configurator/framework.5e6f7a8b.js', { 'accept-encoding': 'br' });
    const gzip = await get('/configurator/framework.5e6f7a8b.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/configurator/framework.5e6f7a8b.js', { 'accept-encoding': 'identity' });
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await get('/configurator/framework.5e6f7a8b.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('does not serve a compressed copy as a file of its own', async () => {
    expect((await get('/configurator/framework.5e6f7a8b.js.br')).statusCode).toBe(404);
    expect((await get('/configurator/framework.5e6f7a8b.js.gz')).statusCode).toBe(404);
  });

  it('answers 404 (not the HTML page) for a missing chunk', async () => {
    const response = await get('/configurator/mfe-gone.deadbeef.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('sends the strict CSP with bundle files', async () => {
    const response = await get('/configurator/root-config.js');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('path traversal', () => {
  it.each([
    '/configurator/../secret.txt',
    '/configurator/..%2fsecret.txt',
    '/configurator/%2e%2e/secret.txt',
    '/configurator/%2e%2e%2fsecret.txt',
    '/configurator/..%5csecret.txt',
    '/configurator/nested/..%2f..%2fsecret.txt',
    '/demo-assets/..%2fvehicle.html',
    '/demo-assets/..%2f..%2fpackage.json',
    '/configurator/%2fetc%2fpasswd',
  ])('never serves a file outside its folder for %s', async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain('top secret');
    expect(response.body).not.toContain('"name": "vehicle-configurator"');
    expect(response.body).not.toContain('root:');
    expect(response.headers['content-type'] ?? '').not.toMatch(/javascript|text\/plain/);
  });

  it('does not serve a folder as a file', async () => {
    const response = await get('/configurator/nested');
    expect(response.headers['content-type']).toMatch(/html/);
  });
});

describe('demo pages', () => {
  it('serves the vehicle page at /configurator/ with the slots, body classes and dev API key', async () => {
    const response = await get('/configurator/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<script src="/configurator/root-config.js" defer></script>');
    expect(response.body).toContain('data-mfe="region-gate"');
    expect(response.body).toContain('data-mfe="zip-modal"');
    expect(response.body).toContain(`data-mfe="configurator" data-brand="toyota" data-endpoint="/graphql" data-api-key="${DEFAULT_API_KEY}"`);
    expect(response.body).toContain('class="configurator state-CA"');
    expect(response.body).toContain('<a data-language-switch href="/espanol/configurator/"');
    expect(response.body).not.toContain('{{API_KEY}}');
  });

  it("preloads the chunks the page's root config asks for on every visit, from the bundle's chunk-groups.json", async () => {
    const body = (await get('/configurator/')).body;
    const hints = [...body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    expect(hints).toEqual(['/configurator/root-start.0a0b0c0d.js', '/configurator/framework.5e6f7a8b.js', '/configurator/mfe-configurator.1a2b3c4d.js']);
    // The ZIP modal's chunk depends on the visitor's cookie: not hinted.
    expect(body).not.toContain('mfe-zip-modal.9e9e9e9e.js');
  });

  it.each([
    ['/configurator/build/step/model/year/2023/series/tacoma/', 'lang="en"'],
    ['/configurator/build/step/colour/year/2023/series/tacoma/model/7594/ext', 'lang="en"'],
    ['/configurator/sim/', 'lang="en"'],
    ['/configurator/preview/', 'lang="en"'],
    ['/configurator/prelive/build/step/model/year/2023/series/camry/', 'lang="en"'],
    ['/configurator/preview.stage/', 'lang="en"'],
    ['/espanol/configurator/', 'lang="es"'],
    ['/espanol/configurator/build/step/model/year/2023/series/tacoma/', 'lang="es"'],
  ])('serves the vehicle page for the SPA route %s', async (url, lang) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html ${lang}>`);
    expect(response.body).toContain('data-mfe="configurator"');
  });

  it.each([
    ['/configurator/build/step/cab/year/2024/series/tacoma/model/7132/', true],
    ['/espanol/vehicleconfigurator/build/step/color/year/2025/series/nx/model/9820/', true],
    ['/configurator/', false],
    ['/configurator/build/step/model/year/2024/series/tacoma/', false],
    ['/configurator/build/step/summary/year/2024/series/tacoma/model/7132/', false],
  ])('sends the site header already hidden on a build step (%s: %s), marked for the configurator to show again', async (url, hidden) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const header = /<header[^>]*>/.exec(response.body)![0];
    expect(header).toContain('data-global-header');
    expect(header.includes(' hidden data-global-header-hidden')).toBe(hidden);
  });

  it('serves the dealer page with only the ZIP modal slot', async () => {
    const response = await get('/dealers/');
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/data-mfe="/g)).toEqual(['data-mfe="']);
    expect(response.body).toContain('data-mfe="zip-modal"');
  });

  it('serves the payment-estimator page with its body class', async () => {
    const response = await get('/payment-estimator/');
    expect(response.body).toContain('<body class="payment-estimator');
  });

  it('serves the Hawaii visitor page with the state-HI class at any depth', async () => {
    for (const url of ['/hawaii-demo/configurator/', '/hawaii-demo/configurator/build/step/model/year/2023/series/tacoma/']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('class="configurator state-HI"');
    }
  });

  it('serves an index linking every demo page', async () => {
    const response = await get('/');
    for (const href of ['/configurator/', '/espanol/configurator/', '/hawaii-demo/configurator/', '/dealers/', '/payment-estimator/', '/configurator/preview/']) {
      expect(response.body).toContain(`href="${href}"`);
    }
  });

  it('redirects a page address typed without its trailing slash', async () => {
    const response = await get('/dealers');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/dealers/');
    expect((await get('/configurator')).headers.location).toBe('/configurator/');
  });

  it('serves the demo stylesheet', async () => {
    const response = await get('/demo-assets/demo.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
  });

  it('every demo page has no inline script or style (the CSP would block them)', async () => {
    for (const url of ['/', '/configurator/', '/espanol/configurator/', '/hawaii-demo/configurator/', '/dealers/', '/payment-estimator/']) {
      const body = (await get(url)).body;
      expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(body).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    }
  });
});

describe('unknown paths', () => {
  it('answers 404 with a small HTML page for a browser', async () => {
    const response = await get('/nope/', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Page not found');
  });

  it('answers the 404 page in Spanish under /espanol', async () => {
    const response = await get('/espanol/nope/', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('Página no encontrada');
  });

  it('answers 404 as JSON for an API client', async () => {
    const response = await get('/nope/', { accept: 'application/json' });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ error: 'Not Found', statusCode: 404 });
  });

  it('answers 404 for a demo page route when the demo folder is missing', async () => {
    const bare = await buildApp({ bundleDir, demoDir: path.join(work, 'missing') });
    const response = await bare.inject({ url: '/configurator/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    await bare.close();
  });
});

describe('helpers', () => {
  it('escapes the API key into the page attribute', async () => {
    const previous = process.env.API_KEY;
    process.env.API_KEY = 'a"b<c>';
    try {
      const other = await buildApp({ bundleDir, demoDir });
      const body = (await other.inject({ url: '/configurator/' })).body;
      expect(body).toContain('data-api-key="a&quot;b&lt;c&gt;"');
      await other.close();
    } finally {
      if (previous === undefined) delete process.env.API_KEY;
      else process.env.API_KEY = previous;
    }
  });

  it('picks the longest matching page and nothing for unknown paths', () => {
    expect(demoPageFor('/configurator/')).toBe('vehicle.html');
    expect(demoPageFor('/espanol/configurator/x/')).toBe('vehicle-es.html');
    expect(demoPageFor('/dealers/x/')).toBeUndefined();
    expect(demoPageFor('/configuratorx/')).toBeUndefined();
  });

  it('marks only content-hashed files immutable', () => {
    expect(cacheControlFor('root-config.js')).toBe('no-cache');
    expect(cacheControlFor('root-config.js.map')).toBe('no-cache');
    expect(cacheControlFor('123.0a1b2c3d.js')).toContain('immutable');
    expect(cacheControlFor('mfe-zip-modal.0a1b2c3d.css')).toContain('immutable');
  });
});

describe('request log', () => {
  it('logs each bundle and page request once, with the status sent and no error (one reply per request)', async () => {
    const entries: Array<{ level: number; msg: string; res?: { statusCode: number }; req?: { url: string } }> = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => void (entries.push(JSON.parse(String(chunk))), done()) });
    // As the app registers it: compression first, then security headers, then the site.
    const logged = Fastify({ logger: { level: 'info', stream } });
    await registerCompression(logged);
    await registerSecurity(logged);
    await registerStaticSite(logged, { bundleDir, demoDir });
    const sent: number[] = [];
    for (const [url, encoding] of [
      ['/configurator/root-config.js', ''],
      ['/configurator/framework.5e6f7a8b.js', 'br, gzip'],
      ['/configurator/platform.2c2c2c2c.js', 'br, gzip'],
      ['/configurator/mfe-configurator.1a2b3c4d.css', 'gzip'],
      ['/configurator/missing.0000abcd.js', ''],
      ['/configurator/framework.5e6f7a8b.js.br', ''],
      ['/configurator/', 'gzip'],
    ]) {
      sent.push((await logged.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } })).statusCode);
    }
    await logged.close();
    expect(sent).toEqual([200, 200, 200, 200, 404, 404, 200]);
    expect(entries.filter((e) => e.level >= 40).map((e) => e.msg)).toEqual([]);
    expect(entries.filter((e) => e.msg === 'request completed').map((e) => e.res!.statusCode)).toEqual(sent);
  });
});
