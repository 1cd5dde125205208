/**
 * The browser's way to call the API (spec §7 "General request behaviour"): JSON only when
 * there is a body, credentials always sent, and any non-OK answer raised as an error whose
 * message is `status: body` (or the status text when the body is empty).
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

export async function apiRequest(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}
