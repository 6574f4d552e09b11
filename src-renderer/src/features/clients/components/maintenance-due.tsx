import { Link } from 'react-router-dom';
import { QueryStates } from '@/components/query-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useMaintenanceDue } from '../api/get-maintenance-due';
import { ClientRows } from './client-rows';

/** `Onderhoud binnenkort`: maintenance due within 60 days, with the client, soonest first. */
export function MaintenanceDue() {
  const query = useMaintenanceDue();
  const items = query.data?.items ?? [];
  return (
    <QueryStates
      query={query}
      isEmpty={items.length === 0}
      empty="Geen onderhoud in de komende 60 dagen."
      what="Het onderhoud"
    >
      <ClientRows items={items.map((item) => ({ ...item, id: item.installationId }))}>
        {(item) => (
          <>
            <Link to={paths.client(item.clientId)}>{item.clientName}</Link>
            <span>
              {item.productName} · {item.serialNumber}
            </span>
            <span>{formatDate(item.dueOn)}</span>
          </>
        )}
      </ClientRows>
    </QueryStates>
  );
}
