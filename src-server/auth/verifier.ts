import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface AuthenticatedUser {
  uid: string;
  email: string;
}

/** Checks a Firebase ID token; rejects when it is not valid. */
export interface AuthVerifier {
  verifyIdToken(token: string): Promise<AuthenticatedUser>;
}

/** Uses firebase-admin; with FIREBASE_AUTH_EMULATOR_HOST set it trusts the emulator's tokens. */
export function createFirebaseAuthVerifier(app: App): AuthVerifier {
  const auth = getAuth(app);
  return {
    async verifyIdToken(token) {
      const decoded = await auth.verifyIdToken(token);
      return { uid: decoded.uid, email: decoded.email ?? '' };
    },
  };
}
