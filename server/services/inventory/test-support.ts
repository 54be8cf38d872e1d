import { loadCatalog, type Catalog } from '../../catalog/catalog-loader';
import { loadContentData } from '../content/content-data';
import { loadDealerDirectory, type DealerDirectory } from '../dealers/dealer-directory';
import { createInventoryService, type InventoryService } from './inventory-service';
import type { SuppressedIn } from './stock-plan';

/** The suppression rule of the shipped content (no Mirai outside California). */
export function shippedSuppression(): SuppressedIn {
  const list = loadContentData().suppressionList;
  return (seriesId, year, state) => list.some((s) => s.modelCode === seriesId && Number(s.modelYear) === year && s.suppressionStates.split(',').includes(state));
}

/** An inventory of `size` vehicles generated in memory (no store), started and ready (tests only). */
export async function memoryInventory(size: number, catalog: Catalog = loadCatalog(), dealers: DealerDirectory = loadDealerDirectory()): Promise<InventoryService> {
  const errors: string[] = [];
  const inventory = createInventoryService({
    catalog: () => catalog,
    dealers,
    dealerList: dealers.list(),
    suppressed: shippedSuppression(),
    store: () => Promise.reject(new Error('no store in this test')),
    size,
    log: { info: () => undefined, error: (obj, msg) => errors.push(`${msg}: ${String((obj as { err?: unknown }).err)}`) },
  });
  await inventory.start();
  if (inventory.readiness() !== 'READY') throw new Error(`the test inventory did not load: ${errors.join('; ')}`);
  return inventory;
}
