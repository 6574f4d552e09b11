// The API on Firestore as production runs it (src-server/cloud/function.ts), on a loopback
// socket in a process of its own, so the bench can read its memory (/proc) and time its first
// answers: `FIRESTORE_EMULATOR_HOST=… tsx bench/firestore-server.ts <project> <port>`.
// No Auth emulator: a token is the user id, as in the unit tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createApp } from '../src-server/app';
import { createLocalFileStore } from '../src-server/files/local';
import { listenOnLoopback } from '../src-server/local/listen';
import { createFirestoreStorage } from '../src-server/storage/firestore';
import { createFirestoreCatalogue } from '../src-server/storage/firestore-catalogue';

const [projectId = 'demo-warmteportaal-bench', port = '0'] = process.argv.slice(2);
const db = getFirestore(initializeApp({ projectId }));
const catalogue = createFirestoreCatalogue(db);
const app = createApp({
  storage: createFirestoreStorage(db),
  catalogue,
  advice: catalogue,
  files: createLocalFileStore(join(mkdtempSync(join(tmpdir(), 'wp-bench-fs-')), 'files')),
  auth: { verifyIdToken: async (token) => ({ uid: token, email: `${token}@x.nl` }) },
  clock: { now: () => new Date() },
  allowedOrigins: [],
});
await listenOnLoopback(app.fetch, { port: Number(port) });
console.log('ready');
