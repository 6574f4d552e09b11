import type { ReactNode } from 'react';
import { Page } from '@/components/page';
import { useAuth } from '@/lib/auth-context';

/**
 * /beheer for admins only. Anyone else gets "geen toegang" without downloading any of the
 * back-office's code (it is a lazy chunk behind this gate) or seeing its data (the API
 * refuses them as well).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { profile } = useAuth();
  if (profile?.role !== 'admin') {
    return (
      <Page title="Geen toegang">
        <p>Dit deel van het portaal is alleen voor beheerders van Warmteportaal.</p>
      </Page>
    );
  }
  return <>{children}</>;
}
