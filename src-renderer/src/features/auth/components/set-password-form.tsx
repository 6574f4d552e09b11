import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/form-field';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { emailOfCode, setPasswordWithCode } from '../set-password';

const MIN_LENGTH = 8;

/** A new user chooses a password with the code from the link the back-office gave them. */
export function SetPasswordForm({ code }: { code: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(!code);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_LENGTH) {
      setProblem(`Kies een wachtwoord van minstens ${MIN_LENGTH} tekens.`);
      return;
    }
    if (password !== repeat) {
      setProblem('De twee wachtwoorden zijn niet gelijk.');
      return;
    }
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
    <form className="form" onSubmit={submit} noValidate>
      <p>
        Account: <strong>{email}</strong>
      </p>
      {(
        [
          ['Nieuw wachtwoord', password, setPassword],
          ['Herhaal het wachtwoord', repeat, setRepeat],
        ] as const
      ).map(([label, value, setValue]) => (
        <TextField
          key={label}
          label={label}
          type="password"
          autoComplete="new-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      ))}
      <FormError message={problem} />
      <div>
        <button type="submit" className="button button-primary" disabled={busy}>
          Wachtwoord instellen
        </button>
      </div>
    </form>
  );
}
