import { Page } from '@/components/page';

/** The specification keeps these pages as placeholders that read "coming soon" only. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p className="coming-soon">Binnenkort beschikbaar</p>
    </Page>
  );
}

export function ClientsPage() {
  return <ComingSoonPage title="Klanten" />;
}

export function CartPage() {
  return <ComingSoonPage title="Winkelwagen" />;
}
