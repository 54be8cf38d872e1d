import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Content types worth compressing: scripts, styles, pages, JSON and GraphQL answers, SVG and
 * plain text. Raster images (webp, png, jpeg) are already compressed, so gzip would only burn
 * CPU; server-sent events must stream unbuffered, so they are left alone too.
 */
export const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:javascript|json|graphql-response\+json|[\w.-]+\+json|xml|manifest\+json)|image\/svg\+xml)(?:;|$)/;

/**
 * Brotli or gzip (whichever the client prefers, brotli on a tie) for every compressible answer
 * of 1 KB or more. Lighthouse measured ~505 KiB of uncompressed text on the vehicle page
 * (React chunk 277 KB, GetSeries 178 KB); on slow 4G that transfer dominated LCP.
 * Brotli runs at quality 4 (the plugin's default): on-the-fly quality 11 costs ~100x the CPU for
 * a few per cent fewer bytes, which a request-time server cannot afford.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPE,
  });
}
