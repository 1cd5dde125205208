import { map } from 'nanostores';
import { apiRequest } from '../lib/api.ts';
import { storageKeys } from '../lib/storageKeys.ts';

/** The admin session (spec §3 "Admin session"): an authenticated flag and a loading flag. */
export interface AdminSession {
  authenticated: boolean;
  loading: boolean;
  username?: string;
}

export const $adminSession = map<AdminSession>({ authenticated: false, loading: true });

/** Asks the server; any failure means not authenticated (spec §8). */
export async function checkAdminAuth(): Promise<boolean> {
  $adminSession.setKey('loading', true);
  try {
    const body = (await (await apiRequest('GET', '/api/admin/check-auth')).json()) as { ok?: unknown; username?: unknown };
    const authenticated = body.ok === true;
    $adminSession.set({ authenticated, loading: false, ...(typeof body.username === 'string' ? { username: body.username } : {}) });
    return authenticated;
  } catch {
    $adminSession.set({ authenticated: false, loading: false });
    return false;
  }
}

/** Signs in; the state becomes the `ok` the server returned. Any exception is a failed sign-in (false). */
export async function loginAdmin(username: string, password: string): Promise<boolean> {
  try {
    const body = (await (await apiRequest('POST', '/api/admin/login', { username, password })).json()) as { ok?: unknown };
    const ok = body.ok === true;
    $adminSession.set({ authenticated: ok, loading: false, ...(ok ? { username: username.trim().toLowerCase() } : {}) });
    return ok;
  } catch {
    return false;
  }
}

/** Signs out on the server, forgets the token and goes to the sign-in page; a failure is only logged. */
export async function logoutAdmin(goTo: (path: string) => void = (path) => window.location.assign(path)): Promise<void> {
  try {
    await apiRequest('POST', '/api/admin/logout');
  } catch (error) {
    console.error('Sign-out failed', error instanceof Error ? error.message : error);
    return;
  }
  try {
    window.localStorage.removeItem(storageKeys.adminToken);
  } catch {
    // No storage: nothing was kept there.
  }
  $adminSession.set({ authenticated: false, loading: false });
  goTo('/admin/login');
}
