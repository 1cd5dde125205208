import type { Context } from '@netlify/functions';

import { localFunctionContext } from '../../scripts/functionContext.ts';

/** A Netlify function context with only what our handlers read (the bench's warm instances use the same). */
export const fakeContext = localFunctionContext;

export async function call(
  handler: (request: Request, context: Context) => Promise<Response> | Response,
  url: string,
  init: RequestInit & { context?: Context } = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await handler(new Request(`http://localhost${url}`, init), init.context ?? fakeContext());
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Points the functions at a fresh libSQL file and returns a loader that imports a handler
 * against it, plus a client to look at what was stored.
 */
export async function useTempDatabase(): Promise<{
  load: <Module>(path: string) => Promise<Module>;
  query: (sql: string, args?: (string | number)[]) => Promise<Record<string, unknown>[]>;
  cleanup: () => void;
}> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { createClient } = await import('@libsql/client');
  const { vi } = await import('vitest');
  const folder = mkdtempSync(join(tmpdir(), 'emberwell-api-'));
  const url = `file:${join(folder, 'site.db')}`;
  vi.stubEnv('LIBSQL_URL', url);
  vi.resetModules();
  const client = createClient({ url });
  return {
    load: async <Module,>(path: string) => (await import(/* @vite-ignore */ path)) as Module,
    query: async (sql, args = []) => (await client.execute({ sql, args })).rows.map((row) => ({ ...row })),
    cleanup: () => {
      client.close();
      vi.unstubAllEnvs();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
