import { Page } from '@/components/page';
import { InvoiceList } from '@/features/admin/components/invoice-list';

export function AdminInvoicesPage() {
  return (
    <Page title="Facturen" intro="Alle facturen en creditfacturen van alle klanten.">
      <InvoiceList />
    </Page>
  );
}
