import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ImageCache } from './image-cache';
import {
  BACKGROUNDS,
  BODY_STYLES,
  CODE_PATTERN,
  EXTERIOR_ANGLES,
  HEX_PATTERN,
  INTERIOR_VIEWS,
  REGION_ILLUSTRATIONS,
  THUMBNAIL_KINDS,
  TILE_NAMES,
  TIMES_OF_DAY,
  YEAR_PATTERN,
  type ThumbnailKind,
} from './image-kinds';
import { CONTENT_TYPES, isTransparent, renderDrawing, type Drawing } from './image-renderer';
import { ImageRequestError, oneOf, parseEncodeOptions, parseScene, segment, type EncodeOptions } from './image-request';
import { exteriorSvgBody, dealerLogoSvgBody, heroSvgBody, regionSvgBody, thumbnailSvgBody, tileSvgBody } from './svg/picture-svg';
import { interiorFragment } from './svg/interior-svg';
import { sceneFragment, timeOfDayIcon } from './svg/scene-svg';
import { vehicleFragment } from './svg/vehicle-svg';

/** Bumped when drawings change, so browsers holding an old ETag get the new picture. */
const RENDER_VERSION = '2';
const CACHE_CONTROL = 'public, max-age=86400';
const BRANDS = ['toyota', 'lexus'] as const;

export interface ImageRouteOptions {
  cache?: ImageCache;
  /** Whether a dealer id has a logo (participating dealers only). */
  hasDealerLogo: (dealerId: string) => boolean;
}

class ImageNotFoundError extends Error {}

type Query = Record<string, unknown>;
type Req<P> = FastifyRequest<{ Params: P; Querystring: Query }>;

