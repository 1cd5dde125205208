/**
 * Checkout orders and the payment provider's events. Order ids are random UUIDs, so the
 * buyer's thank-you link cannot be guessed; amounts are integer minor units (cents).
 * `idempotency_key` is unique so a double click or a retried request places one order;
 * `payment_events.event_id` is the provider's event id, so a replayed webhook changes nothing.
 */
export const statements = [
  `CREATE TABLE IF NOT EXISTS orders (
     id TEXT PRIMARY KEY,
     idempotency_key TEXT NOT NULL UNIQUE,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
     product TEXT NOT NULL,
     currency TEXT NOT NULL,
     amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     country TEXT NOT NULL,
     language TEXT NOT NULL,
     terms_accepted INTEGER NOT NULL CHECK (terms_accepted = 1),
     provider TEXT NOT NULL CHECK (provider IN ('test', 'stripe')),
     provider_session_id TEXT UNIQUE,
     payment_url TEXT,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
     paid_at TEXT
   )`,
  'CREATE INDEX IF NOT EXISTS orders_created_at ON orders (created_at)',
  'CREATE INDEX IF NOT EXISTS orders_email ON orders (email)',
  `CREATE TABLE IF NOT EXISTS payment_events (
     event_id TEXT PRIMARY KEY,
     type TEXT NOT NULL,
     order_id TEXT REFERENCES orders (id),
     outcome TEXT NOT NULL,
     received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   )`,
];
