import { Facts } from '@/components/facts';
import type { CompanyOverview } from '@shared/schemas/company';

/** Name, KvK, btw-id, the invoice address and the delivery addresses the members share. */
export function CompanyDetails({ company }: { company: CompanyOverview['company'] }) {
  return (
    <section className="card" aria-labelledby="bedrijf-gegevens">
      <h2 id="bedrijf-gegevens">Gegevens</h2>
      <Facts
        missing="—"
        facts={[
          ['Naam', company.name],
          ['KvK-nummer', company.kvkNumber],
          ['Btw-id', company.btwId],
          ['Factuuradres', company.invoiceAddress],
        ]}
      />
      <h3>Afleveradressen</h3>
      {company.deliveryAddresses.length === 0 ? (
        <p className="hint">Nog geen afleveradressen.</p>
      ) : (
        <ul>
          {company.deliveryAddresses.map((address) => (
            <li key={`${address.street}-${address.postcode}`}>
              {address.label ? `${address.label}: ` : ''}
              {address.street}, {address.postcode} {address.city}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
