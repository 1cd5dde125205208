import { storageKeys } from './storageKeys.ts';

/**
 * The browser's way to call the API (spec §7 "General request behaviour"): JSON only when
 * there is a body, credentials always sent, the stored admin token as a bearer header, a
 * rotated token taken from the `authentication-token` response header, and any non-OK
 * answer raised as an error whose message is `status: body` (or the status text).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's own words (`{ "error": "…" }`), when it sent any. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (typeof parsed === 'object' && parsed !== null && 'error' in parsed && typeof parsed.error === 'string') return parsed.error;
    } catch {
      // Not JSON: no message of the server's own to show.
    }
    return undefined;
  }
}

interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What a request needs from its surroundings; tests pass their own. */
export interface ApiEnvironment {
  fetch: typeof fetch;
  storage: TokenStorage | undefined;
}

function browserEnvironment(): ApiEnvironment {
  let storage: TokenStorage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  return { fetch: globalThis.fetch.bind(globalThis), storage };
}

export async function apiRequest(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
  environment: ApiEnvironment = browserEnvironment(),
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = environment.storage?.getItem(storageKeys.adminToken);
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const response = await environment.fetch(url, {
    method,
    credentials: 'include',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const rotated = response.headers.get('authentication-token');
  if (rotated) environment.storage?.setItem(storageKeys.adminToken, rotated);
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}
