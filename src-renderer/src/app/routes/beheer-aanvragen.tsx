import { Page } from '@/components/page';
import { ApplicationList } from '@/features/admin/components/application-list';

export function AdminApplicationsPage() {
  return (
    <Page title="Dealeraanvragen" intro="Aanvragen van het formulier Dealer worden.">
      <ApplicationList />
    </Page>
  );
}
