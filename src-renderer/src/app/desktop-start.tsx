import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { isDesktop } from '@/lib/platform';

/** In the desktop app a dealer starts at the counter; everyone else at the page asked for. */
export function DesktopStart({ children }: { children: ReactNode }) {
  const { profile } = useAuth();
  if (isDesktop() && profile?.role === 'dealer') return <Navigate to={paths.counter} replace />;
  return children;
}
