import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ClientListItem } from '@shared/schemas/clients';

export function ClientList({ clients }: { clients: ClientListItem[] }) {
  return (
    <ul className="client-list">
      {clients.map((client) => (
        <li key={client.id} className="client-row">
          <span>
            <Link to={paths.client(client.id)}>{client.name}</Link>
            {client.maintenanceSoon ? (
              <span className="maintenance-soon">Onderhoud binnenkort</span>
            ) : null}
          </span>
          <span className="hint">
            {client.address}, {client.postcode} {client.city}
            {client.madeBy ? ` · door ${client.madeBy}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
