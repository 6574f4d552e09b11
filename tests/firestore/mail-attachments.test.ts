import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, it } from 'vitest';
import { createLocalFileStore } from '../../src-server/files/local';
import { sendInlineAttachment, sendLargeAttachment } from '../support/mail-attachments';
import { describeOnOfficialFirestore } from '../support/official-firestore';

/**
 * A mail's attachment past 1 MiB (more than a Firestore document may hold) is queued on
 * Firestore as a reference and sent whole from the file port.
 */
const dir = mkdtempSync(join(tmpdir(), 'wp-fs-mail-attachments-'));
const files = createLocalFileStore(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeOnOfficialFirestore(
  'mail-attachments',
  'mail attachments on Firestore (official emulator)',
  (storage) => {
    it('keeps a reference in the outbox document and sends the identical bytes', async () => {
      await sendLargeAttachment(storage(), files);
    });

    it('still sends a document queued with its attachment inline', async () => {
      await sendInlineAttachment(storage(), files);
    });
  },
);
