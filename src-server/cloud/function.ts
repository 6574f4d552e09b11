import { getRequestListener } from '@hono/node-server';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createFirebaseAccountService } from '../admin/accounts';
import { createApp } from '../app';
import { createStoredOutbox } from '../notify/outbox';
import { migrateCompanies } from '../company/migrate';
import { createFirebaseAuthVerifier } from '../auth/verifier';
import { mailOutbox } from '../collections/mail-outbox';
import { systemClock } from '../env';
import { sendMaintenanceReminders } from '../clients/homeowner-mail';
import { createCloudStorageFileStore } from '../files/cloud-storage';
import { createSmtpTransport, smtpSettingsFromEnv } from '../notify/transport';
import { deliverDue, deliverMail, type MailWorkerOptions } from '../notify/worker';
import { createFirestoreStorage } from '../storage/firestore';
import { createFirestoreCatalogue } from '../storage/firestore-catalogue';

/**
 * Production entry: Firebase Hosting rewrites /api/** to this one Cloud Function (2nd gen),
 * which runs the same Hono app as the local portal, on Firestore and Cloud Storage.
 */
const firebase = initializeApp();
const storage = createFirestoreStorage(getFirestore(firebase));
// The catalogue from its index collection: no instance loads every product.
const catalogue = createFirestoreCatalogue(getFirestore(firebase));
// Every instance runs the start-up migrations before its first request; they are safe to run
// twice and at once. One that fails is tried again by the next request.
let migration: Promise<unknown> | null = null;
function migrated(): Promise<unknown> {
  migration ??= migrateCompanies(storage, systemClock).catch((error: unknown) => {
    migration = null;
    throw error;
  });
  return migration;
}

/** The portal as users reach it: for the links in mails and the set-password links. */
const PORTAL_URL = process.env.PORTAL_URL ?? 'https://warmteportaal.web.app';

/** Cloud Storage: product files, uploads, and the attachments of queued mail. */
const files = createCloudStorageFileStore(getStorage(firebase).bucket());

const app = createApp({
  storage,
  catalogue,
  advice: catalogue,
  files,
  auth: createFirebaseAuthVerifier(firebase),
  accounts: createFirebaseAccountService(firebase),
  clock: systemClock,
  outbox: createStoredOutbox({ storage, clock: systemClock, files }),
  portalUrl: PORTAL_URL,
  allowedOrigins: (process.env.ALLOWED_ORIGINS ?? 'app://warmteportaal').split(','),
  // The trusted-proxy rule of client-address.ts; TRUSTED_PROXIES (CIDRs, comma separated)
  // and FORWARDED_HOPS override it when the logs of a deployment show other front ends.
  behindProxy: {
    hops: Number(process.env.FORWARDED_HOPS ?? 2),
    ...(process.env.TRUSTED_PROXIES
      ? { trustedProxies: process.env.TRUSTED_PROXIES.split(',') }
      : {}),
  },
});

export const api = onRequest(
  { region: 'europe-west4', memory: '512MiB', concurrency: 80 },
  getRequestListener(async (request) => {
    await migrated();
    return app.fetch(request);
  }),
);

/**
 * The outbox's worker in production: a message is sent when its document is created, and a
 * schedule retries what failed. Both take a message only when it is due (see worker.ts), so
 * they never send it twice. SMTP_* settings: see docs/production.md; without them mail waits.
 */
let worker: MailWorkerOptions | undefined;
function mailWorker(): MailWorkerOptions | undefined {
  const smtp = smtpSettingsFromEnv(process.env);
  if (!smtp) {
    console.warn('SMTP_HOST is niet ingesteld: e-mail blijft in de wachtrij.');
    return undefined;
  }
  worker ??= {
    storage,
    files,
    transport: createSmtpTransport(smtp),
    clock: systemClock,
    portalUrl: PORTAL_URL,
  };
  return worker;
}

export const mailCreated = onDocumentCreated(
  { document: `${mailOutbox.name}/{id}`, region: 'europe-west4' },
  async (event) => {
    const options = mailWorker();
    if (options) await deliverMail(options, event.params.id);
  },
);

export const mailRetries = onSchedule(
  { schedule: 'every 5 minutes', region: 'europe-west4' },
  async () => {
    const options = mailWorker();
    if (!options) return;
    // A large backlog goes in rounds; ten of them per run keeps one run short.
    for (let round = 0; round < 10 && (await deliverDue(options, 50)) === 50; round += 1);
  },
);

/**
 * Maintenance reminders to homeowners who consented, each morning: idempotent per installation
 * and due date (src-server/clients/homeowner-mail.ts), so a retried run mails nobody twice.
 */
export const maintenanceReminders = onSchedule(
  { schedule: 'every day 07:00', timeZone: 'Europe/Amsterdam', region: 'europe-west4' },
  async () => {
    await migrated();
    await sendMaintenanceReminders(storage, systemClock);
  },
);
