/**
 * Staff accounts and their sessions. Passwords are stored as scrypt hashes, session tokens
 * only as SHA-256 hashes, so a copy of the database signs nobody in. Failed sign-ins are
 * kept for the throttling window only.
 */
export const statements = [
  `CREATE TABLE IF NOT EXISTS admin_users (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     username TEXT NOT NULL UNIQUE,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   )`,
  `CREATE TABLE IF NOT EXISTS admin_sessions (
     token_hash TEXT PRIMARY KEY,
     admin_id INTEGER NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   )`,
  'CREATE INDEX IF NOT EXISTS admin_sessions_admin ON admin_sessions (admin_id)',
  `CREATE TABLE IF NOT EXISTS admin_login_failures (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     username TEXT NOT NULL,
     ip TEXT NOT NULL,
     failed_at INTEGER NOT NULL
   )`,
  'CREATE INDEX IF NOT EXISTS admin_login_failures_username ON admin_login_failures (username, failed_at)',
  'CREATE INDEX IF NOT EXISTS admin_login_failures_ip ON admin_login_failures (ip, failed_at)',
];
