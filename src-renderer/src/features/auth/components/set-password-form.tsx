import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/form-field';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useZodForm } from '@/hooks/use-zod-form';
import { emailOfCode, setPasswordWithCode } from '../set-password';

const MIN_LENGTH = 8;

const newPasswordSchema = z
  .object({ password: z.string(), repeat: z.string() })
  .refine((values) => values.password.length >= MIN_LENGTH, {
    error: `Kies een wachtwoord van minstens ${MIN_LENGTH} tekens.`,
    path: ['password'],
  })
  .refine((values) => values.password === values.repeat, {
    error: 'De twee wachtwoorden zijn niet gelijk.',
    path: ['repeat'],
  });

/** A new user chooses a password with the code from the link the back-office gave them. */
export function SetPasswordForm({ code }: { code: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(!code);
  const { field, handleSubmit } = useZodForm(newPasswordSchema, { password: '', repeat: '' });
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!code) return;
    emailOfCode(code).then(setEmail, () => setInvalid(true));
  }, [code]);

  if (invalid) {
    return (
      <p className="error-panel" role="alert">
        Deze link is ongeldig, al gebruikt of verlopen. Vraag Warmteportaal om een nieuwe link.
      </p>
    );
  }
  if (done) {
    return (
      <div role="status">
        <p>Je wachtwoord is ingesteld.</p>
        <Link to={paths.login} className="button button-primary">
          Naar inloggen
        </Link>
      </div>
    );
  }
  if (!email) return <Spinner />;

  async function submit({ password }: z.output<typeof newPasswordSchema>) {
    setProblem('');
    setBusy(true);
    try {
      await setPasswordWithCode(code, password);
      setDone(true);
    } catch {
      setProblem('Het wachtwoord kon niet worden ingesteld. De link is mogelijk verlopen.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit(submit)} noValidate>
      <p>
        Account: <strong>{email}</strong>
      </p>
      <TextField
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <TextField
        label="Herhaal het wachtwoord"
        type="password"
        autoComplete="new-password"
        {...field('repeat')}
      />
      <FormError message={problem} />
      <div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Wachtwoord instellen
        </button>
      </div>
    </form>
  );
}
