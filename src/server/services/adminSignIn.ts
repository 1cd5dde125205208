import type { Client } from '@libsql/client';
import type { AdminLogin } from '../../lib/schemas/admin.ts';
import { checkCredentials } from '../auth/accounts.ts';
import { startSession } from '../auth/sessions.ts';
import { clearFailuresStatement, recordFailure, secondsUntilAllowed } from '../auth/throttle.ts';

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; adminId: number }
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/**
 * One sign-in attempt. A throttled username or IP is turned away before the password is
 * even checked, so guessing gains nothing while it waits. The log line names the outcome
 * and the admin id only: never the password, the token or the name typed.
 */
export async function signIn(client: Client, login: AdminLogin, ip: string, now = Date.now()): Promise<SignInOutcome> {
  const attempt = { username: login.username, ip };
  const wait = await secondsUntilAllowed(client, attempt, now);
  if (wait > 0) {
    console.warn('[admin] sign-in throttled');
    return { kind: 'throttled', retryAfterSeconds: wait };
  }
  const adminId = await checkCredentials(client, login.username, login.password);
  if (adminId === undefined) {
    await recordFailure(client, attempt, now);
    console.warn('[admin] sign-in refused');
    return { kind: 'refused' };
  }
  // Clearing the failures and rotating the session are one write: a failure part-way
  // leaves the earlier session and the throttle exactly as they were.
  const token = await startSession(client, adminId, now, [clearFailuresStatement(login.username)]);
  console.info(`[admin] sign-in succeeded for admin ${adminId}`);
  return { kind: 'signed-in', token, adminId };
}
