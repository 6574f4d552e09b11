import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { SignInState } from '@shared/schemas/health';
import { createFirebaseAccountService } from '../admin/accounts';
import { createApp } from '../app';
import { createStoredOutbox } from '../notify/outbox';
import { migrateCompanies } from '../company/migrate';
import { createFirebaseAuthVerifier } from '../auth/verifier';
import { systemClock, type Clock } from '../env';
import { handleError, handleNotFound } from '../errors';
import { createLocalFileStore } from '../files/local';
import { createSmtpTransport, type SmtpSettings } from '../notify/transport';
import { startMailWorker } from '../notify/worker';
import { startMaintenanceReminders } from '../clients/reminder-schedule';
import { createFirebaseAccountAdmin } from '../seed/accounts';
import { seedAccounts, seedProducts, type SeedReport } from '../seed/seed';
import { securityHeaders } from '../security-headers';
import { createSqliteStorage } from '../storage/sqlite';
import { authEmulatorDir, startAuthEmulator, type AuthEmulator } from './auth-emulator';
import { authProxy } from './auth-proxy';
import { loopbackHosts, requireLoopbackHost } from './host-guard';
import { createIssuedTokens, onlyIssuedTokens } from './issued-tokens';
import { listenOnLoopback } from './listen';
import { startMailCatcher } from './mail-catcher';

export interface LocalPortalOptions {
  port: number;
  authEmulatorPort: number;
  dataDir: string;
  /** The built web app; without it only the API is served. */
  webDir?: string;
  projectId: string;
  /** Keep emulator accounts across restarts (npm start); tests start from nothing. */
  persistAccounts: boolean;
  /** Origins besides the portal's own that may call the API. */
  extraOrigins?: string[];
  clock?: Clock;
  /** Headers and body must be in within this time (default 30 s); tests set less. */
  requestTimeoutMs?: number;
  log?: (line: string) => void;
  /** A real SMTP server (SMTP_* in the environment); without it the local catcher takes all mail. */
  smtp?: SmtpSettings;
  /** The outbox's first retry delay (tests make it short). */
  mailRetryDelayMs?: number;
  /**
   * The Auth emulator, already starting (`npm start` starts it before this module loads);
   * without it the portal starts its own. Either way the portal stops it.
   */
  authEmulator?: Promise<AuthEmulator>;
}

export interface LocalPortal {
  url: string;
  authEmulatorUrl: string;
  productsCreated: number;
  /** The local SMTP catcher, when no real SMTP server was given. */
  mailCatcher?: { host: string; port: number };
  /**
   * Settles when the Auth emulator runs and the demo accounts exist. Pages are served before
   * that; sign-in requests wait for it.
   */
  ready: Promise<SeedReport>;
  stop(): Promise<void>;
}

/**
 * The whole local portal on one origin: the Auth emulator (proxied, SDK endpoints only), the
 * API on SQLite, the files and the built web app. Seeds demo data on every start, adding only
 * what is missing. It answers before the Auth emulator has started, which takes most of the
 * start-up time.
 */
