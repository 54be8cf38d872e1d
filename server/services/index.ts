import type { FastifyInstance } from 'fastify';
import { loadCatalog, type Catalog } from '../catalog/catalog-loader';
import type { SqlStore } from '../db/sql-store';
import { loadContentData } from './content/content-data';
import { registerContentRoutes } from './content/content.routes';
import { loadDealerDirectory } from './dealers/dealer-directory';
import { registerDealerRoutes } from './dealers/dealers.routes';
import { registerImageRoutes } from './images/images.routes';
import { createInventoryService, disabledInventory, type InventoryService } from './inventory/inventory-service';
import { registerInventoryRoutes } from './inventory/inventory.routes';
import { registerRegionRoutes } from './region/region.routes';

export interface InventorySettings {
  size?: number;
  /** Content the stock is made from (its live files). */
  catalog: () => Catalog;
  store: () => Promise<SqlStore>;
}

export interface ServicesOptions {
  /** Inventory settings, or false for none (the match query then answers UNAVAILABLE). */
  inventory?: InventorySettings | false;
}

/**
 * Registers the dealer, region, content and image services (see server/services/README.md) and
 * creates the inventory service, which starts loading its stock once the server listens.
 * Data files are validated here, so a broken file stops the server at start.
 */
export async function registerServices(app: FastifyInstance, options: ServicesOptions = {}): Promise<{ inventory: InventoryService }> {
  const dealers = loadDealerDirectory();
  const content = loadContentData();
  await registerDealerRoutes(app, dealers);
  await registerRegionRoutes(app);
  await registerContentRoutes(app, content);
  await registerImageRoutes(app, { hasDealerLogo: (id) => dealers.byId(id)?.participating === true });
  const settings = options.inventory;
  if (!settings) {
    const none = disabledInventory(dealers);
    await registerInventoryRoutes(app, none, () => loadCatalog());
    return { inventory: none };
  }
  const suppression = content.suppressionList.map((s) => ({ model: s.modelCode, year: Number(s.modelYear), states: new Set(s.suppressionStates.split(',')) }));
  const inventory = createInventoryService({
    catalog: settings.catalog,
    dealers,
    dealerList: dealers.list(),
    suppressed: (seriesId, year, state) => suppression.some((s) => s.model === seriesId && s.year === year && s.states.has(state)),
    store: settings.store,
    size: settings.size,
    log: app.log,
  });
  // After listen, never before: start-up does not wait for the stock (ADR 0180).
  await registerInventoryRoutes(app, inventory, settings.catalog);
  // setImmediate: even the stock's generation key (a hash of the catalog) is computed after listen.
  app.addHook('onListen', async () => {
    setImmediate(() => void inventory.start());
  });
  return { inventory };
}
