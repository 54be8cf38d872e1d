import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { NextStepsError } from './next-steps-error';

const MAX_URL = 2048;

/** The absolute URL a QR code may encode: same origin as `origin` only, else a 400. */
export function sameOriginUrl(raw: unknown, origin: string): string {
  const invalid = (reason: string): never => {
    throw new NextStepsError(400, 'invalid-url', reason, 'url');
  };
  if (typeof raw !== 'string' || raw === '') return invalid('url is required.');
  if (raw.length > MAX_URL) return invalid(`url must be at most ${MAX_URL} characters.`);
  // A path of this site; '//host' and '/\host' are protocol-relative URLs of other sites.
  if (raw.startsWith('/') && !/^\/[/\\]/.test(raw)) return new URL(raw, origin).href;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return invalid('url is not a URL.');
  }
  if (url.origin !== new URL(origin).origin) return invalid('Only links to this site can be encoded.');
  return url.href;
}

/**
 * GET /api/qr?url=&format=svg|png&size= : a QR code of a link of this site (the build sheet
 * prints its build's link). Other origins are refused so the endpoint cannot be used to brand
 * arbitrary links with this site's name.
 */
export async function registerQrRoute(app: FastifyInstance, originOf: (request: FastifyRequest) => string): Promise<void> {
  app.get('/api/qr', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    try {
      const url = sameOriginUrl(query.url, originOf(request));
      const format = query.format ?? 'svg';
      const size = query.size === undefined ? 256 : Number(query.size);
      if ((format !== 'svg' && format !== 'png') || !Number.isInteger(size) || size < 64 || size > 1024) {
        throw new NextStepsError(400, 'invalid-request', 'format must be svg or png and size an integer 64-1024.');
      }
      reply.header('Cache-Control', 'public, max-age=86400');
      if (format === 'png') {
        return reply.type('image/png').send(await QRCode.toBuffer(url, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' }));
      }
      const svg = await QRCode.toString(url, { type: 'svg', width: size, margin: 2, errorCorrectionLevel: 'M' });
      return reply.type('image/svg+xml').send(svg);
    } catch (error) {
      if (error instanceof NextStepsError) return reply.code(error.statusCode).send(error.toBody());
      throw error;
    }
  });
}
