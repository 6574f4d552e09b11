import { useDeferredValue } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OpenInPlace } from '@/components/open-in-place';
import { toast } from '@/components/toasts';
import { Page } from '@/components/page';
import { SearchField } from '@/components/form-field';
import { PagedList } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useClients } from '@/features/clients/api/get-clients';
import { ClientForm } from '@/features/clients/components/client-form';
import { ClientList } from '@/features/clients/components/client-list';
import { ReminderSettings } from '@/features/clients/components/reminder-settings';
import '@/features/clients/clients.css';
import { useMember } from '@/hooks/use-member';

export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const search = useDeferredValue(q.trim());
  const clients = useClients(search);
  const navigate = useNavigate();
  const { inFirm } = useMember();

  return (
    <Page
      title="Klanten"
      intro={
        inFirm
          ? 'De klanten van je bedrijf, met hun installaties, onderhoud en bestellingen.'
          : 'Je eigen klanten, met hun installaties, onderhoud en bestellingen.'
      }
    >
      <OpenInPlace
        label="Nieuwe klant"
        className="button button-primary"
        closed={(button) => (
          <div className="clients-toolbar">
            <SearchField
              label="Zoeken"
              value={q}
              placeholder="Naam, plaats of postcode"
              onChange={(value) => setParams(value ? { q: value } : {}, { replace: true })}
            />
            {button}
          </div>
        )}
      >
        {(close) => (
          <>
            <h2>Nieuwe klant</h2>
            <ClientForm
              onCancel={close}
              onSaved={(client) => {
                toast.success(`${client.name} is toegevoegd.`);
                navigate(paths.client(client.id));
              }}
            />
          </>
        )}
      </OpenInPlace>
      <PagedList
        query={clients}
        what={inFirm ? 'De klanten' : 'Je klanten'}
        empty={
          search
            ? 'Geen klanten gevonden.'
            : inFirm
              ? 'Je bedrijf heeft nog geen klanten.'
              : 'Je hebt nog geen klanten toegevoegd.'
        }
        more="Meer klanten laden"
      >
        {(items) => <ClientList clients={items} />}
      </PagedList>
      <ReminderSettings />
    </Page>
  );
}
