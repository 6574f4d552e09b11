import { Page } from '@/components/page';
import { CompanyList } from '@/features/admin/components/company-list';

export function AdminCompaniesPage() {
  return (
    <Page title="Bedrijven" intro="Bedrijven met hun leden, korting en verplaatsingen.">
      <CompanyList />
    </Page>
  );
}
