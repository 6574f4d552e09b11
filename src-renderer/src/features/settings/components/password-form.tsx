import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useChangePassword } from '../api/change-password';

const MIN_LENGTH = 8;

const schema = z
  .object({
    current: z.string().min(1, { error: 'Vul je huidige wachtwoord in.' }),
    next: z
      .string()
      .min(MIN_LENGTH, { error: `Het nieuwe wachtwoord moet minstens ${MIN_LENGTH} tekens zijn.` }),
  })
  .refine((values) => values.current !== values.next, {
    error: 'Kies een ander wachtwoord dan je huidige.',
    path: ['next'],
  });
type Values = z.infer<typeof schema>;

/** Password change: re-authenticate with the current password, then set the new one. */
export function PasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', next: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success('Je wachtwoord is gewijzigd.');
      },
    }),
  );

  return (
    <form className="form settings-card" onSubmit={submit} noValidate>
      <h2>Wachtwoord</h2>
      <label className="field">
        <span>Huidig wachtwoord</span>
        <input
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.current ? true : undefined}
          {...register('current')}
        />
        {errors.current ? <span className="field-error">{errors.current.message}</span> : null}
      </label>
      <label className="field">
        <span>Nieuw wachtwoord</span>
        <input
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.next ? true : undefined}
          {...register('next')}
        />
        {errors.next ? <span className="field-error">{errors.next.message}</span> : null}
      </label>
      {change.error ? (
        <p className="form-error" role="alert">
          {change.error.message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? 'Bezig…' : 'Wachtwoord wijzigen'}
        </button>
      </div>
    </form>
  );
}
