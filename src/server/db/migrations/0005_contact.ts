/** Messages sent through the contact page. */
export const statements = [
  `CREATE TABLE IF NOT EXISTS contact_messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     topic TEXT NOT NULL,
     message TEXT NOT NULL,
     language TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   )`,
  'CREATE INDEX IF NOT EXISTS contact_messages_email ON contact_messages (email)',
  'CREATE INDEX IF NOT EXISTS contact_messages_created_at ON contact_messages (created_at)',
];
