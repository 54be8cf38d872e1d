import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { iamAuthorizes } from '../identity/identity.plugin';

/**
 * API-key authorization of the data endpoint (product.md section 6: calls use an API-key mode). The key
 * travels in the `x-api-key` header. An IAM/SigV4 mode can be added here as a second check
 * without touching the endpoint's wiring.
 */

/** Development default; the demo pages send it. Production deployments set API_KEY. */
export const DEFAULT_API_KEY = 'local-dev-key';
export const API_KEY_HEADER = 'x-api-key';

/** The key the server accepts: env API_KEY, else the development default. */
export function configuredApiKey(env: NodeJS.ProcessEnv = process.env): string {
  const key = env.API_KEY?.trim();
  return key ? key : DEFAULT_API_KEY;
}

/** Constant-time comparison so response timing does not reveal how much of a guess was right. */
export function isValidApiKey(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string' || sent.length === 0) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body of a 401: a GraphQL error response with the spec's message. */
export const UNAUTHORIZED_BODY = {
  data: null,
  errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
} as const;

/** An onRequest hook that answers 401 unless the request carries the API key. */
export function apiKeyGuard(expected: string) {
  // Returns the reply when it answered, as Fastify expects from an async hook that responds early.
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (isValidApiKey(request.headers[API_KEY_HEADER], expected)) return undefined;
    // IAM mode (engineer G, server/identity): a SigV4 signature made with unexpired guest
    // credentials authorizes too; its body hash is checked in identity's preParsing hook.
    if (await iamAuthorizes(request)) return undefined;
    request.log.warn({ url: request.url }, 'data endpoint request without a valid API key');
    return reply.code(401).send(UNAUTHORIZED_BODY);
  };
}
