import Fastify from 'fastify';
import sharp from 'sharp';
import { startServer, type TestServer } from '../test-support';
import { ImageCache } from './image-cache';
import {
  accessoryImageUrl,
  backgroundImageUrl,
  backgroundThumbnailUrl,
  dealerLogoUrl,
  exteriorRenderUrl,
  heroImageUrl,
  interiorRenderUrl,
  jellyImageUrl,
  modelCardImageUrl,
  packageImageUrl,
  regionIllustrationUrl,
  tileImageUrl,
  timeOfDayIconUrl,
  wheelImageUrl,
} from './image-urls';
import { BODY_STYLES, EXTERIOR_ANGLES } from './image-kinds';
import * as renderer from './image-renderer';
import { registerImageRoutes } from './images.routes';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const car = { brand: 'toyota', seriesId: 'tacoma', year: 2024, bodyStyle: 'truck', colorCode: '040', hex: 'C0392B' } as const;
const EXTERIOR = '/images/render/exterior/toyota/tacoma/2024/truck/040/C0392B';

async function image(path: string, headers?: Record<string, string>) {
  const response = await server.get(path, headers);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

async function meta(path: string) {
  const { response, body } = await image(path);
  expect(response.status).toBe(200);
  return sharp(body).metadata();
}

describe('image routes', () => {
  it('serves every URL the builders make (participating dealer logo included)', async () => {
    const urls = [
      exteriorRenderUrl({ ...car, angle: 1, width: 64 }),
      exteriorRenderUrl({ ...car, brand: 'lexus', angle: 4, background: 'coast', time: 'dusk', width: 64 }),
      jellyImageUrl(car),
      interiorRenderUrl({ ...car, interiorColorCode: 'FB20', hex: '8B5A2B', view: 1, width: 64 }),
      interiorRenderUrl({ ...car, interiorColorCode: 'FB20', hex: '8B5A2B', view: 3, width: 64 }),
      modelCardImageUrl({ ...car, width: 64 }),
      heroImageUrl('mirai', { width: 64 }),
      heroImageUrl('tacoma', { mobile: true, width: 64 }),
      tileImageUrl('dealers'),
      tileImageUrl('deals'),
      tileImageUrl('home'),
      regionIllustrationUrl('hawaii'),
      regionIllustrationUrl('virgin-islands'),
      backgroundImageUrl('city', 'night', { width: 64 }),
      backgroundThumbnailUrl('mountain'),
      timeOfDayIconUrl('day'),
      accessoryImageUrl('PC'),
      packageImageUrl('TRD-PRO'),
      wheelImageUrl('W18'),
      dealerLogoUrl('24011'),
    ];
    for (const url of urls) {
      const { response } = await image(url);
      expect([url, response.status]).toEqual([url, 200]);
      expect(response.headers.get('content-type')).toMatch(/^image\/(webp|png|jpeg)$/);
    }
  });

  it('draws every body style from every angle', async () => {
    for (const bodyStyle of BODY_STYLES) {
      for (const angle of EXTERIOR_ANGLES) {
        const m = await meta(exteriorRenderUrl({ ...car, bodyStyle, angle, width: 32, format: 'png' }));
        expect(m.width).toBe(32);
      }
    }
    // 160 renders one after another: room beyond jest's 5 s on a shared, busy machine.
  }, 30_000);

  it('honours width (16:9 height), dpr and the spec widths', async () => {
    expect(await meta(`${EXTERIOR}/2?width=768&format=webp-alpha`)).toMatchObject({ width: 768, height: 432, format: 'webp' });
    expect(await meta('/images/hero/mirai-mobile?width=375&quality=60&dpr=2')).toMatchObject({ width: 750 });
    expect(await meta('/images/hero/mirai?width=1024&dpr=2')).toMatchObject({ width: 2048 });
    expect(await meta('/images/tiles/home?width=100')).toMatchObject({ width: 100, height: 75 });
    expect(await meta('/images/wheels/W18')).toMatchObject({ width: 240, height: 240 });
  });

  it('keeps an alpha channel only for webp-alpha', async () => {
    const alpha = await meta(`${EXTERIOR}/1?width=64&format=webp-alpha`);
    expect(alpha).toMatchObject({ format: 'webp', hasAlpha: true });
    const { body } = await image(`${EXTERIOR}/1?width=64&format=webp-alpha`);
    const corner = await sharp(body).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
    expect(await meta(`${EXTERIOR}/1?width=64&format=jpeg`)).toMatchObject({ format: 'jpeg', hasAlpha: false });
    expect(await meta(`${EXTERIOR}/1?width=64&format=png`)).toMatchObject({ format: 'png' });
    expect(await meta(`${EXTERIOR}/1?width=64&format=webp`)).toMatchObject({ format: 'webp', hasAlpha: false });
  });

  it('repaints the car in the requested colour and honours quality', async () => {
    const red = await image(`${EXTERIOR}/1?width=200&format=png`);
    const blue = await image('/images/render/exterior/toyota/tacoma/2024/truck/040/1F4E8C/1?width=200&format=png');
    expect(red.body.equals(blue.body)).toBe(false);
    // Sample a pixel on the door: red dominates red paint, blue dominates blue paint.
    const pixel = async (png: Buffer) => sharp(png).extract({ left: 90, top: 74, width: 1, height: 1 }).raw().toBuffer();
    const [r1, , b1] = await pixel(red.body);
    const [r2, , b2] = await pixel(blue.body);
    expect(r1!).toBeGreaterThan(b1!);
    expect(b2!).toBeGreaterThan(r2!);
    const low = await image(`${EXTERIOR}/1?width=400&quality=5`);
    const high = await image(`${EXTERIOR}/1?width=400&quality=95`);
    expect(low.body.length).toBeLessThan(high.body.length);
  });

  it.each([
    [`${EXTERIOR}/1?width=15`, /width.*16 to 2048/],
    [`${EXTERIOR}/1?width=2049`, /width.*16 to 2048/],
    [`${EXTERIOR}/1?width=abc`, /width/],
    [`${EXTERIOR}/1?width=100&width=200`, /given once/],
    [`${EXTERIOR}/1?quality=0`, /quality.*1 to 100/],
    [`${EXTERIOR}/1?quality=101`, /quality/],
    [`${EXTERIOR}/1?format=gif`, /format.*webp, webp-alpha, png, jpeg/],
    [`${EXTERIOR}/1?dpr=4`, /dpr/],
    [`${EXTERIOR}/33`, /angle/],
    [`${EXTERIOR}/0`, /angle/],
    [`${EXTERIOR}/1?background=moon`, /background/],
    [`${EXTERIOR}/1?time=dusk`, /needs a "background"/],
    [`${EXTERIOR}/1?background=city&format=webp-alpha`, /transparent/],
    ['/images/render/exterior/toyota/tacoma/2024/truck/040/GGGGGG/1', /hex/],
    ['/images/render/exterior/toyota/tacoma/2024/boat/040/C0392B/1', /body style/],
    ['/images/render/exterior/acme/tacoma/2024/truck/040/C0392B/1', /brand/],
    ['/images/render/exterior/toyota/tacoma/24/truck/040/C0392B/1', /year/],
    ['/images/render/interior/toyota/tacoma/2024/truck/FB20/8B5A2B/4', /interior view/],
    ['/images/hero/-mobile', /model code/],
    ['/images/backgrounds/city?time=noon', /time/],
  ])('answers %s with 400 and a clear message', async (path, message) => {
    const response = await server.get(path);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.statusCode).toBe(400);
    expect(body.error).toMatch(message);
  });

  it.each(['/images/tiles/garage', '/images/regions/guam', '/images/backgrounds/space/thumbnail', '/images/time-of-day/noon', '/images/dealers/99999/logo', '/images/dealers/24018/logo'])(
    'answers %s (no such picture, or a dealer without a logo) with 404',
    async (path) => {
      const response = await server.get(path);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toEqual(expect.any(String));
    },
  );

  it('is cacheable: Cache-Control, a stable ETag per picture and size, 304 on If-None-Match', async () => {
    const path = `${EXTERIOR}/2?width=128`;
    const first = await image(path);
    expect(first.response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await image(path);
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.body.equals(first.body)).toBe(true);
    const other = await image(`${EXTERIOR}/2?width=129`);
    expect(other.response.headers.get('etag')).not.toBe(etag);
    const revalidated = await image(path, { 'If-None-Match': etag });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect((await image(path, { 'If-None-Match': `W/${etag}, "other"` })).response.status).toBe(304);
    expect((await image(path, { 'If-None-Match': '"stale"' })).response.status).toBe(200);
  });

  it('keeps rendered images in the bounded LRU and renders concurrent requests once', async () => {
    const cache = new ImageCache(10 * 1024 * 1024, 100);
    const app = Fastify();
    await registerImageRoutes(app, { cache, hasDealerLogo: () => false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const render = jest.spyOn(renderer, 'renderDrawing');
    try {
      const url = `${base}/images/tiles/home?width=300`;
      const bodies = await Promise.all([1, 2, 3].map(async () => Buffer.from(await (await fetch(url)).arrayBuffer())));
      expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
      expect(cache.size).toBe(1);
      expect(render).toHaveBeenCalledTimes(1);
      await fetch(url);
      expect(render).toHaveBeenCalledTimes(1);
      await fetch(`${base}/images/tiles/home?width=301`);
      expect(cache.size).toBe(2);
      expect(cache.totalBytes).toBeGreaterThan(0);
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      render.mockRestore();
      await app.close();
    }
  });
});
