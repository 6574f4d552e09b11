import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { mailOutbox, type MailMessage } from '../../src-server/collections/mail-outbox';
import type { FileStore } from '../../src-server/files/port';
import { createStoredOutbox } from '../../src-server/notify/outbox';
import type { OutgoingMail } from '../../src-server/notify/port';
import type { MailTransport, WireMail } from '../../src-server/notify/transport';
import { deliverDue, type MailWorkerOptions } from '../../src-server/notify/worker';
import type { Storage } from '../../src-server/storage/port';

/**
 * A queued mail's attachments on any store: the record keeps a reference, the file port the
 * bytes, and the worker sends the bytes as they were given. Shared by the SQLite test and the
 * one on the official Firestore emulator (tests/firestore/mail-attachments.test.ts).
 */

/** Larger than a Firestore document may be (1 MiB), also before base64 makes it 4/3 of this. */
export const LARGE_ATTACHMENT_BYTES = 1024 * 1024 + 512 * 1024;

export const clock = { now: () => new Date('2026-11-27T09:00:00Z') };

/** A transport that keeps what it was handed; `fail` makes the next sends throw. */
export function recordingTransport(): MailTransport & { sent: WireMail[]; fail: boolean } {
  const transport = {
    sent: [] as WireMail[],
    fail: false,
    async send(mail: WireMail) {
      if (transport.fail) throw new Error('Verbinding geweigerd');
      transport.sent.push(mail);
    },
    close: () => undefined,
  };
  return transport;
}

export function workerOn(
  storage: Storage,
  files: FileStore,
  transport: MailTransport,
  maxAttempts?: number,
): MailWorkerOptions {
  return {
    storage,
    files,
    transport,
    clock,
    portalUrl: 'https://portaal.test',
    ...(maxAttempts ? { maxAttempts } : {}),
  };
}

const DOSSIER: MailMessage = {
  kind: 'isde-dossier',
  name: 'Fam. Bakker',
  installer: 'De Vries Installatietechniek',
  productName: 'Lucht-water warmtepomp 8 kW',
  serialNumber: 'AW8-26-000123',
  applyBy: '2027-11-27',
};

/** An ISDE dossier mail to a homeowner with `content` as its PDF. */
export function dossierMail(key: string, content: Uint8Array): OutgoingMail {
  return {
    to: 'bakker@example.nl',
    key,
    message: DOSSIER,
    attachments: [{ filename: 'ISDE-dossier.pdf', contentType: 'application/pdf', content }],
  };
}

/**
 * Queues a mail with an attachment past 1 MiB, checks the record holds only its reference,
 * sends it and checks the identical bytes went out and the stored file is gone afterwards.
 */
export async function sendLargeAttachment(storage: Storage, files: FileStore): Promise<void> {
  const bytes = randomBytes(LARGE_ATTACHMENT_BYTES);
  await createStoredOutbox({ storage, clock, files }).enqueue(dossierMail('groot-dossier', bytes));

  const queued = await mailOutbox.on(storage).get('groot-dossier');
  expect(queued?.attachments).toEqual([
    {
      key: expect.stringMatching(/^mail-attachments\//),
      filename: 'ISDE-dossier.pdf',
      contentType: 'application/pdf',
      size: LARGE_ATTACHMENT_BYTES,
    },
  ]);
  expect(JSON.stringify(queued).length).toBeLessThan(4096);
  const [reference] = queued?.attachments ?? [];
  const key = reference && 'key' in reference ? reference.key : '';
  expect(await files.exists(key)).toBe(true);

  const transport = recordingTransport();
  expect(await deliverDue(workerOn(storage, files, transport))).toBe(1);
  expect(transport.sent).toHaveLength(1);
  const [sent] = transport.sent[0]?.attachments ?? [];
  expect(sent?.filename).toBe('ISDE-dossier.pdf');
  expect(sent?.content.byteLength).toBe(LARGE_ATTACHMENT_BYTES);
  expect(sent?.content.equals(bytes)).toBe(true);
  expect((await mailOutbox.on(storage).get('groot-dossier'))?.status).toBe('verzonden');
  expect(await files.exists(key)).toBe(false);
}

/** A record queued before the file port held attachments (inline base64) still sends them. */
export async function sendInlineAttachment(storage: Storage, files: FileStore): Promise<void> {
  const bytes = randomBytes(2048);
  const now = clock.now().toISOString();
  await mailOutbox.on(storage).set('oud-dossier', {
    to: 'bakker@example.nl',
    subject: 'Uw ISDE-dossier',
    message: DOSSIER,
    attachments: [
      {
        filename: 'ISDE-dossier.pdf',
        contentType: 'application/pdf',
        content: bytes.toString('base64'),
      },
    ],
    status: 'wachtend',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  });
  const transport = recordingTransport();
  await deliverDue(workerOn(storage, files, transport));
  expect(transport.sent[0]?.attachments[0]?.content.equals(bytes)).toBe(true);
  expect((await mailOutbox.on(storage).get('oud-dossier'))?.status).toBe('verzonden');
}
