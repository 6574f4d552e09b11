import { OFFLINE_DATA_CACHE } from '@shared/config/offline';
import type { User } from 'firebase/auth';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setTokenProvider } from '@/lib/api-base';
import { loadedQueryClient, loadQueries } from '@/lib/lazy-queries';
import { meKey } from '@/lib/query-keys';
import type { UserProfile } from '@shared/schemas/profile';
import { firebaseAuthClient, type AuthClient } from './auth-client';
import { AuthContext, type AuthSession, type SessionUser } from '@/lib/auth-context';

interface AuthProviderProps {
  children: ReactNode;
  client?: AuthClient;
  fetchProfile?: (token: string) => Promise<UserProfile>;
}

interface ProfileState {
  uid: string;
  data: UserProfile | undefined;
  pending: boolean;
}

/** The profile request and its schema load on demand, keeping zod off the first page. */
function loadAndFetchProfile(token: string): Promise<UserProfile> {
  return import('./api/get-profile').then(({ getProfile }) => getProfile(token));
}

/**
 * Holds the session: the user, their profile and a loading flag. Renders nothing until the
 * login state (and a signed-in user's profile) has first resolved (docs/domain-rules.md,
 * "Profile defaults"). The profile is a query under `me`, so
 * whatever changes the user (an order with points, a settings save) refreshes it by
 * invalidating `me`. When the user changes, every cached answer of the previous one is dropped.
 */
export function AuthProvider({
  children,
  client = firebaseAuthClient,
  fetchProfile = loadAndFetchProfile,
}: AuthProviderProps) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [resolved, setResolved] = useState(false);
  const firebaseUser = useRef<User | null>(null);
  const fetchProfileRef = useRef(fetchProfile);
  useEffect(() => {
    fetchProfileRef.current = fetchProfile;
  }, [fetchProfile]);

  useEffect(
    () =>
      client.onChange((next) => {
        if (firebaseUser.current?.uid !== next?.uid) loadedQueryClient()?.removeQueries();
        firebaseUser.current = next;
        setUser(next ? { uid: next.uid, email: next.email } : null);
        setResolved(true);
      }),
    [client],
  );

  // The profile query, watched once TanStack Query has loaded: a visitor who is not signed in
  // never loads it.
  const uid = user?.uid ?? null;
  const [profileState, setProfileState] = useState<ProfileState | null>(null);
  useEffect(() => {
    if (!uid) return;
    let active = true;
    let stop: (() => void) | undefined;
    const report = (state: Omit<ProfileState, 'uid'>) => {
      if (active) setProfileState({ uid, ...state });
    };
    loadQueries().then(
      ({ observeQuery }) => {
        if (!active) return;
        stop = observeQuery<UserProfile>(
          {
            queryKey: [...meKey, 'profile', uid],
            queryFn: async () => {
              try {
                const token = await firebaseUser.current?.getIdToken();
                if (!token) throw new Error('Niet ingelogd');
                try {
                  return await fetchProfileRef.current(token);
                } catch (error) {
                  // A token from before an update of the local portal: renewed once.
                  if (!(error instanceof Object && 'status' in error && error.status === 401)) {
                    throw error;
                  }
                  const fresh = await firebaseUser.current?.getIdToken(true);
                  if (!fresh) throw error;
                  return await fetchProfileRef.current(fresh);
                }
              } catch (error) {
                console.error('Profiel ophalen mislukt:', error);
                throw error;
              }
            },
            // Asked even offline: the page must not wait for the network to render at all.
            networkMode: 'always',
            retry: false,
          },
          (result) => report({ data: result.data, pending: result.isPending }),
        );
      },
      (error: unknown) => {
        console.error('Profiel ophalen mislukt:', error);
        report({ data: undefined, pending: false });
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [uid]);
  const profileQuery =
    uid && profileState?.uid === uid ? profileState : { data: undefined, pending: uid !== null };

  // What the session can do: the same functions for as long as the sign-in client is the same.
  const actions = useMemo(
    () => ({
      login: (email: string, password: string) => client.signIn(email, password),
      prepareLogin: () => client.preload?.(),
      logout: async () => {
        await client.signOut();
        // The offline copy of this user's clients and orders must not outlive the session.
        if ('caches' in window) await window.caches.delete(OFFLINE_DATA_CACHE);
      },
      getIdToken: async (forceRefresh?: boolean) =>
        firebaseUser.current?.getIdToken(forceRefresh) ?? null,
      refreshProfile: () =>
        loadQueries().then((queries) => queries.queryClient.invalidateQueries({ queryKey: meKey })),
    }),
    [client],
  );
  useEffect(() => setTokenProvider(actions.getIdToken), [actions]);

  const profile = user ? (profileQuery.data ?? null) : null;
  // Loading only until the first answer: a later sign-in keeps the app on screen.
  const [ready, setReady] = useState(false);
  if (!ready && resolved && (user === null || !profileQuery.pending)) setReady(true);
  const loading = !ready;
  const profileLoading = user !== null && profileQuery.pending;
  const session = useMemo<AuthSession>(
    () => ({ user, profile, loading, profileLoading, ...actions }),
    [user, profile, loading, profileLoading, actions],
  );

  return <AuthContext.Provider value={session}>{loading ? null : children}</AuthContext.Provider>;
}
