import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROLE_LABELS, ROLES } from '@shared/domain/rules';
import { useAdminUsers } from '../api/get-admin-users';
import { CreateUserForm } from './create-user-form';
import { useUrlFilters as useFilterParams } from '@/hooks/use-url-filters';
import { PagedList } from './query-states';
import { SearchForm } from './search-form';
import { SelectField } from './select-field';

export function UserList() {
  const filter = useFilterParams();
  const [creating, setCreating] = useState(false);
  const query = useAdminUsers({
    q: filter.get('q') || undefined,
    role: filter.get('rol') || undefined,
  });

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
      <SearchForm
        value={filter.get('q')}
        placeholder="Naam, bedrijf of e-mailadres"
        onSearch={(text) => filter.set('q', text)}
      >
        <SelectField
          label="Rol"
          value={filter.get('rol')}
          onChange={(event) => filter.set('rol', event.target.value)}
        >
          <option value="">Alle rollen</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </SearchForm>
      <PagedList query={query} empty="Geen gebruikers gevonden.">
        {(users) => (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Gebruikers</caption>
              <thead>
                <tr>
                  <th scope="col">Gebruiker</th>
                  <th scope="col" className="hide-narrow">
                    Bedrijf
                  </th>
                  <th scope="col">Rol</th>
                  <th scope="col" className="hide-narrow">
                    Korting
                  </th>
                  <th scope="col" className="hide-narrow">
                    Punten
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <Link to={`/beheer/gebruikers/${encodeURIComponent(user.id)}`}>
                        {`${user.firstName} ${user.lastName}`.trim() || user.email}
                      </Link>
                      <div className="admin-muted">{user.email}</div>
                    </td>
                    <td className="hide-narrow">{user.company || '—'}</td>
                    <td>{ROLE_LABELS[user.role]}</td>
                    <td className="hide-narrow">{user.discount.toLocaleString('nl-NL')} %</td>
                    <td className="hide-narrow">{user.rewardPoints.toLocaleString('nl-NL')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>
    </>
  );
}
