import type { FastifyInstance } from 'fastify';
import { loadContentData } from './content/content-data';
import { registerContentRoutes } from './content/content.routes';
import { loadDealerDirectory } from './dealers/dealer-directory';
import { registerDealerRoutes } from './dealers/dealers.routes';
import { registerImageRoutes } from './images/images.routes';
import { registerRegionRoutes } from './region/region.routes';

/**
 * Registers the dealer, region, content and image services (see server/services/README.md).
 * Data files are validated here, so a broken file stops the server at start.
 */
export async function registerServices(app: FastifyInstance): Promise<void> {
  const dealers = loadDealerDirectory();
  const content = loadContentData();
  await registerDealerRoutes(app, dealers);
  await registerRegionRoutes(app);
  await registerContentRoutes(app, content);
  await registerImageRoutes(app, { hasDealerLogo: (id) => dealers.byId(id)?.participating === true });
}
