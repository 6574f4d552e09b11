import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** Shows Loading... while the login state resolves; without a user, goes to /login. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="page-spinner" role="status">
        Loading...
      </div>
    );
  }
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
