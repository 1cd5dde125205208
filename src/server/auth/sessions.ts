import { createHash, randomBytes } from 'node:crypto';
import type { Client, InStatement } from '@libsql/client';

/** Sessions end after 30 minutes without a request, and 12 hours after sign-in in any case. */
export const sessionLimits = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 } as const;

/** An opaque 256-bit token; only its SHA-256 hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts a session for an admin. Any earlier session of that admin ends at once, so a new
 * sign-in rotates the token and a stolen old one stops working. `together` are statements
 * that belong to the same sign-in: they run in the same transaction, so either all of it is
 * stored or none of it.
 */
export async function startSession(client: Client, adminId: number, now = Date.now(), together: readonly InStatement[] = []): Promise<string> {
  const token = newSessionToken();
  await client.batch(
    [
      ...together,
      { sql: 'DELETE FROM admin_sessions WHERE admin_id = ?', args: [adminId] },
      { sql: 'INSERT INTO admin_sessions (token_hash, admin_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)', args: [hashToken(token), adminId, now, now] },
    ],
    'write',
  );
  return token;
}

export interface SessionAdmin {
  adminId: number;
  username: string;
}

/** The admin a token belongs to while its session is alive; each use keeps it from going idle. */
export async function resumeSession(client: Client, token: string, now = Date.now()): Promise<SessionAdmin | undefined> {
  const tokenHash = hashToken(token);
  const result = await client.execute({
    sql: `SELECT s.admin_id, s.created_at, s.last_seen_at, u.username
          FROM admin_sessions s JOIN admin_users u ON u.id = s.admin_id
          WHERE s.token_hash = ?`,
    args: [tokenHash],
  });
  const row = result.rows[0];
  if (!row) return undefined;
  const createdAt = Number(row['created_at']);
  const lastSeenAt = Number(row['last_seen_at']);
  if (now - lastSeenAt > sessionLimits.idleMs || now - createdAt > sessionLimits.absoluteMs) {
    await client.execute({ sql: 'DELETE FROM admin_sessions WHERE token_hash = ?', args: [tokenHash] });
    return undefined;
  }
  await client.execute({ sql: 'UPDATE admin_sessions SET last_seen_at = ? WHERE token_hash = ?', args: [now, tokenHash] });
  return { adminId: Number(row['admin_id']), username: String(row['username']) };
}

/**
 * Ends a session in one statement: true when it was alive (the caller answers 200), false
 * when there was none or it had already run out (401). An expired one is removed all the same.
 */
export async function endSession(client: Client, token: string, now = Date.now()): Promise<boolean> {
  const result = await client.execute({ sql: 'DELETE FROM admin_sessions WHERE token_hash = ? RETURNING created_at, last_seen_at', args: [hashToken(token)] });
  const row = result.rows[0];
  if (!row) return false;
  return now - Number(row['last_seen_at']) <= sessionLimits.idleMs && now - Number(row['created_at']) <= sessionLimits.absoluteMs;
}
