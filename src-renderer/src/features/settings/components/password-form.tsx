import { FormError } from '@/components/form-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/toasts';
import { z } from 'zod';
import { TextField } from '@/components/form-field';
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
      <TextField
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        error={errors.current?.message}
        {...register('current')}
      />
      <TextField
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        error={errors.next?.message}
        {...register('next')}
      />
      <FormError message={change.error?.message} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? 'Bezig…' : 'Wachtwoord wijzigen'}
        </button>
      </div>
    </form>
  );
}
