import type { Config } from '@netlify/functions';
import { chatFeedbackSchema } from '../src/lib/chat/schemas.ts';
import { withDatabase } from '../src/server/db/client.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { tooManyRequests } from '../src/server/rateLimits.ts';
import { recordFeedback } from '../src/server/services/chat.ts';
import { parseWith, replyLanguage } from '../src/server/validation.ts';

/** POST /api/chatbot/feedback: text required, email optional. */
export default (request: Request) =>
  respond(request, ['POST'], async () => {
    const body = await readJsonObject(request);
    const language = replyLanguage(request, body);
    const feedback = parseWith(chatFeedbackSchema, body, language);
    const verdict = await withDatabase((client) => recordFeedback(client, feedback));
    return verdict.allowed ? json(201, { ok: true }) : tooManyRequests(language, verdict.retryAfterSeconds);
  });

export const config: Config = { path: '/api/chatbot/feedback', rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
