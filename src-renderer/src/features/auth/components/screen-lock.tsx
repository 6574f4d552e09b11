import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { z } from 'zod';
import { TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { getFirebaseAuth } from '@/lib/firebase';
import { signInErrorMessage } from '../sign-in-errors';
import { idleMinutes, isLocked, LOCK_EVENT, setLocked } from '../lock-settings';
import '../lock.css';

const ACTIVITY = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

/** The password typed to unlock; `Ontgrendelen` waits until there is one. */
const unlockSchema = z.object({ password: z.string().min(1) });

/** Checks the signed-in user's password with the sign-in service. */
async function passwordIsRight(email: string, password: string): Promise<void> {
  const user = getFirebaseAuth().currentUser;
  if (!user) throw new Error('Niet ingelogd.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password));
}

/**
 * The desktop app's lock for a shared counter PC: on `Vergrendelen` or after the idle time
 * set on this PC, the page is covered and inert until the signed-in user's password is typed.
 * `Andere gebruiker` signs out; each user's cart and queue stay their own (kept per user).
 */
export function ScreenLock({
  uid,
  email,
  onSwitchUser,
}: {
  uid: string;
  email: string;
  onSwitchUser(): void;
}) {
  const [locked, setLockedState] = useState(() => isLocked(uid));
  const form = useZodForm(unlockSchema, { password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { setFocus } = form;

  const lock = useCallback(() => {
    setLocked(uid, true);
    setLockedState(true);
  }, [uid]);

  useEffect(() => {
    window.addEventListener(LOCK_EVENT, lock);
    return () => window.removeEventListener(LOCK_EVENT, lock);
  }, [lock]);

  // The idle timer: every use of keyboard, mouse or touch starts it again.
  useEffect(() => {
    const minutes = idleMinutes();
    if (locked || minutes === 0) return;
    let timer = setTimeout(lock, minutes * 60_000);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(lock, minutes * 60_000);
    };
    for (const type of ACTIVITY) window.addEventListener(type, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, restart);
    };
  }, [locked, lock]);

  // While locked the page underneath is inert, and its function keys (F9 places!) are held.
  useEffect(() => {
    if (!locked) return;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    const hold = (event: KeyboardEvent) => {
      if (/^F\d+$/.test(event.key) || event.key === 'Escape') {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('keydown', hold, { capture: true });
    setFocus('password');
    return () => {
      root?.removeAttribute('inert');
      window.removeEventListener('keydown', hold, { capture: true });
    };
  }, [locked, setFocus]);

  if (!locked) return null;

  const unlock = form.handleSubmit(async ({ password }) => {
    setBusy(true);
    setError(null);
    try {
      await passwordIsRight(email, password);
      setLocked(uid, false);
      setLockedState(false);
      form.reset();
    } catch (failure) {
      setError(
        signInErrorMessage(failure).replace('Het e-mailadres of wachtwoord', 'Het wachtwoord'),
      );
      setFocus('password', { shouldSelect: true });
    } finally {
      setBusy(false);
    }
  });

  return createPortal(
    <div className="screen-lock" role="dialog" aria-modal="true" aria-labelledby="vergrendeld-kop">
      <form className="screen-lock-card card" onSubmit={(event) => void unlock(event)}>
        <h2 id="vergrendeld-kop">Vergrendeld</h2>
        <p>
          Ingelogd als <strong>{email}</strong>. Vul je wachtwoord in om verder te gaan.
        </p>
        <TextField
          label="Wachtwoord"
          type="password"
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'ontgrendel-fout' : undefined}
          {...form.field('password')}
        />
        {error ? (
          <p id="ontgrendel-fout" role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || !form.watch('password')}
          >
            Ontgrendelen
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setLocked(uid, false);
              onSwitchUser();
            }}
          >
            Andere gebruiker
          </button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
