import { Link } from 'react-router-dom';
import { QueryStates } from '@/components/query-states';
import { paths } from '@/config/paths';
import { formatEuro } from '@shared/domain/money';
import { useOpenCustomerItems } from '../api/get-customer-invoices';
import '../customer-invoices.css';

/**
 * `Openstaand bij klanten`: what the firm's invoices still ask, in all and per client; with
 * `clientId` only that client's (its page).
 */
export function OpenCustomerItems({ clientId }: { clientId?: string }) {
  const open = useOpenCustomerItems(clientId);
  const data = open.data;
  const title = clientId ? 'Openstaande facturen' : 'Openstaand bij klanten';
  return (
    <section className="card open-items" aria-label={title} aria-busy={open.isFetching}>
      <h2>{title}</h2>
      <QueryStates
        query={open}
        isEmpty={data?.count === 0}
        empty="Geen openstaande facturen aan klanten."
        what="De openstaande facturen"
      >
        <p>
          {data?.count === 1 ? '1 factuur' : `${data?.count ?? 0} facturen`}, samen{' '}
          <strong>{formatEuro(data?.totalOpenCents ?? 0)}</strong> incl. btw.
        </p>
        {clientId ? null : (
          <ul className="open-items-list">
            {data?.perClient.map((entry) => (
              <li key={entry.clientId ?? entry.clientName}>
                {entry.clientId ? (
                  <Link to={paths.client(entry.clientId)}>{entry.clientName}</Link>
                ) : (
                  entry.clientName
                )}
                : {formatEuro(entry.openCents)}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
