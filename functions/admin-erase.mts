import type { Config } from '@netlify/functions';
import { adminEraseSchema } from '../src/lib/schemas/admin.ts';
import { json, readJsonObject } from '../src/server/http.ts';
import { adminEndpoint } from '../src/server/auth/adminHandler.ts';
import { eraseEmail } from '../src/server/services/erasure.ts';

/** POST /api/admin/erase `{ email }`: removes everything stored about that address; answers the counts. */
export default adminEndpoint(['POST'], async ({ request, client, admin }) => {
  const parsed = adminEraseSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return json(400, { error: 'Enter a valid email address', fields: { email: 'Enter a valid email address' } });
  const removed = await eraseEmail(client, parsed.data.email);
  // The log keeps that an erasure happened and who ran it, never the address.
  console.info(`[admin] admin ${admin.adminId} erased ${Object.values(removed).reduce((sum, rows) => sum + rows, 0)} rows`);
  return json(200, { removed });
});

export const config: Config = { path: '/api/admin/erase' };
