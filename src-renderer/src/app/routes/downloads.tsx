import { Page } from '@/components/page';

export function DownloadsPage() {
  return (
    <Page
      title="Downloads"
      intro="Datasheets, installatiehandleidingen en certificaten per product."
    >
      <div className="empty-state">
        <p>Er staan nog geen documenten voor je klaar.</p>
      </div>
    </Page>
  );
}
