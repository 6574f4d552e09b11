import { Page } from '@/components/page';

export function SettingsPage() {
  return (
    <Page title="Instellingen" intro="Je accountgegevens, afleveradressen en meldingen.">
      <div className="empty-state">
        <p>Wil je je gegevens wijzigen? Neem contact op met service@warmteportaal.nl.</p>
      </div>
    </Page>
  );
}
