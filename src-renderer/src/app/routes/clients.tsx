import { Page } from '@/components/page';

/** The specification keeps this page a placeholder that reads "coming soon" only. */
export function ClientsPage() {
  return (
    <Page title="Klanten">
      <p className="coming-soon">Binnenkort beschikbaar</p>
    </Page>
  );
}
