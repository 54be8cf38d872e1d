import Fastify, { type FastifyInstance } from 'fastify';
import { registerQrRoute, sameOriginUrl } from './qr.routes';

describe('GET /api/qr', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerQrRoute(app, (request) => `http://${request.host}`);
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (query: string) => app.inject({ method: 'GET', url: `/api/qr?${query}`, headers: { host: 'shop.example.com' } });

  it('draws an SVG QR code of a link of this site', async () => {
    const response = await get(`url=${encodeURIComponent('/configurator/build/step/summary/year/2025/series/rav4/model/4430/?exteriorColorCode=040')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/^<svg[^>]*viewBox/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('draws a PNG of the requested size', async () => {
    const response = await get(`format=png&size=128&url=${encodeURIComponent('http://shop.example.com/configurator/')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(response.rawPayload.readUInt32BE(16)).toBe(128);
  });

  it.each([
    ['no url', ''],
    ['another site', `url=${encodeURIComponent('https://evil.example.net/phish')}`],
    ['a protocol-relative URL', `url=${encodeURIComponent('//evil.example.net/x')}`],
    ['a backslash trick', `url=${encodeURIComponent('/\\evil.example.net')}`],
    ['a javascript: URL', `url=${encodeURIComponent('javascript:alert(1)')}`],
    ['an oversized URL', `url=${encodeURIComponent(`/${'a'.repeat(2100)}`)}`],
    ['an unknown format', `format=gif&url=%2F`],
    ['a size out of range', `size=5000&url=%2F`],
  ])('refuses %s with 400', async (_case, query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toMatch(/^invalid-(url|request)$/);
  });

  it('resolves paths against the origin and keeps same-origin absolute URLs', () => {
    expect(sameOriginUrl('/a?b=1', 'https://x.example')).toBe('https://x.example/a?b=1');
    expect(sameOriginUrl('https://x.example/c', 'https://x.example')).toBe('https://x.example/c');
    expect(() => sameOriginUrl('https://x.example:444/c', 'https://x.example')).toThrow('Only links to this site');
  });
});
