import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase';

/** What the session needs from an authentication service. */
export interface AuthClient {
  onChange(listener: (user: User | null) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

export const firebaseAuthClient: AuthClient = {
  onChange: (listener) => onAuthStateChanged(getFirebaseAuth(), listener),
  signIn: async (email, password) => {
    await signInWithEmailAndPassword(getFirebaseAuth(), email, password);
  },
  signOut: () => signOut(getFirebaseAuth()),
};
