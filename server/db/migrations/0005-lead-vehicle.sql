-- A quote request for one vehicle of the inventory ("Check availability", issue 28): its VIN,
-- checked against the stock and the dealer when the lead is made.
ALTER TABLE leads ADD COLUMN vin text CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{17}$');
