import type { Config, Context } from '@netlify/functions';
import { json } from '../src/server/http.ts';
import { adminEndpoint } from '../src/server/auth/adminHandler.ts';
import { chatTranscript } from '../src/server/services/adminData.ts';

/** GET /api/admin/chat-sessions/{sessionId}: the transcript of one conversation. */
export default (request: Request, context: Context) =>
  adminEndpoint(['GET'], async ({ client }) => {
    const sessionId = context.params['sessionId'] ?? '';
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(sessionId)) return json(400, { error: 'Invalid session id' });
    return json(200, { sessionId, messages: await chatTranscript(client, sessionId) });
  })(request);

export const config: Config = { path: '/api/admin/chat-sessions/:sessionId' };
