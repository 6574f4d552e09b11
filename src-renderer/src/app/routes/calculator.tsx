import { Page } from '@/components/page';

export function CalculatorPage() {
  return (
    <Page
      title="Calculator"
      intro="Bereken het benodigde vermogen en kies de passende warmtepomp voor een woning."
    >
      <div className="empty-state">
        <p>De vermogenscalculator is in ontwikkeling en komt binnenkort beschikbaar.</p>
      </div>
    </Page>
  );
}
