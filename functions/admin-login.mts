import type { Config, Context } from '@netlify/functions';
import { adminLoginSchema } from '../src/lib/schemas/admin.ts';
import { withDatabase } from '../src/server/db/client.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { sessionCookie, tokenHeader } from '../src/server/auth/requestAuth.ts';
import { signIn } from '../src/server/services/adminSignIn.ts';

/** POST /api/admin/login `{ username, password }` → `{ ok }`, with the session as cookie and header. */
export default (request: Request, context: Context) =>
  respond(request, ['POST'], async () => {
    const parsed = adminLoginSchema.safeParse(await readJsonObject(request));
    if (!parsed.success) return json(400, { ok: false, error: 'Enter a username and a password' });
    const outcome = await withDatabase((client) => signIn(client, parsed.data, context.ip || 'unknown'));
    switch (outcome.kind) {
      case 'throttled':
        return json(429, { ok: false, error: 'Too many failed sign-ins. Please wait before trying again.' }, { 'Retry-After': String(outcome.retryAfterSeconds) });
      case 'refused':
        return json(401, { ok: false, error: 'Wrong username or password' });
      case 'signed-in':
        return json(200, { ok: true }, { 'Set-Cookie': sessionCookie(request, outcome.token), [tokenHeader]: outcome.token });
    }
  });

export const config: Config = { path: '/api/admin/login', rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
