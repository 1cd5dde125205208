import type { Config, Context } from '@netlify/functions';
import { chatMessageRequestSchema } from '../src/lib/chat/schemas.ts';
import { resolveRegion } from '../src/lib/regions.ts';
import { reply } from '../src/server/chat/engine.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { parseWith, replyLanguage } from '../src/server/validation.ts';

/** POST /api/chatbot/message: the assistant's answer `{ message, suggestions, actionType, links }`. */
export default (request: Request, context: Context) =>
  respond(request, ['POST'], async () => {
    const body = await readJsonObject(request);
    const input = parseWith(chatMessageRequestSchema, body, replyLanguage(request, body));
    const region = input.region ?? resolveRegion({ countryCode: context.geo?.country?.code }).id;
    return json(200, reply({ message: input.message, language: input.language, history: input.conversationHistory, region }));
  });

export const config: Config = { path: '/api/chatbot/message', rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
