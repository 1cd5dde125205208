import { createClient } from '@libsql/client';

/** The database file the e2e server writes to (playwright.config.ts), opened to check what was stored. */
export async function storedRows(sql: string, args: (string | number)[] = []): Promise<Record<string, unknown>[]> {
  const client = createClient({ url: 'file:.data/e2e.db', timeout: 5000 });
  try {
    return (await client.execute({ sql, args })).rows.map((row) => ({ ...row }));
  } finally {
    client.close();
  }
}

/** An address no other test uses, so parallel runs never collide. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}
