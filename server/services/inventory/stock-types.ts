import type { Brand } from '../../catalog/catalog.schema';

/** Where a vehicle is: on the dealer's lot, or on its way with an arrival date. */
export type StockStatus = 'IN_STOCK' | 'IN_TRANSIT';

/** The codes of one built vehicle (what the rules engine and the pricing read). */
export interface VehicleBuild {
  trimCode: string;
  exteriorColorCode: string;
  interiorColorCode: string;
  wheelsCode: string;
  /** Sorted; default packages (FE, QD) included where the trim offers them. */
  packageCodes: string[];
  /** Sorted; dealer-installed accessories included. */
  accessoryCodes: string[];
}

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
