import { useNavigate, useSearchParams } from 'react-router-dom';
import { optionsOf, SelectField } from '@/components/form-field';
import { Page } from '@/components/page';
import { PagedList } from '@/components/query-states';
import { paths } from '@/config/paths';
import { OpenCustomerItems } from '@/features/customer-invoices/components/open-items';
import { useOffertes } from '@/features/offertes/api/get-offertes';
import { OfferteList } from '@/features/offertes/components/offerte-list';
import { OFFERTE_STATUS_LABELS, OFFERTE_STATUSES } from '@shared/domain/offerte';
import '@/features/offertes/offertes.css';
import { useMember } from '@/hooks/use-member';

export function OffertesPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const offertes = useOffertes(status);
  const navigate = useNavigate();
  const { inFirm, may } = useMember();
  return (
    <Page
      title="Offertes"
      intro={
        inFirm
          ? 'De offertes van je bedrijf aan klanten: versturen, laten accepteren, bestellen.'
          : 'Je offertes aan klanten: versturen, laten accepteren, bestellen.'
      }
    >
      {/* A role without offertes gets the server's refusal below, not a button that fails. */}
      {may('offertes') ? (
        <div className="offerte-toolbar">
          <SelectField
            label="Status"
            value={status}
            options={optionsOf(OFFERTE_STATUSES, OFFERTE_STATUS_LABELS)}
            onChange={(event) =>
              setParams(event.target.value ? { status: event.target.value } : {}, { replace: true })
            }
          >
            <option value="">Alle statussen</option>
          </SelectField>
          <button
            type="button"
            className="button button-primary"
            onClick={() => navigate(paths.newOfferte)}
          >
            Nieuwe offerte
          </button>
        </div>
      ) : null}
      {may('facturen') ? <OpenCustomerItems /> : null}
      <PagedList
        query={offertes}
        what={inFirm ? 'De offertes' : 'Je offertes'}
        empty={
          status
            ? 'Geen offertes met deze status.'
            : inFirm
              ? 'Je bedrijf heeft nog geen offertes gemaakt.'
              : 'Je hebt nog geen offertes gemaakt.'
        }
        more="Meer offertes laden"
      >
        {(items) => <OfferteList offertes={items} />}
      </PagedList>
    </Page>
  );
}
