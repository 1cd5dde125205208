import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest, type ApiEnvironment } from '../../src/lib/api.ts';

function environment(respond: () => Response, stored: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const env: ApiEnvironment = {
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return respond();
    },
    storage: { getItem: (key) => stored[key] ?? null, setItem: (key, value) => void (stored[key] = value) },
  };
  return { env, calls, stored };
}

describe('API client', () => {
  it('sends JSON with its content type only when there is a body, and always with credentials', async () => {
    const { env, calls } = environment(() => new Response('{}'));
    await apiRequest('GET', '/api/region', undefined, {}, env);
    await apiRequest('POST', '/api/email-signup', { a: 1 }, {}, env);
    expect(calls[0]?.init.headers).toEqual({});
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[1]?.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[1]?.init.body).toBe('{"a":1}');
    for (const call of calls) expect(call.init.credentials).toBe('include');
  });

  it('adds the stored admin token as a bearer header', async () => {
    const { env, calls } = environment(() => new Response('{}'), { admin_token: 'abc' });
    await apiRequest('GET', '/api/admin/check-auth', undefined, {}, env);
    expect(calls[0]?.init.headers).toEqual({ Authorization: 'Bearer abc' });
  });

  it('replaces the stored token whenever a response carries authentication-token', async () => {
    const { env, stored } = environment(() => new Response('{}', { headers: { 'authentication-token': 'rotated' } }), { admin_token: 'old' });
    await apiRequest('POST', '/api/admin/login', { username: 'a', password: 'b' }, {}, env);
    expect(stored['admin_token']).toBe('rotated');
  });

  it('raises "status: body" for a non-OK answer, or the status text when the body is empty', async () => {
    const withBody = environment(() => new Response('{"error":"Nope"}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('GET', '/x', undefined, {}, withBody.env)).rejects.toThrow('400: {"error":"Nope"}');
    const empty = environment(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const error = await apiRequest('GET', '/x', undefined, {}, empty.env).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
  });

  it('exposes the server message of a JSON error', () => {
    expect(new ApiError(400, '{"error":"First name is required"}', 'Bad Request').serverMessage).toBe('First name is required');
    expect(new ApiError(502, '<html>', 'Bad Gateway').serverMessage).toBeUndefined();
  });
});
