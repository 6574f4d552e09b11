import type { ComponentType } from 'react';
import { Page } from '@/components/page';
import { useAuth } from '@/features/auth/auth-context';

/**
 * /beheer for admins only. Anyone else gets "geen toegang" without downloading any of the
 * back-office's code (its pages are lazy chunks behind this gate) or seeing its data (the API
 * refuses them as well).
 */
export function AdminGate({ layout: Layout }: { layout: ComponentType }) {
  const { profile } = useAuth();
  if (profile?.role !== 'admin') {
    return (
      <Page title="Geen toegang">
        <p>Dit deel van het portaal is alleen voor beheerders van Warmteportaal.</p>
      </Page>
    );
  }
  return <Layout />;
}
