import type { Brand } from '../../catalog/catalog.schema';
import type { Selection } from '../../configuration/series-selection';

/** Where a vehicle is: on the dealer's lot, or on its way with an arrival date. */
export type StockStatus = 'IN_STOCK' | 'IN_TRANSIT';

/**
 * The codes of one built vehicle: the server's selection shape (trim, colours, wheels, packages with
 * the defaults FE and QD where offered, accessories with the dealer-installed ones), codes sorted.
 */
export type VehicleBuild = Selection;

/** One vehicle of the stock, as stored (one row of inventory_vehicles). */
export interface StockVehicle extends VehicleBuild {
  vin: string;
  brand: Brand;
  seriesId: string;
  year: number;
  dealerId: string;
  status: StockStatus;
  /** In transit: days after the stock's generation day it arrives at the dealer; null in stock. */
  arrivalDay: number | null;
  /** Prices as built, by the configurator's pricing (src/domain/pricing computeTotals). */
  totalSRP: number;
  totalCost: number;
}
