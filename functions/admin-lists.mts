import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { adminListQuerySchema, adminTables } from '../src/lib/schemas/admin.ts';
import { json } from '../src/server/http.ts';
import { adminEndpoint } from '../src/server/auth/adminHandler.ts';
import { listTable } from '../src/server/services/adminData.ts';

/** GET /api/admin/lists/{table}?page=&pageSize=&search=&sort=&direction=: one page of a table. */
export default (request: Request, context: Context) =>
  adminEndpoint(['GET'], async ({ client }) => {
    const table = z.enum(adminTables).safeParse(context.params['table']);
    if (!table.success) return json(404, { error: 'Unknown table' });
    const query = adminListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return json(400, { error: 'Invalid list query' });
    return json(200, await listTable(client, table.data, query.data));
  })(request);

export const config: Config = { path: '/api/admin/lists/:table' };
