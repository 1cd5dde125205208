import type { Client } from '@libsql/client';
import { writeInGroup } from '../db/groupCommit.ts';
import type { Locale } from '../../lib/locales.ts';
import type { RegionOrDefault } from '../../lib/regions.ts';
import type { WaitlistSignup } from '../../lib/schemas/waitlist.ts';

export type JoinOutcome = 'joined' | 'already-joined' | 'dropped-as-spam';

/**
 * Adds a signup. A filled honeypot is dropped without a trace; an email already on the
 * list keeps its first row, and the caller answers both the same way so the list cannot
 * be probed for addresses.
 */
export async function joinWaitlist(
  client: Client,
  signup: WaitlistSignup,
  where: { language: Locale; region: RegionOrDefault },
): Promise<JoinOutcome> {
  if (signup.website && signup.website.trim() !== '') return 'dropped-as-spam';
  // Signups arriving together are committed together (group commit): the waitlist's latency budget.
  const result = await writeInGroup(client, {
    sql: `INSERT INTO waitlist_signups (first_name, email, country, opted_in, language, region)
          VALUES (?, ?, ?, 1, ?, ?)
          ON CONFLICT (email) DO NOTHING`,
    args: [signup.firstName, signup.email.toLowerCase(), signup.country, where.language, where.region],
  });
  return result.rowsAffected === 1 ? 'joined' : 'already-joined';
}
