import type { Client } from '@libsql/client';

/**
 * Erases everything stored about an email address (GDPR Art. 17), in one transaction so
 * nothing is half-erased. A chat conversation in which the address was given is removed
 * whole, with its analytics events: the messages around the address are that person's too.
 * Orders are anonymised instead of deleted. Returns how many rows each table lost.
 */
export async function eraseEmail(client: Client, email: string): Promise<Record<string, number>> {
  const address = email.trim().toLowerCase();
  const transaction = await client.transaction('write');
  try {
    const sessions = await transaction.execute({ sql: 'SELECT DISTINCT session_id FROM chat_transcripts WHERE lower(user_email) = ? UNION SELECT DISTINCT session_id FROM chat_feedback WHERE lower(email) = ?', args: [address, address] });
    const sessionIds = sessions.rows.map((row) => String(row['session_id']));
    const inSessions = sessionIds.map(() => '?').join(', ');
    const removed: Record<string, number> = {};
    const remove = async (table: string, sql: string, args: string[]) => {
      removed[table] = (await transaction.execute({ sql, args })).rowsAffected;
    };
    await remove('waitlist_signups', 'DELETE FROM waitlist_signups WHERE lower(email) = ?', [address]);
    await remove('quiz_results', 'DELETE FROM quiz_results WHERE lower(email) = ?', [address]);
    await remove('contact_messages', 'DELETE FROM contact_messages WHERE lower(email) = ?', [address]);
    const orInSessions = sessionIds.length > 0 ? ` OR session_id IN (${inSessions})` : '';
    await remove('chat_feedback', `DELETE FROM chat_feedback WHERE lower(email) = ?${orInSessions}`, [address, ...sessionIds]);
    if (sessionIds.length > 0) {
      await remove('chat_transcripts', `DELETE FROM chat_transcripts WHERE session_id IN (${inSessions})`, sessionIds);
      await remove('chat_events', `DELETE FROM chat_events WHERE session_id IN (${inSessions})`, sessionIds);
    } else {
      removed['chat_transcripts'] = 0;
      removed['chat_events'] = 0;
    }
    // Orders are accounting records that tax law makes us keep: the buyer's name and address
    // are removed, the amount, date and status stay (privacy policy, "Orders").
    await remove('orders_anonymised', "UPDATE orders SET email = 'erased', name = 'erased', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE lower(email) = ?", [address]);
    await transaction.commit();
    return removed;
  } finally {
    transaction.close();
  }
}
