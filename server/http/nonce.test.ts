import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { newNonce, withNonce } from './nonce';
import { registerSecurity } from './security';
import { registerStaticSite } from './static-site';

describe('withNonce', () => {
  it('gives every script and link tag the nonce and leaves other tags and existing nonces alone', () => {
    const html = '<link rel="stylesheet" href="/a.css"><script src="/r.js" defer></script><script nonce="old" src="/x.js"></script><a href="/">x</a>';
    expect(withNonce(html, 'QUJD')).toBe('<link nonce="QUJD" rel="stylesheet" href="/a.css"><script nonce="QUJD" src="/r.js" defer></script><script nonce="old" src="/x.js"></script><a href="/">x</a>');
  });

  it('refuses a nonce that could break out of the attribute', () => {
    expect(() => withNonce('<script></script>', '"><script>alert(1)</script>')).toThrow(/base64/);
  });

  it('makes 128-bit base64 nonces, a new one each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('the strict-CSP demo page', () => {
  let work: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'nonce-page-'));
    writeFileSync(path.join(work, 'root-config.js'), '');
    const groups = { 'root-start': ['root-start.0a0b0c0d.js'], 'mfe-configurator': ['mfe-configurator.1a2b3c4d.js', 'parcels.2b2b2b2b.css'] };
    writeFileSync(path.join(work, 'chunk-groups.json'), JSON.stringify({ format: 'chunk-groups/1', groups }));
    app = Fastify();
    await registerSecurity(app);
    await registerStaticSite(app, { bundleDir: work, demoDir: path.resolve(__dirname, '../../demo') });
  });

  afterAll(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('sends a fresh nonce per response in the header and on the script and preload tags, never cached', async () => {
    const first = await app.inject({ url: '/strict-csp/configurator/' });
    const second = await app.inject({ url: '/strict-csp/configurator/build/step/model/year/2024/series/tacoma/' });
    const nonceOf = (csp: string) => /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(csp)?.[1];
    const nonce = nonceOf(String(first.headers['content-security-policy']));
    expect(nonce).toBeDefined();
    expect(nonceOf(String(second.headers['content-security-policy']))).not.toBe(nonce);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain(`<script nonce="${nonce}" src="/configurator/root-config.js" defer></script>`);
    expect(first.body).toContain(`<link nonce="${nonce}" rel="preload" as="script" href="/configurator/root-start.0a0b0c0d.js">`);
    expect(first.body).toContain('data-mfe="configurator"');
  });

  it('leaves the other pages on the site-wide policy', async () => {
    const response = await app.inject({ url: '/configurator/' });
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).not.toContain('nonce=');
  });
});
