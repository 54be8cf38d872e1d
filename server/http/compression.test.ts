import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { configuredApiKey } from './auth';
import { operationFor } from '../graphql/graphql-test-client';
import { COMPRESSIBLE_TYPE } from './compression';

// The first GetSeries computes compatibilities with the rules engine; slow on a busy machine.
jest.setTimeout(30_000);

const CHUNK = `console.log(${JSON.stringify('chunk '.repeat(2000))});`;
let work: string;
let app: FastifyInstance;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'compression-'));
  writeFileSync(path.join(work, 'root-config.js'), 'console.log(1);');
  writeFileSync(path.join(work, 'mfe-configurator.1a2b3c4d.js'), CHUNK);
  app = await buildApp({ mode: 'test', bundleDir: work });
});

afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

const chunk = (acceptEncoding?: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: '/configurator/mfe-configurator.1a2b3c4d.js',
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
  });

describe('compression of bundle files', () => {
  it('sends a chunk as brotli when the browser accepts it, keeping cache and security headers', async () => {
    const response = await chunk('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.etag).toMatch(/^".+"$/);
    const body = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(body).toBe(CHUNK);
    expect(response.rawPayload.length).toBeLessThan(CHUNK.length / 10);
  });

  it('falls back to gzip, and to the plain file for clients that accept neither', async () => {
    const gzip = await chunk('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(CHUNK);
    const plain = await chunk();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('still answers 304 without a body when the ETag matches', async () => {
    const first = await chunk('br');
    const second = await chunk('br', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload.length).toBe(0);
  });

  it('leaves small answers alone (below 1 KB the headers cost more than they save)', async () => {
    const response = await app.inject({ method: 'GET', url: '/configurator/root-config.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1);');
  });
});

describe('compression of GraphQL answers', () => {
  it('sends GetSeries gzip-compressed, decoding to the same data', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', 'x-api-key': configuredApiKey() },
      payload: JSON.stringify({ query: operationFor('GET_SERIES', ''), variables: { brand: 'toyota', region: 'CA', language: 'EN' } }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(response.rawPayload).toString('utf8');
    const series = (JSON.parse(text) as { data: { getSeries: Array<{ id: string }> } }).data.getSeries;
    expect(series.map((s) => s.id)).toContain('tacoma');
    expect(response.rawPayload.length).toBeLessThan(text.length / 4);
  });
});

describe('COMPRESSIBLE_TYPE', () => {
  it.each(['text/javascript; charset=utf-8', 'text/css', 'text/html; charset=utf-8', 'application/json; charset=utf-8', 'application/graphql-response+json', 'image/svg+xml'])(
    'compresses %s',
    (type) => expect(COMPRESSIBLE_TYPE.test(type)).toBe(true),
  );
  it.each(['image/webp', 'image/png', 'image/jpeg', 'font/woff2', 'text/event-stream'])('leaves %s alone', (type) =>
    expect(COMPRESSIBLE_TYPE.test(type)).toBe(false),
  );
});
