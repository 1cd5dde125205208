import type { Client } from '@libsql/client';
import { withDatabase } from '../db/client.ts';
import { respond, type HttpMethod } from '../http.ts';
import { requireAdmin } from './requestAuth.ts';
import type { SessionAdmin } from './sessions.ts';

/**
 * Wraps an admin endpoint: the method check and error handling of every API call, then a
 * valid session or 401, then the work with the database at hand.
 */
export function adminEndpoint(
  methods: readonly HttpMethod[],
  work: (context: { request: Request; client: Client; admin: SessionAdmin }) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return (request) =>
    respond(request, methods, () =>
      withDatabase(async (client) => {
        const admin = await requireAdmin(client, request);
        return work({ request, client, admin });
      }),
    );
}
