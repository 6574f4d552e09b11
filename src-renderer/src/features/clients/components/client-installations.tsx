import { useState } from 'react';
import type { ClientDetail } from '@shared/schemas/clients';
import { InstallationForm } from './installation-form';
import { InstallationList } from './installation-list';

/** A client's `Installaties`: the list, and `Installatie toevoegen` opening the form above it. */
export function ClientInstallations({ client }: { client: ClientDetail }) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="installaties-titel">
      <div className="section-head">
        <h2 id="installaties-titel">Installaties</h2>
        {adding ? null : (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Installatie toevoegen
          </button>
        )}
      </div>
      {adding ? <InstallationForm clientId={client.id} onDone={() => setAdding(false)} /> : null}
      <InstallationList clientId={client.id} installations={client.installations} />
    </section>
  );
}
