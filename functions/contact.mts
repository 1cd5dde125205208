import type { Config } from '@netlify/functions';
import { contactMessageSchema } from '../src/lib/schemas/contact.ts';
import { withDatabase } from '../src/server/db/client.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { tooManyRequests } from '../src/server/rateLimits.ts';
import { storeContactMessage } from '../src/server/services/contact.ts';
import { parseWith, replyLanguage } from '../src/server/validation.ts';

/** POST /api/contact: stores a contact message. A bot's honeypot gets the same 201 and is not stored. */
export default (request: Request) =>
  respond(request, ['POST'], async () => {
    const body = await readJsonObject(request);
    const language = replyLanguage(request, body);
    const contact = parseWith(contactMessageSchema, body, language);
    const verdict = await withDatabase((client) => storeContactMessage(client, contact, language));
    return verdict.allowed ? json(201, { ok: true }) : tooManyRequests(language, verdict.retryAfterSeconds);
  });

export const config: Config = { path: '/api/contact', rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
