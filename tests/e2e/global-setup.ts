import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src-server/seed/accounts';

/**
 * The portal answers pages before its Auth emulator is up and the demo accounts exist (npm
 * start's promise: pages within 3 s, sign-in may wait). Tests sign in from their first step,
 * so they start once a demo account can sign in.
 */
export default async function waitForSignIn(): Promise<void> {
  const authPort = Number(process.env.E2E_AUTH_PORT ?? 9190);
  const [account] = DEMO_ACCOUNTS;
  if (!account) throw new Error('Geen demo-account om mee in te loggen');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await fetch(
      `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: account.email,
          password: DEMO_PASSWORD,
          returnSecureToken: true,
        }),
      },
    ).catch(() => null);
    if (answer?.ok) return;
    if (Date.now() > deadline) {
      throw new Error(
        `De Auth-emulator liet na 120 s nog niet inloggen (${answer?.status ?? 'geen verbinding'})`,
      );
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
