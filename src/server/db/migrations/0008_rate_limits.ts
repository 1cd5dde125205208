/**
 * Request counters for the database-backed rate limits (`src/server/rateLimits.ts`): one row
 * per endpoint, key and fixed window. The key is a SHA-256 hash (never the raw email or
 * session id), and a row lives only until its window ends, so the table stays small.
 */
export const statements = [
  `CREATE TABLE IF NOT EXISTS rate_limit_counters (
     endpoint TEXT NOT NULL,
     key_hash TEXT NOT NULL,
     window_start INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (endpoint, key_hash, window_start)
   ) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS rate_limit_counters_expires_at ON rate_limit_counters (expires_at)',
];
