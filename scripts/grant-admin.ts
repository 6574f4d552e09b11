// npm run admin:grant -- <e-mailadres>: makes an existing Firebase Authentication account the
// portal's administrator (users/{uid}.role = 'admin'), for the first admin of a new project.
// Production: GOOGLE_CLOUD_PROJECT=<project> with `gcloud auth application-default login`.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { isoMoment } from '../src-shared/domain/dates';
import { users } from '../src-server/collections/users';
import { createFirestoreStorage } from '../src-server/storage/firestore';
import type { Storage } from '../src-server/storage/port';

/** Gives the account with this e-mail address the admin role; creates its profile if missing. */
export async function grantAdmin(
  deps: { storage: Storage; findUid: (email: string) => Promise<string>; now: Date },
  email: string,
): Promise<string> {
  const uid = await deps.findUid(email);
  const profiles = users.on(deps.storage);
  if (await profiles.get(uid)) await profiles.update(uid, { role: 'admin' });
  else await profiles.set(uid, { email, role: 'admin', createdAt: isoMoment(deps.now) });
  return uid;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const email = process.argv[2];
  const projectId = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (!email || !projectId) {
    console.error(
      'Gebruik: GOOGLE_CLOUD_PROJECT=<project-id> npm run admin:grant -- <e-mailadres>\n' +
        'Het account moet al bestaan in Firebase Authentication.',
    );
    process.exit(1);
  }
  const app = initializeApp({ projectId });
  const uid = await grantAdmin(
    {
      storage: createFirestoreStorage(getFirestore(app)),
      findUid: async (address) => (await getAuth(app).getUserByEmail(address)).uid,
      now: new Date(),
    },
    email,
  );
  console.log(`${email} (${uid}) is nu beheerder van ${projectId}.`);
  await deleteApp(app);
}
