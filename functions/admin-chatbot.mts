import type { Config } from '@netlify/functions';
import { adminChatbotSchema } from '../src/lib/schemas/admin.ts';
import { json, readJsonObject } from '../src/server/http.ts';
import { adminEndpoint } from '../src/server/auth/adminHandler.ts';
import { setChatbotEnabled } from '../src/server/services/chat.ts';

/** POST /api/admin/chatbot `{ enabled }`: the switch behind GET /api/chatbot/status. */
export default adminEndpoint(['POST'], async ({ request, client, admin }) => {
  const parsed = adminChatbotSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return json(400, { error: 'Send { "enabled": true } or { "enabled": false }' });
  await setChatbotEnabled(client, parsed.data.enabled);
  console.info(`[admin] admin ${admin.adminId} turned the chatbot ${parsed.data.enabled ? 'on' : 'off'}`);
  return json(200, { enabled: parsed.data.enabled });
});

export const config: Config = { path: '/api/admin/chatbot' };
