import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '@/components/form-error';
import { NumberField, SelectField } from '@/components/form-field';
import { Page } from '@/components/page';
import { toast } from '@/components/toasts';
import { formatLongDate } from '@/lib/dates';
import { ROLE_LABELS, ROLES, type Role } from '@shared/domain/rules';
import type { AdminUser } from '@shared/schemas/admin/users';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { adminUserQuery, updateUser } from '../api/users';
import { AdminRecord } from './admin-record';
import { AuditLog } from './audit-log';
import { PointsPanel } from './points-panel';

function RoleAndDiscount({ user }: { user: AdminUser }) {
  const [role, setRole] = useState<Role>(user.role);
  const [discount, setDiscount] = useState(String(user.discount).replace('.', ','));
  const [problem, setProblem] = useState('');
  const update = useAdminMutation(updateUser(user.id), () => adminKeys.one('users', user.id));

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
      <NumberField
        label="Korting (%)"
        value={discount}
        error={problem}
        onChange={(event) => setDiscount(event.target.value)}
      />
      <FormError message={update.error?.message} />
      <div>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          Opslaan
        </button>
      </div>
    </form>
  );
}

/** One account: its details, role and discount, points and log. */
export function UserEditor({ id }: { id: string }) {
  return (
    <AdminRecord options={adminUserQuery(id)} title="Gebruiker" section="gebruikers">
      {(user) => <UserPage user={user} />}
    </AdminRecord>
  );
}

function UserPage({ user }: { user: AdminUser }) {
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
            <dd>{user.createdAt ? formatLongDate(user.createdAt) : '—'}</dd>
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
