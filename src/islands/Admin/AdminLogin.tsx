import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { adminIsland, useAdminAuth } from './AdminAuth.tsx';

/** The sign-in form at /admin/login and /admin-login. A signed-in visitor goes straight on to /admin. */
function LoginForm() {
  const { login, checkAuth } = useAdminAuth();
  const [status, setStatus] = useState<'idle' | 'checking' | 'failed'>('idle');
  const [hydrated, setHydrated] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setHydrated(true);
    void checkAuth().then((signedIn) => {
      if (signedIn) window.location.assign('/admin');
    });
  }, [checkAuth]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'checking') return;
    setStatus('checking');
    const ok = await login(usernameRef.current?.value ?? '', passwordRef.current?.value ?? '');
    if (ok) {
      window.location.assign('/admin');
      return;
    }
    setStatus('failed');
    if (passwordRef.current) passwordRef.current.value = '';
    passwordRef.current?.focus();
  }

  return (
    <form className="panel form admin-login" onSubmit={submit} aria-busy={status === 'checking'}>
      {status === 'failed' && (
        <p className="form-error-summary" role="alert">
          Sign-in failed. Check your username and password; after five failed tries, wait 15 minutes.
        </p>
      )}
      <div className="field">
        <label htmlFor="admin-username">Username</label>
        <input id="admin-username" ref={usernameRef} name="username" autoComplete="username" required autoCapitalize="none" spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor="admin-password">Password</label>
        <input id="admin-password" ref={passwordRef} name="password" type="password" autoComplete="current-password" required />
      </div>
      <button type="submit" className="button button-primary" disabled={!hydrated || status === 'checking'}>
        {status === 'checking' ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}

export default adminIsland(LoginForm);
