import type { Config } from '@netlify/functions';
import { withDatabase } from '../src/server/db/client.ts';
import { json, respond } from '../src/server/http.ts';
import { isChatbotEnabled } from '../src/server/services/chat.ts';

/** GET /api/chatbot/status: `{ enabled }`; the widget hides itself entirely when false. */
export default (request: Request) =>
  respond(request, ['GET'], async () => json(200, { enabled: await withDatabase(isChatbotEnabled) }));

export const config: Config = { path: '/api/chatbot/status' };
