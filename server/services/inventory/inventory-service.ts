import { createHash } from 'node:crypto';
import type { Catalog } from '../../catalog/catalog-loader';
import type { SqlStore } from '../../db/sql-store';
import type { DealerRecord, DealerSource } from '../dealers/dealer-directory';
import { GENERATOR_VERSION, generateStock } from './stock-generator';
import { indexStock, stockKey, type SeriesStock } from './stock-index';
import { DEFAULT_STOCK_SIZE, type SuppressedIn } from './stock-plan';
import { loadStock, saveStock, type StoredStock } from './stock-store';
import type { StockVehicle } from './stock-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inventory service of the app (server/app.ts); tests await its start(). */
    inventory: InventoryService;
  }
}

/** LOADING until the stock is indexed; UNAVAILABLE when this server runs without inventory. */
export type InventoryReadiness = 'LOADING' | 'READY' | 'UNAVAILABLE';

export interface InventoryService {
  readiness(): InventoryReadiness;
  /** Starts loading (or generating and storing) the stock; later calls return the same promise. */
  start(): Promise<void>;
  /** The indexed stock of a series-year (undefined until ready, or when none is stocked). */
  series(brand: string, seriesId: string, year: number): SeriesStock | undefined;
  /** A vehicle of the stock by VIN (undefined until ready, or when no such vehicle is stocked). */
  vehicle(vin: string): StockVehicle | undefined;
  /** The day the stock was generated (YYYY-MM-DD): in-transit arrival days count from it. */
  generatedOn(): string | undefined;
  readonly dealers: DealerSource;
  /** How the stock came to be: for the start-up log and the benchmark. */
  report(): { source: 'store' | 'generated' | 'memory'; vehicles: number; skipped: number; ms: number } | undefined;
}

export interface InventoryOptions {
  /** Live content the stock is made from (its files give names and prices). */
  catalog: () => Catalog;
  dealers: DealerSource;
  dealerList: readonly DealerRecord[];
  suppressed: SuppressedIn;
  /** The store (PGlite or PostgreSQL); when it fails, the stock is generated in memory. */
  store: () => Promise<SqlStore>;
  size?: number;
  log?: { info(msg: string): void; error(obj: unknown, msg: string): void };
}

/** Identifies a stock by everything it is made from: a change of any makes a new generation. */
export function stockGeneration(catalog: Catalog, dealers: readonly DealerRecord[], size: number, suppressed: SuppressedIn): string {
  const hash = createHash('sha256').update(`${GENERATOR_VERSION}|${size}|`);
  for (const entry of catalog.list('live')) {
    hash.update(`${entry.file}|${JSON.stringify(entry.data)}|`);
    for (const d of dealers) hash.update(suppressed(entry.seriesId, entry.year, d.state) ? '1' : '0');
  }
  hash.update(JSON.stringify(dealers.map((d) => [d.id, d.zip, d.state])));
  return hash.digest('hex').slice(0, 32);
}

const today = (): string => new Date().toISOString().slice(0, 10);

/** A service that answers LOADING forever is a disabled one: UNAVAILABLE says so. */
export function disabledInventory(dealers: DealerSource): InventoryService {
  return { readiness: () => 'UNAVAILABLE', start: async () => undefined, series: () => undefined, vehicle: () => undefined, generatedOn: () => undefined, dealers, report: () => undefined };
}

/**
 * The inventory service: the stock is read from the store when the same generation is there,
 * otherwise generated (seconds, yielding to requests between lots) and saved. Until then the
 * match query answers LOADING, so start-up never waits for it (ADR 0180).
 */
export function createInventoryService(options: InventoryOptions): InventoryService {
  const size = options.size ?? DEFAULT_STOCK_SIZE;
  let state: InventoryReadiness = 'LOADING';
  let series = new Map<string, SeriesStock>();
  let byVin = new Map<string, StockVehicle>();
  let generatedOn: string | undefined;
  let report: ReturnType<InventoryService['report']>;
  let started: Promise<void> | undefined;

  const load = async (): Promise<void> => {
    const t0 = performance.now();
    const catalog = options.catalog();
    const generation = stockGeneration(catalog, options.dealerList, size, options.suppressed);
    let store: SqlStore | undefined;
    let stored: StoredStock | undefined;
    try {
      store = await options.store();
      stored = await loadStock(store, generation);
    } catch (error) {
      options.log?.error({ err: error }, 'inventory: the store cannot be read; generating the stock in memory');
      store = undefined;
    }
    let source: 'store' | 'generated' | 'memory' = 'store';
    if (!stored) {
      const vehicles = await generateStock(catalog.list('live'), options.dealerList, options.suppressed, size);
      stored = { generatedOn: today(), vehicles };
      source = store ? 'generated' : 'memory';
      if (store) {
        try {
          await saveStock(store, generation, stored);
          // Another process may have saved the same generation first: its day is the one to keep.
          stored = (await loadStock(store, generation)) ?? stored;
        } catch (error) {
          options.log?.error({ err: error }, 'inventory: the stock could not be saved; serving it from memory');
        }
      }
    }
    const files = new Map(catalog.list('live').map((e) => [stockKey(e.brand, e.seriesId, e.year), e.data]));
    const indexed = indexStock(stored.vehicles, (v) => files.get(stockKey(v.brand, v.seriesId, v.year)));
    series = indexed.series;
    byVin = new Map([...indexed.series.values()].flatMap((s) => [...s.byDealer.values()].flat().map((x) => [x.vehicle.vin, x.vehicle] as const)));
    generatedOn = stored.generatedOn;
    report = { source, vehicles: stored.vehicles.length - indexed.skipped, skipped: indexed.skipped, ms: Math.round(performance.now() - t0) };
    state = 'READY';
    options.log?.info(`inventory: ${report.vehicles} vehicles ready (${source}, ${report.ms} ms${indexed.skipped ? `, ${indexed.skipped} skipped: not in the catalog` : ''})`);
  };

  return {
    readiness: () => state,
    start() {
      started ??= load().catch((error: unknown) => {
        state = 'UNAVAILABLE';
        options.log?.error({ err: error }, 'inventory: the stock could not be loaded');
      });
      return started;
    },
    series: (brand, seriesId, year) => series.get(stockKey(brand, seriesId, year)),
    vehicle: (vin) => byVin.get(vin),
    generatedOn: () => generatedOn,
    dealers: options.dealers,
    report: () => report,
  };
}
