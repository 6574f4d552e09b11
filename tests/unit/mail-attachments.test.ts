import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src-server/collections/mail-outbox';
import { createLocalFileStore } from '../../src-server/files/local';
import type { FileStore } from '../../src-server/files/port';
import { retryMail } from '../../src-server/notify/admin';
import { createStoredOutbox, enqueueMail } from '../../src-server/notify/outbox';
import { deliverDue } from '../../src-server/notify/worker';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';
import {
  clock,
  dossierMail,
  recordingTransport,
  sendInlineAttachment,
  sendLargeAttachment,
  workerOn,
} from '../support/mail-attachments';
import { memoryApp } from './memory-app';

let dir: string;
let files: FileStore;
let storage: Storage;

/** The attachment files that lie in the file port now. */
const storedFiles = () => {
  try {
    return readdirSync(join(dir, 'mail-attachments'));
  } catch {
    return [];
  }
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wp-mail-attachments-'));
  files = createLocalFileStore(dir);
  storage = createSqliteStorage({ filename: ':memory:' });
});

afterEach(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7 ${text}`);

describe('mail attachments in the file port (SQLite)', () => {
  it('keeps a reference in the outbox record and sends the identical bytes past 1 MiB', async () => {
    await sendLargeAttachment(storage, files);
    expect(storedFiles()).toEqual([]);
  });

  it('still sends a record queued with its attachment inline', async () => {
    await sendInlineAttachment(storage, files);
  });

  it('keeps the file through a failed attempt and deletes it once the mail is given up', async () => {
    const outbox = createStoredOutbox({ storage, clock, files });
    await outbox.enqueue(dossierMail('weigert', pdf('dossier')));
    const transport = recordingTransport();
    transport.fail = true;
    const worker = workerOn(storage, files, transport, 2);

    await deliverDue(worker);
    expect((await mailOutbox.on(storage).get('weigert'))?.status).toBe('mislukt');
    expect(storedFiles()).toHaveLength(1);

    await retryMail(storage, clock, 'weigert');
    await deliverDue(worker);
    const givenUp = await mailOutbox.on(storage).get('weigert');
    expect(givenUp?.nextAttemptAt).toBeUndefined();
    expect(storedFiles()).toEqual([]);

    // A retry from the back-office after that says which attachment is gone, and sends nothing.
    transport.fail = false;
    await retryMail(storage, clock, 'weigert');
    await deliverDue(worker);
    expect(transport.sent).toEqual([]);
    expect((await mailOutbox.on(storage).get('weigert'))?.lastError).toBe(
      'De bijlage „ISDE-dossier.pdf” is niet meer beschikbaar.',
    );
  });

  it('keeps one file when the same key is queued twice, the first message’s', async () => {
    const outbox = createStoredOutbox({ storage, clock, files });
    await outbox.enqueue(dossierMail('eens', pdf('eerste')));
    await outbox.enqueue(dossierMail('eens', pdf('tweede')));
    expect(storedFiles()).toHaveLength(1);
    const transport = recordingTransport();
    await deliverDue(workerOn(storage, files, transport));
    expect(transport.sent[0]?.attachments[0]?.content.toString()).toBe('%PDF-1.7 eerste');
  });

  it('a waiting mail replaced before it went out sends the new attachment, and keeps no old file', async () => {
    const outbox = createStoredOutbox({ storage, clock, files });
    await outbox.enqueue(dossierMail('vervangen', pdf('oud')));
    expect(await outbox.replaceWaiting('vervangen', dossierMail('vervangen', pdf('nieuw')))).toBe(
      true,
    );
    expect(storedFiles()).toHaveLength(1);
    const transport = recordingTransport();
    await deliverDue(workerOn(storage, files, transport));
    expect(transport.sent[0]?.attachments[0]?.content.toString()).toBe('%PDF-1.7 nieuw');

    // Sent already: the replacement is refused and leaves no file behind.
    expect(await outbox.replaceWaiting('vervangen', dossierMail('vervangen', pdf('later')))).toBe(
      false,
    );
    expect(storedFiles()).toEqual([]);
  });

  it('createApp gives its use cases an outbox on the app’s file port, which never serves them', async () => {
    const { app, storage: appStorage } = memoryApp({ files });
    await enqueueMail({ storage: appStorage, clock }, dossierMail('via-app', pdf('app')));
    const [reference] = (await mailOutbox.on(appStorage).get('via-app'))?.attachments ?? [];
    const key = reference && 'key' in reference ? reference.key : '';
    expect(await files.exists(key)).toBe(true);
    // A homeowner's invoice or dossier: not a public file.
    expect((await app.request(`/api/files/${key}`)).status).toBe(404);
    await appStorage.close();
  });

  it('a mail with attachments but no file port is logged, not queued half', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await enqueueMail({ storage, clock }, dossierMail('zonder-opslag', pdf('x')));
    expect(await mailOutbox.on(storage).get('zonder-opslag')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Een e-mail kon niet in de wachtrij:', expect.any(Error));
    logged.mockRestore();
  });
});
