import type { Config } from '@netlify/functions';
import { withDatabase } from '../src/server/db/client.ts';
import { json, respond } from '../src/server/http.ts';
import { requireAdmin } from '../src/server/auth/requestAuth.ts';

/** GET /api/admin/check-auth → `{ ok: true, username }` while signed in, else 401 `{ ok: false }`. */
export default (request: Request) =>
  respond(request, ['GET'], async () => {
    const admin = await withDatabase((client) => requireAdmin(client, request));
    return json(200, { ok: true, username: admin.username });
  });

export const config: Config = { path: '/api/admin/check-auth' };
