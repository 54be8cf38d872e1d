import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Catalog } from '../catalog/catalog-loader';
import { LruCache } from './result-cache';

/**
 * Whole-response cache of the data endpoint. A successful answer is a pure function of the
 * catalog content and the request body (query + variables; there is no per-user data), so the
 * serialised JSON is stored under (catalog version, body) and replayed for identical requests,
 * skipping parsing, execution and serialisation. It sits after the API-key check (onRequest), so
 * a cached answer still needs the key; answers with errors are never stored.
 */

export interface ResponseCacheOptions {
  path: string;
  catalog: () => Catalog;
  /** Most responses kept. */
  maxEntries?: number;
  /** Largest single response kept, in characters. */
  maxEntryChars?: number;
}

const KEY = Symbol('responseCacheKey');
const CACHEABLE = Symbol('responseCacheable');
const UNCACHEABLE = Symbol('responseUncacheable');

type CacheableRequest = FastifyRequest & { [KEY]?: string; [CACHEABLE]?: boolean; [UNCACHEABLE]?: boolean };

/**
 * Keeps this request's answer out of the cache: for answers that depend on more than the catalog
 * and the body (the inventory's readiness and today's date).
 */
export function markUncacheable(request: FastifyRequest): void {
  (request as CacheableRequest)[UNCACHEABLE] = true;
}

export const RESPONSE_CACHE_HEADER = 'x-response-cache';

export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const cache = new LruCache<string>(options.maxEntries ?? 256);
  const maxEntryChars = options.maxEntryChars ?? 512 * 1024;

  app.addHook('preHandler', async (request: CacheableRequest, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== options.path || !request.body || typeof request.body !== 'object') return undefined;
    const key = `${options.catalog().version}\n${JSON.stringify(request.body)}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      return reply.header('content-type', 'application/json; charset=utf-8').header(RESPONSE_CACHE_HEADER, 'hit').send(hit);
    }
    request[KEY] = key;
    return undefined;
  });

  // Only executions without errors are marked cacheable.
  app.graphql.addHook('onResolution', async (execution, context) => {
    const request = context.reply?.request as CacheableRequest | undefined;
    if (request && request[KEY] && !request[UNCACHEABLE] && !execution.errors?.length) request[CACHEABLE] = true;
  });

  app.addHook('onSend', async (request: CacheableRequest, reply, payload) => {
    if (request[KEY] && request[CACHEABLE] && reply.statusCode === 200 && typeof payload === 'string' && payload.length <= maxEntryChars) {
      cache.set(request[KEY], payload);
      reply.header(RESPONSE_CACHE_HEADER, 'miss');
    }
    return payload;
  });
}
