import { DatabaseUnavailableError } from './db/client.ts';

/**
 * Headers every function response carries itself: `netlify.toml` headers do not reach
 * function responses (design.md, "API conventions").
 */
export const apiHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...apiHeaders, ...headers } });
}

export type HttpMethod = 'GET' | 'POST';

/**
 * Wraps a handler: a wrong method gets 405 with `Allow`, an unreachable database 503, and
 * anything unexpected a 500 without internals. Only the error's kind is logged: request
 * bodies can hold personal data.
 */
export async function respond(
  request: Request,
  allowed: readonly HttpMethod[],
  handler: () => Promise<Response> | Response,
): Promise<Response> {
  if (!(allowed as readonly string[]).includes(request.method)) {
    return json(405, { error: 'Method not allowed' }, { Allow: allowed.join(', ') });
  }
  try {
    return await handler();
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      return json(503, { error: 'The service is temporarily unavailable. Please try again in a moment.' }, { 'Retry-After': '30' });
    }
    console.error(`[api] ${new URL(request.url).pathname} failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    return json(500, { error: 'Something went wrong on our side. Please try again in a moment.' });
  }
}
