import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import {
  signInWhenReady,
  type PortalSignIn,
  type PortalStart,
} from '@/features/auth/sign-in-when-ready';
import { AuthContext, type AuthSession } from '@/lib/auth-context';
import { testSession } from './session';

/** A portal whose answers to "can I sign in?" are given in order; the last one repeats. */
function portal(...answers: PortalSignIn[]): PortalStart & { looks: number; waits: number } {
  const stub = {
    looks: 0,
    waits: 0,
    state: async () => answers[Math.min(stub.looks++, answers.length - 1)] ?? 'ready',
    wait: async () => void stub.waits++,
  };
  return stub;
}

describe('signing in while the portal starts', () => {
  it('says the portal is starting, waits until it can and tries again by itself', async () => {
    const tries: string[] = [];
    const signIn = async () => {
      tries.push('try');
      if (tries.length === 1) throw Object.assign(new Error('503'), { code: 'auth/internal' });
    };
    let told = 0;
    // First look (beside the first try) and the look after it failed: starting; then twice
    // more starting, then ready.
    const start = portal('starting', 'starting', 'starting', 'starting', 'ready');
    await signInWhenReady(signIn, start, () => told++);
    expect(tries).toHaveLength(2);
    expect(told).toBeGreaterThan(0);
    expect(start.waits).toBe(3);
  });

  it('passes a failure on at once when the portal is ready: a wrong password is no start', async () => {
    const wrong = Object.assign(new Error('nee'), { code: 'auth/invalid-credential' });
    let told = 0;
    const start = portal('ready');
    await expect(
      signInWhenReady(
        async () => {
          throw wrong;
        },
        start,
        () => told++,
      ),
    ).rejects.toBe(wrong);
    expect(told).toBe(0);
    expect(start.waits).toBe(0);
  });

  it('says so while a held sign-in waits for the start, and signs in once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    let tries = 0;
    let told = 0;
    await signInWhenReady(
      () => {
        tries++;
        return held;
      },
      portal('starting'),
      () => {
        told++;
        release();
      },
    );
    expect(told).toBe(1);
    expect(tries).toBe(1);
  });
});

/** The login form signing in through `login`, asking `portalStart` whether the portal runs. */
function renderLogin(
  login: AuthSession['login'],
  portalStart: PortalStart,
  onSuccess: () => void = () => undefined,
) {
  render(
    <AuthContext.Provider value={testSession({ login })}>
      <LoginForm onSuccess={onSuccess} portalStart={portalStart} />
    </AuthContext.Provider>,
  );
}

/** Types `email` and `password` into the form and presses Inloggen. */
async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mailadres'), email);
  await user.type(screen.getByLabelText('Wachtwoord'), password);
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('the login form while the local portal starts', () => {
  it('says the portal is starting instead of failing, and signs in by itself once it can', async () => {
    let answer: PortalSignIn = 'starting';
    let tries = 0;
    let signedIn = false;
    let nextLook: () => void = () => undefined;
    renderLogin(
      async () => {
        tries++;
        // What the sign-in service answers before it runs.
        if (answer === 'starting') throw Object.assign(new Error('503'), { code: 'auth/internal' });
      },
      { state: async () => answer, wait: () => new Promise((done) => (nextLook = done)) },
      () => (signedIn = true),
    );
    await signIn('installateur@warmteportaal.test', 'Warmte2026!');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Het portaal start nog. Je wordt vanzelf ingelogd zodra inloggen kan.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tries).toBe(1);

    answer = 'ready';
    nextLook();
    await waitFor(() => expect(signedIn).toBe(true));
    expect(tries).toBe(2);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still says a wrong password at once when the portal runs', async () => {
    renderLogin(async () => {
      throw Object.assign(new Error('nee'), { code: 'auth/invalid-credential' });
    }, portal('ready'));
    await signIn('a@b.nl', 'fout');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het e-mailadres of wachtwoord klopt niet.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
