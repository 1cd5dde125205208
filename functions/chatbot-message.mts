import type { Config, Context } from '@netlify/functions';
import { chatMessageRequestSchema } from '../src/lib/chat/schemas.ts';
import { resolveRegion } from '../src/lib/regions.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { tooManyRequests } from '../src/server/rateLimits.ts';
import { answerChatMessage } from '../src/server/services/chatReply.ts';
import { parseWith, replyLanguage } from '../src/server/validation.ts';

/** POST /api/chatbot/message: the assistant's answer `{ message, suggestions, actionType, links }`; 429 past the session's limit. */
export default (request: Request, context: Context) =>
  respond(request, ['POST'], async () => {
    const body = await readJsonObject(request);
    const language = replyLanguage(request, body);
    const input = parseWith(chatMessageRequestSchema, body, language);
    const region = input.region ?? resolveRegion({ countryCode: context.geo?.country?.code }).id;
    const answer = await answerChatMessage(input, region);
    return answer.allowed ? json(200, answer.reply) : tooManyRequests(language, answer.retryAfterSeconds);
  });

export const config: Config = { path: '/api/chatbot/message', rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
