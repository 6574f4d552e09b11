import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toasts';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { ROLE_LABELS, ROLES, type Role } from '@shared/domain/rules';
import type { AdminUser } from '@shared/schemas/admin/users';
import { useAdminUser } from '../api/get-admin-user';
import { useUpdateUser } from '../api/update-user';
import { AuditLog } from './audit-log';
import { PointsPanel } from './points-panel';
import { SelectField } from './select-field';

const date = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long' });

function RoleAndDiscount({ user }: { user: AdminUser }) {
  const [role, setRole] = useState<Role>(user.role);
  const [discount, setDiscount] = useState(String(user.discount).replace('.', ','));
  const [problem, setProblem] = useState('');
  const update = useUpdateUser(user.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(discount.replace(',', '.'));
    if (discount.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
      setProblem('Vul een korting van 0 tot en met 100 % in.');
      return;
    }
    setProblem('');
    update.mutate(
      { role, discount: value },
      { onSuccess: () => toast.success('Gebruiker opgeslagen.') },
    );
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <SelectField
        label="Rol"
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <label className="field">
        Korting (%)
        <input
          inputMode="decimal"
          value={discount}
          onChange={(event) => setDiscount(event.target.value)}
          aria-invalid={Boolean(problem)}
        />
        {problem ? <span className="field-error">{problem}</span> : null}
      </label>
      {update.error ? (
        <p className="form-error" role="alert">
          {update.error.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          Opslaan
        </button>
      </div>
    </form>
  );
}

export function UserEditor({ id }: { id: string }) {
  const query = useAdminUser(id);
  if (query.isPending) return <Spinner />;
  if (query.error) {
    return (
      <Page title="Gebruiker">
        <p className="error-panel" role="alert">
          {query.error.message}
        </p>
        <Link to="/beheer/gebruikers">Terug naar de gebruikers</Link>
      </Page>
    );
  }
  const user = query.data;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Page title={name}>
      <div className="admin-toolbar">
        <Link to={`/beheer/bestellingen?klant=${encodeURIComponent(user.id)}`} className="button">
          Bestellingen van deze klant
        </Link>
        <Link to="/beheer/gebruikers" className="button button-ghost">
          Alle gebruikers
        </Link>
      </div>
      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="gegevens-kop">
          <h2 id="gegevens-kop">Gegevens</h2>
          <dl className="definition-list">
            <dt>E-mailadres</dt>
            <dd>{user.email}</dd>
            <dt>Bedrijf</dt>
            <dd>{user.company || '—'}</dd>
            <dt>Telefoon</dt>
            <dd>{user.phone || '—'}</dd>
            <dt>Adres</dt>
            <dd>{user.address || '—'}</dd>
            <dt>Klant sinds</dt>
            <dd>{user.createdAt ? date.format(new Date(user.createdAt)) : '—'}</dd>
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="rol-kop">
          <h2 id="rol-kop">Klantvoorwaarden</h2>
          <RoleAndDiscount key={`${user.role}-${user.discount}`} user={user} />
        </section>
      </div>
      <PointsPanel user={user} />
      <AuditLog entity="user" id={user.id} />
    </Page>
  );
}
