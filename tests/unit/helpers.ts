import type { Context } from '@netlify/functions';

/** A Netlify function context with only what our handlers read: route params and geo. */
export function fakeContext(options: { params?: Record<string, string>; country?: string } = {}): Context {
  const partial = {
    params: options.params ?? {},
    geo: options.country ? { country: { code: options.country, name: options.country } } : {},
  };
  return partial as unknown as Context;
}

export async function call(
  handler: (request: Request, context: Context) => Promise<Response> | Response,
  url: string,
  init: RequestInit & { context?: Context } = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await handler(new Request(`http://localhost${url}`, init), init.context ?? fakeContext());
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}
