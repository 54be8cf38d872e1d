import Fastify, { type FastifyInstance } from 'fastify';
import { registerGraphql } from './graphql/graphql.plugin';
import { registerIdentity, type IdentityOptions } from './identity/identity.plugin';
import { registerRealtime } from './realtime/realtime.plugin';
import { registerCompression } from './http/compression';
import { registerSecurity } from './http/security';
import { registerStaticSite, type StaticSiteOptions } from './http/static-site';
import { registerServices } from './services';
import { registerNextSteps } from './next-steps/next-steps.routes';
import type { RateLimitPolicy } from './next-steps/next-steps-limits';
import { appStoreProvider, type StoreOption } from './next-steps/store-provider';
import { loadCatalog } from './catalog/catalog-loader';

export interface AppOptions extends StaticSiteOptions {
  /** Structured request logs; off in tests unless asked for. */
  logger?: boolean;
  /** 'production' hides introspection and error detail. */
  mode?: 'production' | 'development' | 'test';
  /** Store of shares, leads and mails (tests inject PGlite or pg); default DATABASE_URL, else PGlite under data/. */
  store?: StoreOption;
  /** Catalog folder (default: the shipped content); tests point it at a temporary copy. */
  catalogDir?: string;
  /** Reload the catalog when its files change and push the change to realtime subscribers. */
  watchCatalog?: boolean;
  /** Guest-credential pools and lifetime for IAM mode (default: one pool, guests allowed, 1 h). */
  identity?: IdentityOptions;
  /** Origin of mailed links; default PUBLIC_ORIGIN (required in production, else start-up fails). */
  publicOrigin?: string;
  /** Share and lead limits (ADR 0141); default on in development and production, off in tests. */
  rateLimits?: RateLimitPolicy | false;
  /**
   * In-stock matches (ADR 0180): the stock's size, or false for none (the default). server/index.ts
   * asks for it (50,000 vehicles, INVENTORY_VEHICLES overrides, 0 turns it off), loaded after listen.
   */
  inventory?: { size?: number } | false;
  /** Trust X-Forwarded-For from these proxy addresses/CIDRs (or `true`: any); default TRUST_PROXY. */
  trustProxy?: boolean | string;
}

/** TRUST_PROXY: `true`, or the load balancers' addresses or CIDRs, comma-separated; unset = none. */
function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): boolean | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/**
 * Builds the whole local stand-in for the car maker's services: demo host pages, the
 * bundle, the GraphQL data endpoint, the rules service, dealer/region, content and images.
 * Tests call this and listen on an ephemeral 127.0.0.1 port; server/index.ts starts it for real.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // Never echo stack traces to clients; Fastify logs the full error server-side.
    return503OnClosing: true,
    // request.ip is the client address of the rate limits: behind a load balancer it must come
    // from X-Forwarded-For, and only from hops we trust (else any client picks its own address).
    trustProxy: options.trustProxy ?? trustProxyFromEnv(),
  });
  // Compression first: its onSend hook must see every route registered below.
  await registerCompression(app);
  await registerSecurity(app);
  await registerStaticSite(app, options);
  // One store for shares, leads and the inventory's stock (a PGlite folder takes one opener).
  const stores = appStoreProvider(options.store, options.mode);
  // Off unless asked for: server/index.ts (npm start) asks; a test app never opens the store for it.
  const inventory = options.inventory ?? false;
  const services = await registerServices(app, {
    inventory: inventory && { size: inventory.size, catalog: () => loadCatalog(options.catalogDir), store: stores.get },
  });
  app.decorate('inventory', services.inventory);
  // Identity first: it decorates the root so the data and realtime endpoints can verify SigV4.
  await registerIdentity(app, options.identity);
  await registerGraphql(app, { mode: options.mode, catalogDir: options.catalogDir, inventory: services.inventory });
  await registerRealtime(app, { catalogDir: options.catalogDir, watchCatalog: options.watchCatalog });
  await registerNextSteps(app, { stores, inventory: services.inventory, mode: options.mode, publicOrigin: options.publicOrigin, rateLimits: options.rateLimits });
  return app;
}
