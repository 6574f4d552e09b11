import { FormActions } from '@/components/form-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldOf, submitEach } from '@/components/field-of';
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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', next: '' },
  });

  const submit = submitEach(form, change, 'Je wachtwoord is gewijzigd.');

  return (
    <form className="form card settings-card" onSubmit={submit} noValidate>
      <h2>Wachtwoord</h2>
      <TextField
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        {...fieldOf(form, 'current')}
      />
      <TextField
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        {...fieldOf(form, 'next')}
      />
      <FormActions mutation={change} label="Wachtwoord wijzigen" busyLabel="Bezig…" />
    </form>
  );
}
