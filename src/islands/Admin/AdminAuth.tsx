import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { ErrorBoundary } from '../shared/CrashScreen.tsx';
import { $adminSession, checkAdminAuth, loginAdmin, logoutAdmin, type AdminSession } from '../../stores/adminSession.ts';

interface AdminAuth extends AdminSession {
  login: typeof loginAdmin;
  logout: typeof logoutAdmin;
  checkAuth: typeof checkAdminAuth;
}

const AdminAuthContext = createContext<AdminAuth | null>(null);

/** Gives the admin pages the session and its actions (spec §6). */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const session = useStore($adminSession);
  return <AdminAuthContext.Provider value={{ ...session, login: loginAdmin, logout: logoutAdmin, checkAuth: checkAdminAuth }}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuth(): AdminAuth {
  const auth = useContext(AdminAuthContext);
  if (!auth) throw new Error('useAdminAuth must be used within an AdminAuthProvider');
  return auth;
}

/** An admin island: the crash screen around the session provider around the screen. */
export function adminIsland(Screen: ComponentType): ComponentType {
  return function AdminIsland() {
    return (
      <ErrorBoundary labels={undefined}>
        <AdminAuthProvider>
          <Screen />
        </AdminAuthProvider>
      </ErrorBoundary>
    );
  };
}
