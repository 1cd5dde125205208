import type { Config, Context } from '@netlify/functions';
import { chatTranscriptSchema } from '../src/lib/chat/schemas.ts';
import { resolveRegion } from '../src/lib/regions.ts';
import { withDatabase } from '../src/server/db/client.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { tooManyRequests } from '../src/server/rateLimits.ts';
import { recordTranscript } from '../src/server/services/chat.ts';
import { parseWith, replyLanguage } from '../src/server/validation.ts';

/** POST /api/chatbot/transcript: one exchange of a conversation, in order. */
export default (request: Request, context: Context) =>
  respond(request, ['POST'], async () => {
    const body = await readJsonObject(request);
    const language = replyLanguage(request, body);
    const entry = parseWith(chatTranscriptSchema, body, language);
    const region = entry.region ?? resolveRegion({ countryCode: context.geo?.country?.code }).id;
    const verdict = await withDatabase((client) => recordTranscript(client, entry, region));
    return verdict.allowed ? json(201, { ok: true }) : tooManyRequests(language, verdict.retryAfterSeconds);
  });

export const config: Config = { path: '/api/chatbot/transcript', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
