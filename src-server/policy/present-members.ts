import { users } from '../collections/users';
import { removedMember } from './access';
import type { Storage } from '../storage/port';
import type { AuthVerifier } from '../auth/verifier';

/**
 * Removed means out, at once: a colleague the company removed keeps a valid ID token for up
 * to an hour (firebase-admin checks only its signature and expiry), so every verified token
 * is checked against its profile here, on every route that reads a sign-in, in the local and
 * the production shape alike. The refusal is the Dutch 403 `niet_meer_in_bedrijf`.
 */
export function onlyPresentMembers(inner: AuthVerifier, storage: Storage): AuthVerifier {
  return {
    async verifyIdToken(token) {
      const user = await inner.verifyIdToken(token);
      const profile = await users.on(storage).get(user.uid);
      if (profile?.removedFromCompanyAt) throw removedMember();
      return user;
    },
  };
}
