import type { Client } from '@libsql/client';
import type { Locale } from '../../lib/locales.ts';
import type { ContactMessage } from '../../lib/schemas/contact.ts';
import { countRequest, type RateLimitVerdict } from '../rateLimits.ts';

/**
 * Stores a contact message unless its address sent more than its limit. A filled honeypot
 * is dropped without a trace, after counting: a bot sees the same answers as a person.
 */
export async function storeContactMessage(client: Client, contact: ContactMessage, language: Locale): Promise<RateLimitVerdict> {
  const verdict = await countRequest(client, '/api/contact', contact.email);
  if (!verdict.allowed) return verdict;
  if (contact.website && contact.website.trim() !== '') return verdict;
  await client.execute({
    sql: 'INSERT INTO contact_messages (name, email, topic, message, language) VALUES (?, ?, ?, ?, ?)',
    args: [contact.name, contact.email.toLowerCase(), contact.topic, contact.message, language],
  });
  return verdict;
}
