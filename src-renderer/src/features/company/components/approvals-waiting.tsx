import { Link } from 'react-router-dom';
import { QueryStates, pagedItems } from '@/components/query-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import { useApprovals } from '../api/get-approvals';

/** At most this many on the dashboard; the rest are one click away under `Goedkeuren`. */
const SHOWN = 5;

/** The dashboard's `Goedkeuren`: the colleagues' orders that wait, each linking to its order. */
export function ApprovalsWaiting() {
  const query = useApprovals();
  const items = pagedItems(query);
  return (
    <QueryStates
      query={query}
      isEmpty={items.length === 0}
      empty="Er wacht niets op je goedkeuring. Bestelt een collega boven zijn limiet, dan zie je het hier."
      what="De bestellingen om goed te keuren"
      hasData={query.data !== undefined}
    >
      <ul className="worklist">
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.id}>
            <Link to={paths.order(item.id)}>{item.number}</Link>{' '}
            <span>
              {item.buyer?.name || 'een collega'} · {formatDate(item.createdAt)} ·{' '}
              {formatEuro(item.currentTotalInclVat)}
              {item.clientName ? ` · ${item.clientName}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.approvals}>Alles goedkeuren of afwijzen</Link>
      </p>
    </QueryStates>
  );
}
