import { useZodForm } from '@/hooks/use-zod-form';
import { ROLE_LABELS, ROLES } from '@shared/domain/rules';
import { createUserSchema } from '@shared/schemas/admin/users';
import { SubmitRow } from '@/components/form-error';
import { NumberField, SelectField, TextField } from '@/components/form-field';
import { useAdminMutation } from '../api/admin-mutation';
import { discountInput } from '../form-schemas';
import { createUser } from '../api/users';
import { PasswordLink } from '@/components/password-link';
import { AdminCard } from './admin-card';

const formSchema = createUserSchema.extend({ discount: discountInput });

/** A new account (Firebase Auth) with its profile; shows the set-password link. */
export function CreateUserForm() {
  const create = useAdminMutation(createUser, {
    done: (created) => `Account ${created.user.email} is aangemaakt.`,
  });
  const form = useZodForm(formSchema, { role: 'installer', discount: '0' });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: () => form.reset() }),
  );

  return (
    <AdminCard title="Nieuwe gebruiker">
      {create.data ? (
        <PasswordLink link={create.data.passwordLink} email={create.data.user.email} />
      ) : null}
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-form-row">
          <TextField label="Voornaam" {...form.field('firstName')} />
          <TextField label="Achternaam" {...form.field('lastName')} />
          <TextField label="E-mailadres" type="email" {...form.field('email')} />
        </div>
        <div className="admin-form-row">
          <TextField label="Bedrijf" {...form.field('company')} />
          <TextField label="Telefoonnummer" type="tel" {...form.field('phone')} />
          <SelectField label="Rol van de nieuwe gebruiker" {...form.register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <NumberField label="Korting van de nieuwe gebruiker (%)" {...form.field('discount')} />
        </div>
        <SubmitRow request={create}>Account aanmaken</SubmitRow>
      </form>
    </AdminCard>
  );
}
