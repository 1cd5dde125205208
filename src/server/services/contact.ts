import type { Client } from '@libsql/client';
import type { Locale } from '../../lib/locales.ts';
import type { ContactMessage } from '../../lib/schemas/contact.ts';

export type ContactOutcome = 'stored' | 'dropped-as-spam';

/** Stores a contact message; a filled honeypot is dropped without a trace. */
export async function storeContactMessage(client: Client, contact: ContactMessage, language: Locale): Promise<ContactOutcome> {
  if (contact.website && contact.website.trim() !== '') return 'dropped-as-spam';
  await client.execute({
    sql: 'INSERT INTO contact_messages (name, email, topic, message, language) VALUES (?, ?, ?, ?, ?)',
    args: [contact.name, contact.email.toLowerCase(), contact.topic, contact.message, language],
  });
  return 'stored';
}
