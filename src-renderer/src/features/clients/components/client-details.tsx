import { useState } from 'react';
import { EmailAddress } from '@/components/email-address';
import { toast } from '@/components/toasts';
import { formatDutchPhone } from '@shared/domain/contact-details';
import type { ClientDetail } from '@shared/schemas/clients';
import { ClientForm } from './client-form';
import { DeleteClient } from './delete-client';
import { ReminderConsent } from './reminder-consent';

/**
 * A client's `Gegevens`: address, e-mail, phone and notes, the reminder consent and deleting
 * the client; `Gegevens wijzigen` turns the card into the client's form until saved or cancelled.
 */
export function ClientDetails({ client, onDeleted }: { client: ClientDetail; onDeleted(): void }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <ClientForm
        client={client}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          toast.success('De klant is bijgewerkt.');
        }}
      />
    );
  }
  return (
    <section className="client-card" aria-labelledby="gegevens-titel">
      <div className="section-head">
        <h2 id="gegevens-titel">Gegevens</h2>
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Gegevens wijzigen
        </button>
      </div>
      <p>
        {client.address}
        <br />
        {client.postcode} {client.city}
      </p>
      <p>
        {client.email ? (
          <a href={`mailto:${client.email}`}>
            <EmailAddress address={client.email} />
          </a>
        ) : null}
        {client.email && client.phone ? <br /> : null}
        {client.phone ? <a href={`tel:${client.phone}`}>{formatDutchPhone(client.phone)}</a> : null}
      </p>
      {client.notes ? <p className="hint">{client.notes}</p> : null}
      <ReminderConsent client={client} />
      <DeleteClient
        id={client.id}
        name={client.name}
        onDeleted={() => {
          toast.success(`${client.name} is verwijderd.`, { nextPage: true });
          onDeleted();
        }}
      />
    </section>
  );
}
