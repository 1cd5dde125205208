import type { Client } from '@libsql/client';
import { HttpError, json } from '../http.ts';
import { resumeSession, sessionLimits, type SessionAdmin } from './sessions.ts';

/**
 * How the session token travels: an HttpOnly, SameSite=Strict cookie for the browser, and
 * the `authentication-token` response header that the spec's client keeps and sends back
 * as a bearer. On HTTPS the cookie is `Secure` with the `__Host-` prefix (no domain, path /).
 */
export const tokenHeader = 'authentication-token';

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

export function sessionCookieName(request: Request): string {
  return isHttps(request) ? '__Host-emberwell_admin' : 'emberwell_admin';
}

export function sessionCookie(request: Request, token: string): string {
  const secure = isHttps(request) ? '; Secure' : '';
  return `${sessionCookieName(request)}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${sessionLimits.absoluteMs / 1000}${secure}`;
}

export function clearedSessionCookie(request: Request): string {
  const secure = isHttps(request) ? '; Secure' : '';
  return `${sessionCookieName(request)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
}

/** The token a request carries: the bearer header first (the spec's client), else the cookie. */
export function requestToken(request: Request): string | undefined {
  const bearer = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const name = sessionCookieName(request);
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const token = value.join('=');
      if (/^[A-Za-z0-9_-]{20,100}$/.test(token)) return token;
    }
  }
  return undefined;
}

export const unauthorized = () => json(401, { ok: false, error: 'Please sign in' });

/** The signed-in admin, or a 401 answer for the caller to send. */
export async function requireAdmin(client: Client, request: Request): Promise<SessionAdmin> {
  const token = requestToken(request);
  const admin = token ? await resumeSession(client, token) : undefined;
  if (!admin) throw new HttpError(unauthorized());
  return admin;
}
