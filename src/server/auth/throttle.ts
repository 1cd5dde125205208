import type { Client, InStatement } from '@libsql/client';

/** After 5 failed sign-ins in 15 minutes, per username and per IP, further attempts wait. */
export const throttleRule = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

/**
 * Seconds until another attempt is allowed for this username or IP, or 0 when allowed.
 * The wait ends when the oldest failure in the window leaves it.
 */
export async function secondsUntilAllowed(client: Client, attempt: { username: string; ip: string }, now = Date.now()): Promise<number> {
  const since = now - throttleRule.windowMs;
  const waits = await Promise.all(
    (['username', 'ip'] as const).map(async (column) => {
      const result = await client.execute({
        sql: `SELECT failed_at FROM admin_login_failures WHERE ${column} = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT ?`,
        args: [attempt[column], since, throttleRule.maxFailures],
      });
      if (result.rows.length < throttleRule.maxFailures) return 0;
      const oldestCounted = Number(result.rows[result.rows.length - 1]?.['failed_at']);
      return Math.ceil((oldestCounted + throttleRule.windowMs - now) / 1000);
    }),
  );
  return Math.max(0, ...waits);
}

export async function recordFailure(client: Client, attempt: { username: string; ip: string }, now = Date.now()): Promise<void> {
  await client.batch(
    [
      { sql: 'INSERT INTO admin_login_failures (username, ip, failed_at) VALUES (?, ?, ?)', args: [attempt.username, attempt.ip, now] },
      // Failures older than the window count for nothing: keep the table small.
      { sql: 'DELETE FROM admin_login_failures WHERE failed_at <= ?', args: [now - throttleRule.windowMs] },
    ],
    'write',
  );
}

/**
 * A successful sign-in clears that username's failures (the IP's stay: they may be someone
 * else's). A statement, not a call: it runs in the transaction that starts the session.
 */
export function clearFailuresStatement(username: string): InStatement {
  return { sql: 'DELETE FROM admin_login_failures WHERE username = ?', args: [username] };
}
