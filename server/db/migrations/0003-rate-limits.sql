-- Rate limits shared by every server process on this database (issue 18, ADR 0141): one row per
-- bucket (a hashed client address or recipient, never the raw value) and fixed window. A
-- sliding-window estimate reads the current and the previous window of a bucket.

CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
