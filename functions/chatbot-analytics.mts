import type { Config, Context } from '@netlify/functions';
import { chatAnalyticsSchema } from '../src/lib/chat/schemas.ts';
import { resolveRegion } from '../src/lib/regions.ts';
import { withDatabase } from '../src/server/db/client.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { tooManyRequests } from '../src/server/rateLimits.ts';
import { recordChatEvent } from '../src/server/services/chat.ts';
import { parseWith, replyLanguage } from '../src/server/validation.ts';

/** POST /api/chatbot/analytics: one widget event; its message is cut to 500 characters. */
export default (request: Request, context: Context) =>
  respond(request, ['POST'], async () => {
    const body = await readJsonObject(request);
    const language = replyLanguage(request, body);
    const event = parseWith(chatAnalyticsSchema, body, language);
    const region = event.region ?? resolveRegion({ countryCode: context.geo?.country?.code }).id;
    const verdict = await withDatabase((client) => recordChatEvent(client, event, region));
    return verdict.allowed ? json(201, { ok: true }) : tooManyRequests(language, verdict.retryAfterSeconds);
  });

export const config: Config = { path: '/api/chatbot/analytics', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
