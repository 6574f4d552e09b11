import type { User } from 'firebase/auth';
import { hasStoredSession } from '@/lib/stored-session';

/** What the session needs from an authentication service. */
export interface AuthClient {
  onChange(listener: (user: User | null) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Gets ready for a sign-in ahead of it (the login page). */
  preload?(): void;
}

interface Subscription {
  listener: (user: User | null) => void;
  /** Unsubscribes from the loaded client. */
  stop?: () => void;
  /** Told "signed out" before the client loaded. */
  told: boolean;
}

interface LazyClientOptions {
  /** Whether a signed-in user is stored, read without loading the client. */
  stored(): Promise<boolean>;
  load(): Promise<AuthClient>;
}

/**
 * An AuthClient that loads the real one only when it is needed: at once when a signed-in
 * user is stored (a reload keeps the session), else for a sign-in. Until then the visitor is
 * reported signed out, without the SDK. A sign-in in another tab is found when this one is
 * looked at again.
 */
export function lazyAuthClient({ stored, load }: LazyClientOptions): AuthClient {
  const subscriptions = new Set<Subscription>();
  let client: Promise<AuthClient> | undefined;
  let loaded: AuthClient | undefined;
  let checking = false;

  const look = () => {
    if (document.visibilityState === 'visible') check();
  };
  function watch(on: boolean): void {
    if (on) {
      window.addEventListener('focus', look);
      document.addEventListener('visibilitychange', look);
    } else {
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', look);
    }
  }

  function loadClient(): Promise<AuthClient> {
    client ??= load().then(
      (real) => {
        loaded = real;
        watch(false);
        for (const subscription of subscriptions) {
          subscription.stop = real.onChange(subscription.listener);
        }
        return real;
      },
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  }

  /** Tells the subscribers who have not heard yet that nobody is signed in. */
  function signedOut(): void {
    if (client) return;
    for (const subscription of subscriptions) {
      if (subscription.told) continue;
      subscription.told = true;
      subscription.listener(null);
    }
  }

  function check(): void {
    if (client || checking || subscriptions.size === 0) return;
    checking = true;
    stored()
      // Storage that cannot be read: the SDK itself decides.
      .catch(() => true)
      .then((found) => (found ? loadClient().then(() => undefined) : signedOut()))
      .catch((error: unknown) => {
        console.error('Inloggen laden mislukt:', error);
        signedOut();
      })
      .finally(() => {
        checking = false;
      });
  }

  return {
    onChange(listener) {
      const subscription: Subscription = { listener, told: false };
      subscriptions.add(subscription);
      if (loaded) subscription.stop = loaded.onChange(listener);
      else {
        if (subscriptions.size === 1) watch(true);
        check();
      }
      return () => {
        subscriptions.delete(subscription);
        subscription.stop?.();
        if (subscriptions.size === 0 && !loaded) watch(false);
      };
    },
    signIn: async (email, password) => (await loadClient()).signIn(email, password),
    // Nothing loaded and nothing loading: nobody is signed in.
    signOut: async () => {
      if (client) await (await client).signOut();
    },
    preload() {
      loadClient().catch(() => undefined);
    },
  };
}

/** Firebase Auth, loaded only for a stored session or a sign-in (lib/firebase.ts). */
export const firebaseAuthClient = lazyAuthClient({
  stored: hasStoredSession,
  load: () => import('./firebase-client').then((module) => module.firebaseClient),
});
