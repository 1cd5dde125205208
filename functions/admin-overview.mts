import type { Config } from '@netlify/functions';
import { json } from '../src/server/http.ts';
import { adminEndpoint } from '../src/server/auth/adminHandler.ts';
import { adminOverview } from '../src/server/services/adminOverview.ts';

/** GET /api/admin/overview: totals, the signups chart, the score histogram and the chatbot switch. */
export default adminEndpoint(['GET'], async ({ client }) => json(200, await adminOverview(client)));

export const config: Config = { path: '/api/admin/overview' };
