import { onAuthStateChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase';
import type { AuthClient } from './auth-client';

/** The session on the Firebase Auth SDK; loaded only when needed (auth-client.ts). */
export const firebaseClient: AuthClient = {
  onChange: (listener) => onAuthStateChanged(getFirebaseAuth(), listener),
  signIn: async (email, password) => {
    await signInWithEmailAndPassword(getFirebaseAuth(), email, password);
  },
  signOut: () => signOut(getFirebaseAuth()),
};
