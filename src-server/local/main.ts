import { resolve } from 'node:path';
import { z } from 'zod';
import { authEmulatorDir, startAuthEmulator } from './auth-emulator';

/** `npm start`: the portal with demo data on this machine, no account or network needed. */
const env = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(5180),
    AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
    DATA_DIR: z.string().default('.data'),
    /** Empty: the API only (npm run dev serves the pages with Vite). */
    WEB_DIR: z.string().default('dist-web'),
    FIREBASE_PROJECT_ID: z.string().startsWith('demo-').default('demo-warmteportaal'),
    PERSIST_ACCOUNTS: z.enum(['0', '1']).default('1'),
    EXTRA_ORIGINS: z.string().default('app://warmteportaal,http://localhost:5173'),
  })
  .parse(process.env);

const dataDir = resolve(env.DATA_DIR);
const log = (line: string) => console.log(line);
// The Auth emulator takes longest to be ready, so it starts before the rest of the portal
// (firebase-admin, SQLite, the routes) is even loaded: sign-in works a second or two sooner.
const authEmulator = startAuthEmulator({
  projectId: env.FIREBASE_PROJECT_ID,
  port: env.AUTH_EMULATOR_PORT,
  workDir: authEmulatorDir(dataDir),
  persist: env.PERSIST_ACCOUNTS === '1',
  log,
});
authEmulator.catch(() => undefined);
const [{ startLocalPortal }, { smtpSettingsFromEnv }, { DEMO_ACCOUNTS }] = await Promise.all([
  import('./portal'),
  import('../notify/transport'),
  import('../seed/accounts'),
]);

const portal = await startLocalPortal({
  port: env.PORT,
  authEmulatorPort: env.AUTH_EMULATOR_PORT,
  authEmulator,
  dataDir,
  webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : undefined,
  projectId: env.FIREBASE_PROJECT_ID,
  persistAccounts: env.PERSIST_ACCOUNTS === '1',
  extraOrigins: env.EXTRA_ORIGINS.split(',').filter(Boolean),
  log,
  // SMTP_HOST set: mail goes to that server, as in production; otherwise to the local catcher.
  smtp: smtpSettingsFromEnv(process.env),
}).catch(async (error: unknown) => {
  // The emulator runs in a process of its own: it must not outlive a portal that never came.
  await (await authEmulator.catch(() => undefined))?.stop();
  throw error;
});

console.log(`\nWarmteportaal draait op ${portal.url}\nStoppen: Ctrl+C\n`);
if (portal.mailCatcher) {
  const { host, port } = portal.mailCatcher;
  console.log(
    `E-mail: lokale SMTP-catcher op smtp://${host}:${port}; berichten staan in ${portal.url}/beheer/e-mail\n`,
  );
}
portal.ready.then(
  (report) =>
    console.log(
      `Inloggen kan. Demodata: ${report.productsCreated} producten, ${report.accountsCreated} ` +
        `accounts en ${report.profilesCreated} profielen toegevoegd (bestaande gegevens blijven ` +
        'staan).\n\nDemo-accounts:\n' +
        DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(34)} ${a.password}   ${a.description}`).join(
          '\n',
        ) +
        '\n',
    ),
  (error: unknown) => console.error('De Auth-emulator startte niet; inloggen lukt niet.', error),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Warmteportaal stopt…');
    portal.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
