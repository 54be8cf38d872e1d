import path from 'node:path';
import { storeSettingsFromEnv } from './db/open-store';
import { startStore } from './db/store-startup';
import { shutdownOnSignals } from './http/shutdown';

/**
 * Starts the local services with the built bundle and demo pages on 127.0.0.1. The store is
 * opened, locked and migrated before the server listens, so a bad data folder or database setting
 * stops start-up with one clear line and a non-zero exit instead of failing the first request. An
 * unreachable PostgreSQL is waited for instead (STORE_OPEN_TIMEOUT_MS, logged): the server listens,
 * /readyz and the store's routes answer 503 until it connects, and a wait that ends without it
 * exits 1 with one line naming DATABASE_URL and the host (issue 30, docs/deployment.md).
 */
/** INVENTORY_VEHICLES: the stock's size (default 50,000); 0 runs without an inventory. */
function inventorySettings(raw: string | undefined): { size?: number } | false {
  if (raw === undefined || raw === '') return {};
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 0 || size > 1_000_000) throw new Error(`INVENTORY_VEHICLES must be a whole number from 0 to 1000000 (got "${raw}")`);
  return size === 0 ? false : { size };
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const root = path.resolve(__dirname, '..');
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const store = await startStore(storeSettingsFromEnv(), {
    onHealth: (health) => {
      if (health.available) console.log('store: available again');
      else console.error(`store: unavailable (${health.reason}); requests get 503 until it recovers`);
    },
    log: (line) => console.error(line),
  });
  let app;
  try {
    // Loaded after the store opened: a bad folder fails in a second, not after loading the whole app.
    const { buildApp } = await import('./app');
    app = await buildApp({
      bundleDir: path.join(root, 'dist/configurator'),
      demoDir: path.join(root, 'demo'),
      logger: true,
      mode,
      store,
      // Authors editing catalog files see preview/prelive pages update live; production content ships by deploy.
      watchCatalog: mode !== 'production',
      inventory: inventorySettings(process.env.INVENTORY_VEHICLES),
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  shutdownOnSignals(app, store);
  // The address actually bound (PORT=0 picks a free port).
  const address = await app.listen({ port, host });
  console.log(`Configurator demo running at ${address}/configurator/`);
  store.ready.catch((error: unknown) => {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

main().catch((error) => {
  // One line: the message names what is wrong (folder, setting); the stack helps nobody here.
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
