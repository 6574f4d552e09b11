import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ROLE_LABELS, ROLES } from '@shared/domain/rules';
import { createUserSchema } from '@shared/schemas/admin/users';
import { useCreateUser } from '../api/create-user';
import { PasswordLink } from './copy-link';
import { SelectField } from './select-field';

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
  const create = useCreateUser();
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
  const error = (message: string | undefined) =>
    message ? <span className="field-error">{message}</span> : null;

  return (
    <section className="admin-card" aria-labelledby="nieuwe-gebruiker-kop">
      <h2 id="nieuwe-gebruiker-kop">Nieuwe gebruiker</h2>
      {create.data ? (
        <PasswordLink link={create.data.passwordLink} email={create.data.user.email} />
      ) : null}
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-form-row">
          <label className="field">
            Voornaam
            <input {...register('firstName')} />
            {error(errors.firstName?.message)}
          </label>
          <label className="field">
            Achternaam
            <input {...register('lastName')} />
            {error(errors.lastName?.message)}
          </label>
          <label className="field">
            E-mailadres
            <input type="email" {...register('email')} />
            {error(errors.email?.message)}
          </label>
        </div>
        <div className="admin-form-row">
          <label className="field">
            Bedrijf
            <input {...register('company')} />
          </label>
          <label className="field">
            Telefoonnummer
            <input type="tel" {...register('phone')} />
            {error(errors.phone?.message)}
          </label>
          <SelectField label="Rol van de nieuwe gebruiker" {...register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          <label className="field">
            Korting van de nieuwe gebruiker (%)
            <input inputMode="decimal" {...register('discount')} />
            {error(errors.discount?.message)}
          </label>
        </div>
        {create.error ? (
          <p className="form-error" role="alert">
            {create.error.message}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            Account aanmaken
          </button>
        </div>
      </form>
    </section>
  );
}
