-- Model-interest leads (the no-inventory page's contact-dealer form, ADR 0072): a series and model
-- year without a trim or a priced build. 0001 stays as applied; this only relaxes and adds.

ALTER TABLE leads ADD COLUMN kind text NOT NULL DEFAULT 'build' CHECK (kind IN ('build', 'model'));
-- The series' display name when the lead was made (a build lead keeps it inside build).
ALTER TABLE leads ADD COLUMN series_name text;
ALTER TABLE leads ALTER COLUMN trim_code DROP NOT NULL;
ALTER TABLE leads ALTER COLUMN build DROP NOT NULL;
ALTER TABLE leads ALTER COLUMN total_srp DROP NOT NULL;
-- A build lead still always has its build; a model lead never has one.
ALTER TABLE leads ADD CONSTRAINT leads_kind_shape CHECK (
  (kind = 'build' AND trim_code IS NOT NULL AND build IS NOT NULL AND total_srp IS NOT NULL)
  OR (kind = 'model' AND trim_code IS NULL AND build IS NULL AND total_srp IS NULL AND series_name IS NOT NULL)
);