function etagFor(key: string): string {
  return `"${createHash('sha1').update(`${RENDER_VERSION}|${key}`).digest('hex').slice(0, 32)}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const clean = tag.trim().replace(/^W\//, '');
    return clean === etag || clean === '*';
  });
}

function known<T extends string>(values: readonly T[], value: string, what: string): T {
  if (!(values as readonly string[]).includes(value)) throw new ImageNotFoundError(`No ${what} image named "${value.slice(0, 60)}".`);
  return value as T;
}

function numbered<T extends number>(values: readonly T[], raw: string, what: string): T {
  const value = Number(raw);
  if (!/^\d{1,2}$/.test(raw) || !(values as readonly number[]).includes(value)) {
    throw new ImageRequestError(`Invalid ${what} "${raw.slice(0, 20)}": expected one of ${values.join(', ')}.`);
  }
  return value as T;
}

export async function registerImageRoutes(app: FastifyInstance, options: ImageRouteOptions): Promise<void> {
  const cache = options.cache ?? new ImageCache();
  const inFlight = new Map<string, Promise<Buffer>>();

  /**
   * Shared answer path: parse and bound the encoding, answer 304 from the ETag without drawing,
   * otherwise serve from the LRU or draw once (concurrent requests for one key share the render).
   */
  async function serve(
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
    describe: () => {
      key: string;
      defaultWidth: number;
      /** Refuses combinations that only make sense to reject once the format is known. */
      check?: (encode: EncodeOptions) => void;
      draw: (encode: EncodeOptions) => Drawing;
    },
  ): Promise<FastifyReply> {
    let encode: EncodeOptions;
    let spec: ReturnType<typeof describe>;
    try {
      spec = describe();
      encode = parseEncodeOptions(request.query ?? {}, spec.defaultWidth);
      spec.check?.(encode);
    } catch (error) {
      if (error instanceof ImageRequestError) return reply.status(400).send({ error: error.message, statusCode: 400 });
      if (error instanceof ImageNotFoundError) return reply.status(404).send({ error: error.message, statusCode: 404 });
      throw error;
    }
    const key = `${spec.key}|w=${encode.pixelWidth}|q=${encode.quality}|f=${encode.format}`;
    const etag = etagFor(key);
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    let body = cache.get(key)?.body;
    if (!body) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = renderDrawing(spec.draw(encode), encode).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      body = await pending;
      cache.set(key, { body, contentType: CONTENT_TYPES[encode.format], etag });
    }
    return reply.header('Content-Type', CONTENT_TYPES[encode.format]).send(body);
  }

  type ExteriorParams = { brand: string; seriesId: string; year: string; bodyStyle: string; colorCode: string; hex: string; angle: string };
  app.get('/images/render/exterior/:brand/:seriesId/:year/:bodyStyle/:colorCode/:hex/:angle', (request: Req<ExteriorParams>, reply) =>
    serve(request, reply, () => {
      const p = request.params;
      const brand = oneOf(BRANDS, 'brand', p.brand)!;
      segment(p.seriesId, CODE_PATTERN, 'series id');
      segment(p.year, YEAR_PATTERN, 'year (expected 4 digits)');
      const bodyStyle = oneOf(BODY_STYLES, 'body style', p.bodyStyle)!;
      segment(p.colorCode, CODE_PATTERN, 'colour code');
      const hex = segment(p.hex, HEX_PATTERN, 'colour hex (expected 6 hex digits)').toUpperCase();
      const angle = numbered(EXTERIOR_ANGLES, p.angle, 'angle');
      const { background, time } = parseScene(request.query ?? {});
      if (time && !background) throw new ImageRequestError('Parameter "time" needs a "background".');
      return {
        key: `ext|${brand}|${p.seriesId}|${p.year}|${bodyStyle}|${p.colorCode}|${hex}|${angle}|${background ?? ''}|${time ?? ''}`,
        defaultWidth: 1024,
        check: (encode) => {
          if (background && isTransparent(encode.format)) {
            throw new ImageRequestError('A transparent format (webp-alpha) cannot carry a background scene.');
          }
        },
        draw: (encode) => {
          const car = vehicleFragment(bodyStyle, hex, angle, 'car', p.seriesId);
          const scene = background ? sceneFragment(background, time ?? 'day') : undefined;
          return { body: exteriorSvgBody({ car, scene, transparent: isTransparent(encode.format) }), viewWidth: 1600, viewHeight: 900 };
        },
      };
    }),
  );

  type InteriorParams = { brand: string; seriesId: string; year: string; bodyStyle: string; colorCode: string; hex: string; view: string };
  app.get('/images/render/interior/:brand/:seriesId/:year/:bodyStyle/:colorCode/:hex/:view', (request: Req<InteriorParams>, reply) =>
    serve(request, reply, () => {
      const p = request.params;
      oneOf(BRANDS, 'brand', p.brand);
      segment(p.seriesId, CODE_PATTERN, 'series id');
      segment(p.year, YEAR_PATTERN, 'year (expected 4 digits)');
      oneOf(BODY_STYLES, 'body style', p.bodyStyle);
      segment(p.colorCode, CODE_PATTERN, 'interior colour code');
      const hex = segment(p.hex, HEX_PATTERN, 'colour hex (expected 6 hex digits)').toUpperCase();
      const view = numbered(INTERIOR_VIEWS, p.view, 'interior view');
      // The cabin drawing depends on colour and view only, so one render serves every series.
      return { key: `int|${hex}|${view}`, defaultWidth: 1024, draw: () => ({ body: interiorFragment(hex, view), viewWidth: 1600, viewHeight: 900 }) };
    }),
  );

  app.get('/images/hero/:name', (request: Req<{ name: string }>, reply) =>
    serve(request, reply, () => {
      const name = segment(request.params.name, CODE_PATTERN, 'model code');
      const mobile = name.endsWith('-mobile');
      const modelCode = mobile ? name.slice(0, -'-mobile'.length) : name;
      if (!modelCode) throw new ImageRequestError('Missing model code before "-mobile".');
      return { key: `hero|${modelCode}|${mobile}`, defaultWidth: mobile ? 375 : 1024, draw: () => heroSvgBody(modelCode, mobile) };
    }),
  );

  app.get('/images/tiles/:name', (request: Req<{ name: string }>, reply) =>
    serve(request, reply, () => {
      const name = known(TILE_NAMES, request.params.name, 'tile');
      return { key: `tile|${name}`, defaultWidth: 400, draw: (e) => ({ body: tileSvgBody(name, isTransparent(e.format)), viewWidth: 800, viewHeight: 600 }) };
    }),
  );

  app.get('/images/regions/:name', (request: Req<{ name: string }>, reply) =>
    serve(request, reply, () => {
      const name = known(REGION_ILLUSTRATIONS, request.params.name, 'region');
      return { key: `region|${name}`, defaultWidth: 400, draw: (e) => ({ body: regionSvgBody(name, isTransparent(e.format)), viewWidth: 800, viewHeight: 600 }) };
    }),
  );

  app.get('/images/backgrounds/:type', (request: Req<{ type: string }>, reply) =>
    serve(request, reply, () => {
      const type = known(BACKGROUNDS, request.params.type, 'background');
      const { time } = parseScene(request.query ?? {});
      return {
        key: `bg|${type}|${time ?? 'day'}`,
        defaultWidth: 1024,
        draw: () => {
          const scene = sceneFragment(type, time ?? 'day');
          return { body: `${scene.back}${scene.tint}`, viewWidth: 1600, viewHeight: 900 };
        },
      };
    }),
  );

  app.get('/images/backgrounds/:type/thumbnail', (request: Req<{ type: string }>, reply) =>
    serve(request, reply, () => {
      const type = known(BACKGROUNDS, request.params.type, 'background');
      return {
        key: `bg-thumb|${type}`,
        defaultWidth: 120,
        // A square crop from the middle of the day scene.
        draw: () => ({ body: sceneFragment(type, 'day').back, viewWidth: 900, viewHeight: 900, viewBox: '350 0 900 900' }),
      };
    }),
  );

  app.get('/images/time-of-day/:type', (request: Req<{ type: string }>, reply) =>
    serve(request, reply, () => {
      const type = known(TIMES_OF_DAY, request.params.type, 'time-of-day');
      return { key: `tod|${type}`, defaultWidth: 64, draw: (e) => ({ body: timeOfDayIcon(type, isTransparent(e.format)), viewWidth: 100, viewHeight: 100 }) };
    }),
  );

  for (const kind of THUMBNAIL_KINDS) {
    app.get(`/images/${kind}/:code`, (request: Req<{ code: string }>, reply) =>
      serve(request, reply, () => {
        const code = segment(request.params.code, CODE_PATTERN, 'item code');
        return {
          key: `thumb|${kind}|${code}`,
          defaultWidth: 240,
          draw: (e) => ({ body: thumbnailSvgBody(kind as ThumbnailKind, code, isTransparent(e.format)), viewWidth: 400, viewHeight: 400 }),
        };
      }),
    );
  }

  app.get('/images/dealers/:dealerId/logo', (request: Req<{ dealerId: string }>, reply) =>
    serve(request, reply, () => {
      const dealerId = segment(request.params.dealerId, CODE_PATTERN, 'dealer id');
      if (!options.hasDealerLogo(dealerId)) throw new ImageNotFoundError(`Dealer "${dealerId}" has no logo.`);
      return { key: `logo|${dealerId}`, defaultWidth: 160, draw: (e) => ({ body: dealerLogoSvgBody(dealerId, isTransparent(e.format)), viewWidth: 200, viewHeight: 200 }) };
    }),
  );
}
