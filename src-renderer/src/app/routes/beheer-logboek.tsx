import { Page } from '@/components/page';
import { AuditList } from '@/features/admin/components/audit-list';

export function AdminAuditPage() {
  return (
    <Page
      title="Logboek"
      intro="Elke wijziging door beheerders en door het systeem, nieuwste eerst."
    >
      <AuditList />
    </Page>
  );
}
