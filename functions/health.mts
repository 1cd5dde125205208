import type { Config } from '@netlify/functions';
import { withDatabase } from '../src/server/db/client.ts';
import { json, respond } from '../src/server/http.ts';

/** GET /api/health: 200 when the database answers (and is migrated), 503 when it cannot be reached. */
export default (request: Request) =>
  respond(request, ['GET'], async () => {
    await withDatabase((client) => client.execute('SELECT 1'));
    return json(200, { ok: true });
  });

export const config: Config = { path: '/api/health' };
