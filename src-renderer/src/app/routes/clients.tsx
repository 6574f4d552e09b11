import { LoadMore } from '@/components/load-more';
import { LoadError } from '@/components/query-states';
import { useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toasts';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { Field } from '@/components/form-field';
import { paths } from '@/config/paths';
import { useClients } from '@/features/clients/api/get-clients';
import { ClientForm } from '@/features/clients/components/client-form';
import { ClientList } from '@/features/clients/components/client-list';
import '@/features/clients/clients.css';

export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const search = useDeferredValue(q.trim());
  const clients = useClients(search);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const items = clients.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Page
      title="Klanten"
      intro="Je eigen klanten, met hun installaties, onderhoud en bestellingen."
    >
      {creating ? (
        <>
          <h2>Nieuwe klant</h2>
          <ClientForm
            onCancel={() => setCreating(false)}
            onSaved={(client) => {
              toast.success(`${client.name} is toegevoegd.`);
              navigate(paths.client(client.id));
            }}
          />
        </>
      ) : (
        <div className="clients-toolbar">
          <Field label="Zoeken">
            {(control) => (
              <input
                {...control}
                type="search"
                value={q}
                placeholder="Naam, plaats of postcode"
                onChange={(event) =>
                  setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
                }
              />
            )}
          </Field>
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            Nieuwe klant
          </button>
        </div>
      )}
      {clients.isPending ? (
        <Spinner size="md" />
      ) : clients.isError ? (
        <LoadError
          what="Je klanten"
          message={clients.error.message}
          onRetry={() => void clients.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="empty-state">
          <p>{search ? 'Geen klanten gevonden.' : 'Je hebt nog geen klanten toegevoegd.'}</p>
        </div>
      ) : (
        <>
          <ClientList clients={items} />
          <LoadMore list={clients}>Meer klanten laden</LoadMore>
        </>
      )}
    </Page>
  );
}
