import { EmailAddress } from '@/components/email-address';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/data-table';
import { optionsOf } from '@/components/form-field';
import { FilterSelect, ListScaffold } from '@/components/list-scaffold';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatPercent } from '@shared/domain/money';
import { ROLE_LABELS, ROLES } from '@shared/domain/rules';
import type { AdminUser } from '@shared/schemas/admin/users';
import { adminUsersQuery } from '../api/users';
import { CreateUserForm } from './create-user-form';
import { displayName } from '@shared/domain/display-name';

const ROLE_OPTIONS = optionsOf(ROLES, ROLE_LABELS);

const columns: Column<AdminUser>[] = [
  {
    header: 'Gebruiker',
    primary: true,
    cell: (user) => (
      <>
        <Link to={`/beheer/gebruikers/${encodeURIComponent(user.id)}`}>{displayName(user)}</Link>
        <div className="muted">
          <EmailAddress address={user.email} />
        </div>
      </>
    ),
  },
  { header: 'Bedrijf', cell: (user) => user.company || '—' },
  { header: 'Rol', cell: (user) => ROLE_LABELS[user.role] },
  { header: 'Korting', cell: (user) => formatPercent(user.discount) },
  { header: 'Punten', align: 'amount', cell: (user) => user.rewardPoints.toLocaleString('nl-NL') },
];

/** Every account, searchable and filtered by role, with `Nieuwe gebruiker` above. */
export function UserList() {
  const filter = useUrlFilters();
  const [creating, setCreating] = useState(false);
  const query = useInfiniteQuery(
    adminUsersQuery({ q: filter.get('q') || undefined, role: filter.get('rol') || undefined }),
  );
  return (
    <>
      <div className="admin-toolbar">
        <button
          type="button"
          className="button button-primary"
          aria-expanded={creating}
          onClick={() => setCreating((open) => !open)}
        >
          Nieuwe gebruiker
        </button>
      </div>
      {creating ? <CreateUserForm /> : null}
      <ListScaffold
        search="Naam, bedrijf of e-mailadres"
        filters={
          <FilterSelect label="Rol" param="rol" options={[['', 'Alle rollen'], ...ROLE_OPTIONS]} />
        }
        query={query}
        empty="Geen gebruikers gevonden."
        table={{ caption: 'Gebruikers', columns }}
      />
    </>
  );
}
