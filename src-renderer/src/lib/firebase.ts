import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from '@/config/env';

let auth: Auth | undefined;

/**
 * Firebase Auth with only the persistence the portal needs: initializeAuth leaves out the
 * popup and redirect resolvers that getAuth would bundle.
 */
export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const app = initializeApp(env.firebase);
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (env.authEmulatorUrl) {
    connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
