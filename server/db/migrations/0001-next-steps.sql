-- Shares, leads (request-a-quote) and the mail outbox. Plain PostgreSQL that PGlite runs too.

CREATE TABLE outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('share', 'quote-confirmation')),
  lang text NOT NULL CHECK (lang IN ('en', 'es')),
  recipient text NOT NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text_body text NOT NULL,
  -- 'local': no SMTP was configured when the mail was written; it stays here for the dev mail page
  -- and is never sent later by surprise.
  delivery text NOT NULL CHECK (delivery IN ('smtp', 'local')),
  status text NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'kept')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status IN ('pending', 'sending');

CREATE TABLE shares (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL CONSTRAINT shares_reference_key UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  recipient text NOT NULL,
  comment text NOT NULL DEFAULT '',
  lang text NOT NULL CHECK (lang IN ('en', 'es')),
  brand text NOT NULL,
  environment text NOT NULL,
  series_id text NOT NULL,
  year integer NOT NULL,
  trim_code text NOT NULL,
  build jsonb NOT NULL,
  total_srp integer NOT NULL,
  deep_link text NOT NULL,
  mail_id integer NOT NULL REFERENCES outbox (id)
);

CREATE TABLE leads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL CONSTRAINT leads_reference_key UNIQUE,
  -- Idempotency lives in the database, so retries reaching different server processes still
  -- make one lead.
  idempotency_key text NOT NULL CONSTRAINT leads_idempotency_key_key UNIQUE,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  dealer_id text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  zip text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'es')),
  -- The exact wording the shopper agreed to and when (server time).
  consent_text text NOT NULL,
  consent_at timestamptz NOT NULL,
  brand text NOT NULL,
  environment text NOT NULL,
  series_id text NOT NULL,
  year integer NOT NULL,
  trim_code text NOT NULL,
  build jsonb NOT NULL,
  total_srp integer NOT NULL,
  deep_link text NOT NULL,
  mail_id integer REFERENCES outbox (id)
);
