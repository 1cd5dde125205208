import { DatabaseUnavailableError } from './db/client.ts';
import { isLocale, type Locale } from '../lib/locales.ts';
import { dictionary } from '../i18n/index.ts';
import { resolveLanguage } from './language.ts';

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
    if (error instanceof HttpError) return error.response;
    if (error instanceof DatabaseUnavailableError) {
      // The driver's error code only (e.g. SQLITE_BUSY): never the query or its values.
      const cause = error.cause instanceof Error && 'code' in error.cause ? String(error.cause.code) : 'unknown';
      console.error(`[api] ${new URL(request.url).pathname} database unavailable: ${cause}`);
      return json(503, { error: dictionary(requestLanguage(request))['api.unavailable'] }, { 'Retry-After': '30' });
    }
    console.error(`[api] ${new URL(request.url).pathname} failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    return json(500, { error: dictionary(requestLanguage(request))['api.failed'] });
  }
}

/** Bodies larger than this are refused with 413; every payload of the site is far smaller. */
export const maxBodyBytes = 16 * 1024;

/** A request that must be answered with an error response instead of being processed. */
export class HttpError extends Error {
  // A plain field, not a parameter property: Node's type stripping (bench, scripts) cannot run those.
  readonly response: Response;
  constructor(response: Response) {
    super(`HTTP ${response.status}`);
    this.response = response;
  }
}

// The `language` each request's body named, kept so error answers made after the body was
// read (503, 500) speak the visitor's language too.
const bodyLanguages = new WeakMap<Request, Locale>();

/** The language to answer in: the body's `language`, else `?lang=`, else Accept-Language, else English. */
export function requestLanguage(request: Request): Locale {
  return (
    bodyLanguages.get(request) ??
    resolveLanguage({ query: new URL(request.url).searchParams.get('lang'), acceptLanguage: request.headers.get('accept-language') })
  );
}

/** Reads a JSON object body, refusing wrong content types (415), oversized (413) and malformed (400) bodies. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    throw new HttpError(json(415, { error: 'Send JSON with Content-Type: application/json' }));
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBodyBytes) throw new HttpError(json(413, { error: 'Request body too large' }));
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxBodyBytes) throw new HttpError(json(413, { error: 'Request body too large' }));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(json(400, { error: 'The request body is not valid JSON' }));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(json(400, { error: 'The request body must be a JSON object' }));
  }
  const object = body as Record<string, unknown>;
  const language = object['language'];
  if (isLocale(language)) bodyLanguages.set(request, language);
  return object;
}
