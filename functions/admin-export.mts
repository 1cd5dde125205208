import type { Config, Context } from '@netlify/functions';
import Papa from 'papaparse';
import { z } from 'zod';
import { adminTables } from '../src/lib/schemas/admin.ts';
import { apiHeaders, json } from '../src/server/http.ts';
import { adminEndpoint } from '../src/server/auth/adminHandler.ts';
import { exportTable } from '../src/server/services/adminData.ts';

/**
 * GET /api/admin/export/{table}: the whole table as CSV. Cells that a spreadsheet would run
 * as a formula (=, +, -, @ …) are escaped, since visitors wrote many of them.
 */
export default (request: Request, context: Context) =>
  adminEndpoint(['GET'], async ({ client }) => {
    const table = z.enum(adminTables).safeParse(context.params['table']);
    if (!table.success) return json(404, { error: 'Unknown table' });
    const { columns, rows } = await exportTable(client, table.data);
    const csv = Papa.unparse({ fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? '')) }, { escapeFormulae: true });
    const day = new Date().toISOString().slice(0, 10);
    console.info(`[admin] exported ${table.data} (${rows.length} rows)`);
    return new Response(`\uFEFF${csv}\r\n`, {
      status: 200,
      headers: {
        ...apiHeaders,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="emberwell-${table.data}-${day}.csv"`,
      },
    });
  })(request);

export const config: Config = { path: '/api/admin/export/:table' };
