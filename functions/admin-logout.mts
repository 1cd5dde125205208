import type { Config } from '@netlify/functions';
import { withDatabase } from '../src/server/db/client.ts';
import { json, respond } from '../src/server/http.ts';
import { clearedSessionCookie, requestToken, unauthorized } from '../src/server/auth/requestAuth.ts';
import { endSession } from '../src/server/auth/sessions.ts';

/** POST /api/admin/logout: ends the session on the server and clears the cookie. */
export default (request: Request) =>
  respond(request, ['POST'], async () => {
    const token = requestToken(request);
    const ended = token ? await withDatabase((client) => endSession(client, token)) : false;
    if (!ended) return unauthorized();
    console.info('[admin] signed out');
    return json(200, { ok: true }, { 'Set-Cookie': clearedSessionCookie(request) });
  });

export const config: Config = { path: '/api/admin/logout' };
