/** Waitlist signups: one row per email address (stored lower-case), with the page's language and region. */
export const statements = [
  `CREATE TABLE IF NOT EXISTS waitlist_signups (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     first_name TEXT NOT NULL,
     email TEXT NOT NULL UNIQUE,
     country TEXT NOT NULL,
     opted_in INTEGER NOT NULL CHECK (opted_in IN (0, 1)),
     language TEXT NOT NULL,
     region TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   )`,
  'CREATE INDEX IF NOT EXISTS waitlist_signups_created_at ON waitlist_signups (created_at)',
];
