import { EmailAddress } from '@/components/email-address';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useClient } from '@/features/clients/api/get-client';
import { ClientCalculations } from '@/features/clients/components/client-calculations';
import { ClientForm } from '@/features/clients/components/client-form';
import { ClientOffertes } from '@/features/clients/components/client-offertes';
import { ClientOrders } from '@/features/clients/components/client-orders';
import { DeleteClient } from '@/features/clients/components/delete-client';
import { InstallationForm } from '@/features/clients/components/installation-form';
import { InstallationList } from '@/features/clients/components/installation-list';
import { OpenCustomerItems } from '@/features/customer-invoices/components/open-items';
import { ReminderConsent } from '@/features/clients/components/reminder-consent';
import { useMember } from '@/hooks/use-member';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { RecordError } from './record-error';
import '@/features/clients/clients.css';

export function ClientPage() {
  const id = useParams().id ?? '';
  const client = useClient(id);
  const navigate = useNavigate();
  const { may } = useMember();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);

  if (!client.isSuccess) return <RecordError record="klant" query={client} />;
  const data = client.data;
  return (
    <Page title={data.name} back={{ to: paths.clients, label: 'Alle klanten' }}>
      {data.madeBy ? <p className="hint">Ingevoerd door {data.madeBy}</p> : null}
      {editing ? (
        <ClientForm
          client={data}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            toast.success('De klant is bijgewerkt.');
          }}
        />
      ) : (
        <section className="client-card" aria-labelledby="gegevens-titel">
          <div className="section-head">
            <h2 id="gegevens-titel">Gegevens</h2>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Gegevens wijzigen
            </button>
          </div>
          <p>
            {data.address}
            <br />
            {data.postcode} {data.city}
          </p>
          <p>
            {data.email ? (
              <a href={`mailto:${data.email}`}>
                <EmailAddress address={data.email} />
              </a>
            ) : null}
            {data.email && data.phone ? <br /> : null}
            {data.phone ? <a href={`tel:${data.phone}`}>{formatDutchPhone(data.phone)}</a> : null}
          </p>
          {data.notes ? <p className="hint">{data.notes}</p> : null}
          <ReminderConsent client={data} />
          <DeleteClient
            id={data.id}
            name={data.name}
            onDeleted={() => {
              toast.success(`${data.name} is verwijderd.`, { nextPage: true });
              navigate(paths.clients);
            }}
          />
        </section>
      )}
      <div className="client-sections">
        <section aria-labelledby="installaties-titel">
          <div className="section-head">
            <h2 id="installaties-titel">Installaties</h2>
            {adding ? null : (
              <button type="button" className="button" onClick={() => setAdding(true)}>
                Installatie toevoegen
              </button>
            )}
          </div>
          {adding ? <InstallationForm clientId={data.id} onDone={() => setAdding(false)} /> : null}
          <InstallationList clientId={data.id} installations={data.installations} />
        </section>
        <section aria-labelledby="berekeningen-titel">
          <h2 id="berekeningen-titel">Berekeningen</h2>
          <ClientCalculations clientId={data.id} />
        </section>
        {/* A monteur makes no offertes (the company's role table); the section is not theirs. */}
        {may('offertes') ? (
          <section aria-labelledby="offertes-titel">
            <h2 id="offertes-titel">Offertes</h2>
            <ClientOffertes clientId={data.id} />
          </section>
        ) : null}
        <section aria-labelledby="bestellingen-titel">
          <h2 id="bestellingen-titel">Bestellingen</h2>
          <ClientOrders clientId={data.id} />
        </section>
        {may('facturen') ? <OpenCustomerItems clientId={data.id} /> : null}
      </div>
    </Page>
  );
}
