import { resolve } from 'node:path';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { startLocalPortal } from './portal';

/** `npm start`: the portal with demo data on this machine, no account or network needed. */
const env = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(5180),
    AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
    DATA_DIR: z.string().default('.data'),
    WEB_DIR: z.string().default('dist-web'),
    FIREBASE_PROJECT_ID: z.string().startsWith('demo-').default('demo-warmteportaal'),
    PERSIST_ACCOUNTS: z.enum(['0', '1']).default('1'),
    EXTRA_ORIGINS: z.string().default('app://warmteportaal,http://localhost:5173'),
  })
  .parse(process.env);

const portal = await startLocalPortal({
  port: env.PORT,
  authEmulatorPort: env.AUTH_EMULATOR_PORT,
  dataDir: resolve(env.DATA_DIR),
  webDir: resolve(env.WEB_DIR),
  projectId: env.FIREBASE_PROJECT_ID,
  persistAccounts: env.PERSIST_ACCOUNTS === '1',
  extraOrigins: env.EXTRA_ORIGINS.split(',').filter(Boolean),
  log: (line) => console.log(line),
});

const { seedReport } = portal;
console.log(
  `\nWarmteportaal draait op ${portal.url}\n` +
    `Demodata: ${seedReport.productsCreated} producten, ${seedReport.accountsCreated} accounts ` +
    `en ${seedReport.profilesCreated} profielen toegevoegd (bestaande gegevens blijven staan).\n\n` +
    'Demo-accounts:\n' +
    DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(34)} ${a.password}   ${a.description}`).join(
      '\n',
    ) +
    '\n\nStoppen: Ctrl+C\n',
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