export async function startLocalPortal(options: LocalPortalOptions): Promise<LocalPortal> {
  if (options.webDir && !existsSync(join(options.webDir, 'index.html'))) {
    throw new Error(`De webbuild ontbreekt in ${options.webDir}. Draai eerst: npm run build:web`);
  }
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const clock = options.clock ?? systemClock;
  const url = `http://127.0.0.1:${options.port}`;
  const allowedOrigins = [url, `http://localhost:${options.port}`, ...(options.extraOrigins ?? [])];

  const emulatorStart =
    options.authEmulator ??
    startAuthEmulator({
      projectId: options.projectId,
      port: options.authEmulatorPort,
      workDir: authEmulatorDir(dataDir),
      persist: options.persistAccounts,
      log: options.log,
    });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${options.authEmulatorPort}`;
  const firebase = initializeApp({ projectId: options.projectId }, `portal-${options.port}`);

  const storage = createSqliteStorage({ filename: join(dataDir, 'warmteportaal.sqlite') });
  const files = createLocalFileStore(join(dataDir, 'files'));
  const catcher = options.smtp ? undefined : await startMailCatcher({ storage, clock });
  const transport = createSmtpTransport(
    options.smtp ?? {
      host: catcher?.host ?? '127.0.0.1',
      port: catcher?.port ?? 25,
      secure: false,
      plain: true,
      from: 'Warmteportaal <noreply@warmteportaal.test>',
    },
  );
  const mail = startMailWorker({
    storage,
    files,
    transport,
    clock,
    portalUrl: url,
    ...(options.mailRetryDelayMs === undefined ? {} : { retryDelayMs: options.mailRetryDelayMs }),
  });
  const productsCreated = await seedProducts({ storage, files, clock });
  const reminders = startMaintenanceReminders(storage, clock);
  const accounts = emulatorStart.then(async (emulator) => ({
    emulator,
    report: await seedAccounts({
      storage,
      files,
      accounts: createFirebaseAccountAdmin(firebase),
      clock,
    }).then(async (report) => ({ ...report, ...(await migrateCompanies(storage, clock)) })),
  }));
  // Told through `ready` and `/api/health`; this keeps an early failure from ending the process.
  let signIn: SignInState = 'starting';
  accounts.then(
    () => (signIn = 'ready'),
    () => (signIn = 'unavailable'),
  );

  // The emulator signs nothing: the API takes only tokens the proxy below handed out. They are
  // kept with the accounts, so a restart keeps everyone signed in unless accounts start afresh.
  const issued = createIssuedTokens({
    clock,
    file: options.persistAccounts ? join(dataDir, 'issued-tokens') : undefined,
  });
  const app = createApp({
    storage,
    catalogue: storage.catalogue,
    advice: storage.catalogue,
    files,
    auth: onlyIssuedTokens(createFirebaseAuthVerifier(firebase), issued),
    accounts: createFirebaseAccountService(firebase),
    clock,
    outbox: createStoredOutbox({ storage, clock, files }),
    allowedOrigins,
    portalUrl: url,
    mail,
    signIn: () => signIn,
  });
  app.use('*', securityHeaders({ api: false }));
  app.route(
    '/',
    authProxy({ target: accounts.then((a) => a.emulator.url), allowedOrigins, issued }),
  );

  if (options.webDir) {
    const root = resolve(options.webDir);
    app.use('*', compress());
    app.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use(
      '*',
      serveStatic({ root, onFound: (_path, c) => c.header('cache-control', 'no-cache') }),
    );
    // Every other page is a route of the single-page app.
    const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
    app.get('*', (c) => {
      if (c.req.path.startsWith('/api/')) return handleNotFound(c);
      c.header('cache-control', 'no-cache');
      // A homeowner's offerte (no account, an unguessable link) is never indexed or leaked.
      if (c.req.path.startsWith('/offerte/')) {
        c.header('x-robots-tag', 'noindex, nofollow');
        c.header('referrer-policy', 'no-referrer');
      }
      return c.html(indexHtml);
    });
  }

  // Loopback only, and only under its own name: a page that rebinds its name to 127.0.0.1 is
  // refused before anything else runs.
  const portal = new Hono()
    .use(requireLoopbackHost(loopbackHosts(options.port, options.extraOrigins)))
    .route('/', app);
  portal.onError(handleError);
  portal.notFound(handleNotFound);
  const server: ServerType = await listenOnLoopback(portal.fetch, {
    port: options.port,
    requestTimeoutMs: options.requestTimeoutMs,
  });

  return {
    url,
    authEmulatorUrl: `http://127.0.0.1:${options.authEmulatorPort}`,
    productsCreated,
    ...(catcher ? { mailCatcher: { host: catcher.host, port: catcher.port } } : {}),
    ready: accounts.then(({ report }) => ({ productsCreated, ...report })),
    async stop() {
      await new Promise<void>((done) => server.close(() => done()));
      // Demo accounts still being made use the storage and the Firebase app closed below.
      await accounts.catch(() => undefined);
      await reminders.stop();
      await mail.stop();
      transport.close();
      await catcher?.stop();
      await storage.close();
      await deleteApp(firebase);
      const started = await emulatorStart.catch(() => undefined);
      await started?.stop();
    },
  };
}
