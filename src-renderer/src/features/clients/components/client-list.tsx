import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Client } from '@shared/schemas/clients';

export function ClientList({ clients }: { clients: Client[] }) {
  return (
    <ul className="client-list">
      {clients.map((client) => (
        <li key={client.id} className="client-row">
          <Link to={paths.client(client.id)}>{client.name}</Link>
          <span className="hint">
            {client.address}, {client.postcode} {client.city}
          </span>
        </li>
      ))}
    </ul>
  );
}
