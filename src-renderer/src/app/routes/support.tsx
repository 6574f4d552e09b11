import { Page } from '@/components/page';

export function SupportPage() {
  return (
    <Page title="Support" intro="Technische hulp bij installatie, inbedrijfstelling en storingen.">
      <div className="empty-state">
        <p>
          Bel de technische dienst op 020 123 45 67 (werkdagen 7.30 tot 17.00 uur) of mail
          support@warmteportaal.nl.
        </p>
      </div>
    </Page>
  );
}
