-- Vehicle stock of the inventory service (server/services/inventory, ADR 0180): generated from the
-- catalog and the dealers, stored once per generation (the hash of what it was made from) and
-- loaded at start. An old generation is dropped when a new one is complete.

CREATE TABLE inventory_stocks (
  generation text PRIMARY KEY,
  vehicle_count integer NOT NULL CHECK (vehicle_count >= 0),
  -- The day the stock was made: in-transit arrival dates count from it.
  generated_on date NOT NULL,
  complete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE inventory_vehicles (
  generation text NOT NULL REFERENCES inventory_stocks (generation) ON DELETE CASCADE,
  vin text NOT NULL CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  brand text NOT NULL,
  series_id text NOT NULL,
  year integer NOT NULL,
  trim_code text NOT NULL,
  exterior_color_code text NOT NULL,
  interior_color_code text NOT NULL,
  wheels_code text NOT NULL,
  -- Comma-separated, sorted codes (a vehicle has a few dozen at most).
  package_codes text NOT NULL,
  accessory_codes text NOT NULL,
  dealer_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('IN_STOCK', 'IN_TRANSIT')),
  arrival_day integer CHECK ((status = 'IN_TRANSIT') = (arrival_day IS NOT NULL)),
  total_srp integer NOT NULL,
  total_cost integer NOT NULL,
  PRIMARY KEY (generation, vin)
);
