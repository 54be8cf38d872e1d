import Fastify, { type FastifyInstance } from 'fastify';
import { registerGraphql } from './graphql/graphql.plugin';
import { registerSecurity } from './http/security';
import { registerStaticSite } from './http/static-site';
import { registerServices } from './services';

export interface AppOptions {
  /** Folder holding the production bundle (dist/configurator). */
  bundleDir?: string;
  /** Folder holding the demo host pages. */
  demoDir?: string;
  /** Structured request logs; off in tests unless asked for. */
  logger?: boolean;
  /** 'production' hides introspection and error detail. */
  mode?: 'production' | 'development' | 'test';
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
  });
  await registerSecurity(app);
  await registerStaticSite(app, options);
  await registerServices(app, options);
  await registerGraphql(app, { mode: options.mode });
  return app;
}
