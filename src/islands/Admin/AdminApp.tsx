import { useEffect } from 'react';
import { adminIsland, useAdminAuth } from './AdminAuth.tsx';
import { Dashboard } from './Dashboard.tsx';

/** /admin: checks the session first; without one the visitor goes to the sign-in page. */
function Guarded() {
  const { authenticated, loading, username, checkAuth, logout } = useAdminAuth();

  useEffect(() => {
    void checkAuth().then((signedIn) => {
      if (!signedIn) window.location.replace('/admin/login');
    });
  }, [checkAuth]);

  if (loading || !authenticated) return <p aria-live="polite">Checking your session…</p>;
  return (
    <>
      <header className="admin-header">
        <p>Signed in as <strong>{username}</strong></p>
        <button type="button" className="button button-secondary" onClick={() => void logout()}>Sign out</button>
      </header>
      <Dashboard />
    </>
  );
}

export default adminIsland(Guarded);
