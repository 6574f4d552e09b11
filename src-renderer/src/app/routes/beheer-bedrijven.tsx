import { Page } from '@/components/page';
import { CompanyList } from '@/features/admin/components/company-list';

export function AdminCompaniesPage() {
  return (
    <Page
      title="Bedrijven"
      intro="Bedrijven met hun gegevens, leden, facturen en korting. Zoek op naam, KvK-nummer of btw-nummer."
    >
      <CompanyList />
    </Page>
  );
}
