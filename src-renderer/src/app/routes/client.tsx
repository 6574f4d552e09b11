import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useMember } from '@/hooks/use-member';
import { useClient } from '@/features/clients/api/get-client';
import {
  ClientCalculations,
  ClientOffertes,
  ClientOrders,
} from '@/features/clients/components/client-record-lists';
import { ClientDetails } from '@/features/clients/components/client-details';
import { ClientInstallations } from '@/features/clients/components/client-installations';
import { OpenCustomerItems } from '@/features/customer-invoices/components/open-items';
import { RecordError } from './record-error';
import '@/features/clients/clients.css';

/** One client: details, installations, calculations, offertes, orders and open invoices. */
export function ClientPage() {
  const id = useParams().id ?? '';
  const client = useClient(id);
  const navigate = useNavigate();
  const { may } = useMember();

  if (!client.isSuccess) return <RecordError record="klant" query={client} />;
  const data = client.data;
  return (
    <Page title={data.name} back={{ to: paths.clients, label: 'Alle klanten' }}>
      {data.madeBy ? <p className="hint">Ingevoerd door {data.madeBy}</p> : null}
      <ClientDetails client={data} onDeleted={() => navigate(paths.clients)} />
      <div className="client-sections">
        <ClientInstallations client={data} />
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
