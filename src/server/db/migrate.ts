import type { Client } from '@libsql/client';
import { migrations as allMigrations, type Migration } from './migrations/index.ts';

/**
 * Applies the migrations that have not run yet, each in its own transaction together with
 * the row that records it, so a migration is either fully applied and recorded or not at all.
 * Returns the ids it applied.
 */
export async function applyMigrations(client: Client, migrations: readonly Migration[] = allMigrations): Promise<string[]> {
  await client.execute(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       id TEXT PRIMARY KEY,
       applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     )`,
  );
  const done = await client.execute('SELECT id FROM schema_migrations');
  const applied = new Set(done.rows.map((row) => String(row['id'])));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await client.batch(
      [...migration.statements, { sql: 'INSERT OR IGNORE INTO schema_migrations (id) VALUES (?)', args: [migration.id] }],
      'write',
    );
    ran.push(migration.id);
  }
  return ran;
}
