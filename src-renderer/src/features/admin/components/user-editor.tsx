import { EmailAddress } from '@/components/email-address';
import { useZodForm } from '@/hooks/use-zod-form';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { Link } from 'react-router-dom';
import { Facts } from '@/components/facts';
import { SubmitRow } from '@/components/form-error';
import { NumberField, optionsOf, SelectField } from '@/components/form-field';
import { Page } from '@/components/page';
import { formatLongDate } from '@/lib/dates';
import { ROLE_LABELS, ROLES } from '@shared/domain/rules';
import type { AdminUser } from '@shared/schemas/admin/users';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { adminUserQuery, updateUser } from '../api/users';
import { roleAndDiscountForm } from '../form-schemas';
import { AdminRecord, RecordToolbar } from './admin-record';
import { AuditLog } from './audit-log';
import { PointsPanel } from './points-panel';
import { AdminCard } from './admin-card';
import { displayName } from '@shared/domain/display-name';

function RoleAndDiscount({ user }: { user: AdminUser }) {
  const update = useAdminMutation(updateUser(user.id), {
    cacheAs: () => adminKeys.one('users', user.id),
    done: () => 'Gebruiker opgeslagen.',
  });
  const form = useZodForm(roleAndDiscountForm, {
    role: user.role,
    discount: String(user.discount).replace('.', ','),
  });
  const submit = form.handleSubmit((values) => update.mutate(values));

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <SelectField label="Rol" options={optionsOf(ROLES, ROLE_LABELS)} {...form.register('role')} />
      <NumberField label="Korting (%)" {...form.field('discount')} />
      <SubmitRow request={update}>Opslaan</SubmitRow>
    </form>
  );
}

/** One account: its details, role and discount, points and log. */
export function UserEditor({ id }: { id: string }) {
  return <AdminRecord options={adminUserQuery(id)} section="gebruikers" page={UserPage} />;
}

function UserPage({ record: user }: { record: AdminUser }) {
  const name = displayName(user);
  return (
    <Page title={name}>
      <RecordToolbar section="gebruikers">
        <Link to={`/beheer/bestellingen?klant=${encodeURIComponent(user.id)}`} className="button">
          Bestellingen van deze klant
        </Link>
      </RecordToolbar>
      <div className="admin-grid">
        <AdminCard title="Gegevens">
          <Facts
            missing="—"
            facts={[
              ['E-mailadres', user.email ? <EmailAddress address={user.email} /> : ''],
              ['Bedrijf', user.company],
              ['Telefoon', user.phone ? formatDutchPhone(user.phone) : ''],
              ['Adres', user.address],
              // Without a date the line says nothing true, so it is left out, not shown as —.
              ...(user.createdAt ? [['Klant sinds', formatLongDate(user.createdAt)] as const] : []),
            ]}
          />
        </AdminCard>
        <AdminCard title="Klantvoorwaarden">
          <RoleAndDiscount key={`${user.role}-${user.discount}`} user={user} />
        </AdminCard>
      </div>
      <PointsPanel user={user} />
      <AuditLog entity="user" id={user.id} />
    </Page>
  );
}
