import type { Queryable, SqlStore } from '../../db/sql-store';
import type { StockStatus, StockVehicle } from './stock-types';

/** A stored stock: its vehicles and the day it was generated (arrival dates count from it). */
export interface StoredStock {
  generatedOn: string;
  vehicles: StockVehicle[];
}

// Any constant: only processes saving a stock to one PostgreSQL must agree on it.
const SAVE_LOCK = 7_090_180;
/** Rows per INSERT: keeps each statement's parameters (arrays) a few hundred KB. */
const BATCH = 5_000;

interface VehicleRow {
  vin: string;
  brand: string;
  series_id: string;
  year: number;
  trim_code: string;
  exterior_color_code: string;
  interior_color_code: string;
  wheels_code: string;
  package_codes: string;
  accessory_codes: string;
  dealer_id: string;
  status: StockStatus;
  arrival_day: number | null;
  total_srp: number;
  total_cost: number;
}

const codes = (text: string): string[] => (text ? text.split(',') : []);

/** The complete stock of `generation`, or undefined when none is stored. */
export async function loadStock(store: SqlStore, generation: string): Promise<StoredStock | undefined> {
  // As text: drivers map a date column to a Date at local midnight, which shifts across time zones.
  const head = await store.query<{ generated_on: string }>("SELECT to_char(generated_on, 'YYYY-MM-DD') AS generated_on FROM inventory_stocks WHERE generation = $1 AND complete", [generation]);
  const found = head.rows[0];
  if (!found) return undefined;
  const rows = await store.query<VehicleRow>(
    `SELECT vin, brand, series_id, year, trim_code, exterior_color_code, interior_color_code, wheels_code, package_codes,
            accessory_codes, dealer_id, status, arrival_day, total_srp, total_cost
       FROM inventory_vehicles WHERE generation = $1 ORDER BY vin`,
    [generation],
  );
  return {
    generatedOn: found.generated_on,
    vehicles: rows.rows.map((r) => ({
      vin: r.vin,
      brand: r.brand as StockVehicle['brand'],
      seriesId: r.series_id,
      year: Number(r.year),
      trimCode: r.trim_code,
      exteriorColorCode: r.exterior_color_code,
      interiorColorCode: r.interior_color_code,
      wheelsCode: r.wheels_code,
      packageCodes: codes(r.package_codes),
      accessoryCodes: codes(r.accessory_codes),
      dealerId: r.dealer_id,
      status: r.status,
      arrivalDay: r.arrival_day === null ? null : Number(r.arrival_day),
      totalSRP: Number(r.total_srp),
      totalCost: Number(r.total_cost),
    })),
  };
}

async function insertBatch(tx: Queryable, generation: string, vehicles: readonly StockVehicle[]): Promise<void> {
  const col = <T>(pick: (v: StockVehicle) => T): T[] => vehicles.map(pick);
  await tx.query(
    `INSERT INTO inventory_vehicles (generation, vin, brand, series_id, year, trim_code, exterior_color_code, interior_color_code,
        wheels_code, package_codes, accessory_codes, dealer_id, status, arrival_day, total_srp, total_cost)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[],
        $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::int[], $16::int[])`,
    [
      generation,
      col((v) => v.vin),
      col((v) => v.brand),
      col((v) => v.seriesId),
      col((v) => v.year),
      col((v) => v.trimCode),
      col((v) => v.exteriorColorCode),
      col((v) => v.interiorColorCode),
      col((v) => v.wheelsCode),
      col((v) => v.packageCodes.join(',')),
      col((v) => v.accessoryCodes.join(',')),
      col((v) => v.dealerId),
      col((v) => v.status),
      col((v) => v.arrivalDay),
      col((v) => v.totalSRP),
      col((v) => v.totalCost),
    ],
  );
}

/**
 * Stores a stock as `generation` in one transaction and drops every other generation; a second
 * process saving the same generation meanwhile waits on the lock and finds it already complete.
 */
export async function saveStock(store: SqlStore, generation: string, stock: StoredStock): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SAVE_LOCK]);
    const done = await tx.query('SELECT 1 FROM inventory_stocks WHERE generation = $1 AND complete', [generation]);
    if (done.rows.length > 0) return;
    await tx.query('DELETE FROM inventory_stocks');
    await tx.query('INSERT INTO inventory_stocks (generation, vehicle_count, generated_on) VALUES ($1, $2, $3)', [generation, stock.vehicles.length, stock.generatedOn]);
    for (let i = 0; i < stock.vehicles.length; i += BATCH) await insertBatch(tx, generation, stock.vehicles.slice(i, i + BATCH));
    await tx.query('UPDATE inventory_stocks SET complete = true WHERE generation = $1', [generation]);
  });
}
