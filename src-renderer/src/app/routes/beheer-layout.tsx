import { AdminShell } from '@/features/admin/components/admin-layout';

/** The back-office frame; loaded on demand, and only for admins (see admin-gate.tsx). */
export function AdminLayout() {
  return <AdminShell />;
}
