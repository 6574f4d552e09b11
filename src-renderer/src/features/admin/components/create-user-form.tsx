import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ROLE_LABELS, ROLES } from '@shared/domain/rules';
import { createUserSchema } from '@shared/schemas/admin/users';
import { FormError } from '@/components/form-error';
import { NumberField, SelectField, TextField } from '@/components/form-field';
import { useAdminMutation } from '../api/admin-mutation';
import { createUser } from '../api/users';
import { PasswordLink } from './copy-link';

const formSchema = createUserSchema.extend({
  discount: z.coerce
    .number({ error: 'Vul een korting van 0 tot en met 100 % in.' })
    .min(0, { error: 'De korting is 0 tot en met 100 %.' })
    .max(100, { error: 'De korting is 0 tot en met 100 %.' }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** A new account (Firebase Auth) with its profile; shows the set-password link. */
export function CreateUserForm() {
  const create = useAdminMutation(createUser);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { role: 'installer', discount: 0 },
  });
  const submit = handleSubmit((values) => create.mutate(values, { onSuccess: () => reset() }));

  return (
    <section className="admin-card" aria-labelledby="nieuwe-gebruiker-kop">
      <h2 id="nieuwe-gebruiker-kop">Nieuwe gebruiker</h2>
      {create.data ? (
        <PasswordLink link={create.data.passwordLink} email={create.data.user.email} />
      ) : null}
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-form-row">
          <TextField label="Voornaam" error={errors.firstName} {...register('firstName')} />
          <TextField label="Achternaam" error={errors.lastName} {...register('lastName')} />
          <TextField label="E-mailadres" type="email" error={errors.email} {...register('email')} />
        </div>
        <div className="admin-form-row">
          <TextField label="Bedrijf" error={errors.company} {...register('company')} />
          <TextField
            label="Telefoonnummer"
            type="tel"
            error={errors.phone}
            {...register('phone')}
          />
          <SelectField label="Rol van de nieuwe gebruiker" {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <NumberField
            label="Korting van de nieuwe gebruiker (%)"
            error={errors.discount}
            {...register('discount')}
          />
        </div>
        <FormError message={create.error?.message} />
        <div>
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            Account aanmaken
          </button>
        </div>
      </form>
    </section>
  );
}
