import { inject } from 'vitest';

/** Signs in at the tests' Auth emulator with email and password; returns the ID token. */
export async function emulatorSignIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
