import { readFileSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { loadCatalog, subscribeCatalog, type Catalog } from '../catalog/catalog-loader';
import { registerRulesRoutes } from '../http/rules.routes';
import { apiKeyGuard, configuredApiKey } from '../http/auth';
import { corsOptions, corsOrigins } from '../http/cors';
import type { DataContext } from '../configuration/data-context';
import { errorFormatterFor } from '../http/errors';
import { MAX_QUERY_DEPTH, MAX_TOKENS, validationRules } from '../http/limits';
import type { GqlResolvers } from './generated/resolver-types';
import { queryResolvers } from './resolvers';
import { markUncacheable, registerResponseCache } from '../http/response-cache';
import type { InventoryService } from '../services/inventory/inventory-service';

export const GRAPHQL_PATH = '/graphql';
export const SCHEMA_FILE = path.join(__dirname, 'schema.graphql');

export interface GraphqlOptions {
  mode?: 'production' | 'development' | 'test';
  /** Catalog folder (default: the shipped sample content). */
  catalogDir?: string;
  /** The inventory service the match query reads. */
  inventory?: InventoryService;
}

/**
 * Registers the data endpoint (POST /graphql, API key required) and the rules-recommendation
 * service (POST /rules/{prod|stage|proxy}) in one scope that shares CORS and the catalog.
 */
export async function registerGraphql(app: FastifyInstance, options: GraphqlOptions = {}): Promise<void> {
  let catalog: Catalog = loadCatalog(options.catalogDir);
  const unsubscribe = subscribeCatalog((next) => {
    if (next.dir === catalog.dir) catalog = next;
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });
  const apiKey = configuredApiKey();

  await app.register(async (api) => {
    await api.register(cors, corsOptions(corsOrigins()));
    const guard = apiKeyGuard(apiKey);
    // Added before mercurius registers its routes so the hook applies to them; only the data
    // endpoint needs the key (the rules service is a separate service in the spec).
    api.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url !== GRAPHQL_PATH) return undefined;
      // The data endpoint is POST only (spec): a GET query would put queries in logs and caches
      // and skip the body limit; mercurius has no switch for its GET route, so refuse it here.
      if (request.method !== 'POST' && request.method !== 'OPTIONS') {
        return reply.code(405).header('Allow', 'POST').send({ data: null, errors: [{ message: 'Method Not Allowed: use POST', extensions: { code: 'METHOD_NOT_ALLOWED' } }] });
      }
      return guard(request, reply);
    });
    // mercurius also takes a parsed document as `query` (its in-process API): from the network only
    // a string is a query, else validation would walk whatever object the body held.
    api.addHook('preValidation', async (request, reply) => {
      if (request.routeOptions.url !== GRAPHQL_PATH || request.method !== 'POST') return undefined;
      const body = request.body as { query?: unknown; operationName?: unknown } | string | null | undefined;
      if (typeof body === 'string') return undefined;
      const valid = body !== null && typeof body === 'object' && !Array.isArray(body) && typeof body.query === 'string'
        && (body.operationName === undefined || body.operationName === null || typeof body.operationName === 'string');
      if (valid) return undefined;
      return reply.code(400).send({ data: null, errors: [{ message: 'The body must be a JSON object with a string "query"', extensions: { code: 'BAD_REQUEST' } }] });
    });
    await api.register(mercurius, {
      schema: readFileSync(SCHEMA_FILE, 'utf8'),
      // Typed against the schema by the generated GqlResolvers (ADR 0121); mercurius types resolvers
      // against its own context, which at run time also carries the DataContext built below.
      resolvers: { Query: queryResolvers() } satisfies GqlResolvers as unknown as IResolvers,
      path: GRAPHQL_PATH,
      jit: 1,
      graphiql: false,
      queryDepth: MAX_QUERY_DEPTH,
      // Bounds parser work (and recursion) for huge or deeply nested documents before validation.
      graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
      validationRules: validationRules(options.mode),
      errorFormatter: errorFormatterFor(options.mode) as never,
      context: (request): DataContext => ({ catalog: () => catalog, inventory: options.inventory, uncacheable: () => markUncacheable(request) }),
    });
    registerResponseCache(api, { path: GRAPHQL_PATH, catalog: () => catalog });
    await registerRulesRoutes(api, { catalog: () => catalog });
  });
}
