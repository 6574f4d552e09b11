import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useAuth } from '@/lib/auth-context';
import { signInErrorMessage } from '../sign-in-errors';
import { browserPortalStart, signInWhenReady, type PortalStart } from '../sign-in-when-ready';

/** Checked by the sign-in service itself, which answers in words the user understands. */
const loginSchema = z.object({ email: z.string().trim(), password: z.string() });

/**
 * E-mail and password sign-in, with a clear Dutch message when it fails. While the portal is
 * still starting it says so and signs in by itself once it can.
 */
export function LoginForm({
  onSuccess,
  portalStart = browserPortalStart,
}: {
  onSuccess: () => void;
  portalStart?: PortalStart;
}) {
  const { login, prepareLogin } = useAuth();
  // The sign-in service loads while the user types, not after they press the button.
  useEffect(() => prepareLogin?.(), [prepareLogin]);
  const { field, handleSubmit } = useZodForm(loginSchema, { email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [starting, setStarting] = useState(false);
  const errorId = useId();

  async function submit({ email, password }: z.output<typeof loginSchema>) {
    setBusy(true);
    setError(null);
    try {
      await signInWhenReady(
        () => login(email, password),
        portalStart,
        () => setStarting(true),
      );
      onSuccess();
    } catch (caught) {
      setError(signInErrorMessage(caught));
    } finally {
      setBusy(false);
      setStarting(false);
    }
  }

  return (
    <form
      className="form login-form"
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-describedby={error ? errorId : undefined}
    >
      <TextField
        label="E-mailadres"
        type="email"
        autoComplete="username"
        required
        {...field('email')}
      />
      <TextField
        label="Wachtwoord"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      {error ? (
        <p className="form-error" role="alert" id={errorId}>
          {error}
        </p>
      ) : null}
      {starting ? (
        <p className="hint" role="status">
          Het portaal start nog. Je wordt vanzelf ingelogd zodra inloggen kan.
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Bezig met inloggen…' : 'Inloggen'}
      </button>
    </form>
  );
}
