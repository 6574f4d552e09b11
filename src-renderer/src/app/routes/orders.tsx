import { Page } from '@/components/page';

export function OrdersPage() {
  return (
    <Page
      title="Bestellingen"
      intro="Al je bestellingen, met status, track-and-trace en orderbevestiging."
    >
      <div className="empty-state">
        <p>Je hebt nog geen bestellingen geplaatst.</p>
      </div>
    </Page>
  );
}
