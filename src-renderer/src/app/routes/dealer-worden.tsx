import { Page } from '@/components/page';
import { DealerApplicationForm } from '@/features/public-forms/components/dealer-application-form';

export function BecomeDealerPage() {
  return (
    <Page
      title="Dealer worden"
      intro="Heb je een groothandel of showroom? Word dealer en verkoop Noordwind-warmtepompen vanaf je eigen balie."
    >
      <div className="prose">
        <h2>Wat je krijgt</h2>
        <ul>
          <li>Dealerkorting op het hele assortiment en extra spaarpunten.</li>
          <li>De desktop-app voor aan de balie, met dezelfde catalogus en winkelwagen.</li>
          <li>Eigen klantenbeheer voor de installateurs die bij jou bestellen.</li>
          <li>Technische training en ondersteuning bij de eerste installaties.</li>
        </ul>
        <h2>Wat we vragen</h2>
        <ul>
          <li>
            Een inschrijving bij de Kamer van Koophandel in de installatie- of groothandelsbranche.
          </li>
          <li>Een balie of afhaalpunt met vaste openingstijden.</li>
          <li>Minimaal één medewerker met een F-gassen- of warmtepompcertificaat.</li>
        </ul>
        <h2>Aanmelden</h2>
        <p>
          Vul het formulier in; we nemen binnen drie werkdagen contact op. Liever bellen? Dat kan op{' '}
          <a href="tel:+31201234567">020 123 45 67</a>.
        </p>
      </div>
      <DealerApplicationForm />
    </Page>
  );
}
