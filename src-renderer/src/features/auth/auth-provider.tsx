import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setTokenProvider } from '@/lib/api-client';
import { meKey } from '@/lib/query-keys';
import type { UserProfile } from '@shared/schemas/profile';
import { firebaseAuthClient, type AuthClient } from './auth-client';
import { AuthContext, type AuthSession, type SessionUser } from './auth-context';

interface AuthProviderProps {
  children: ReactNode;
  client?: AuthClient;
  fetchProfile?: (token: string) => Promise<UserProfile>;
}

/** The profile request and its schema load on demand, keeping zod off the first page. */
function loadAndFetchProfile(token: string): Promise<UserProfile> {
  return import('./api/get-profile').then(({ getProfile }) => getProfile(token));
}

/**
 * Holds the session: the user, their profile and a loading flag. Renders nothing until the
 * login state (and a signed-in user's profile) has first resolved, as the specification asks. The profile is a query under `me`, so
 * whatever changes the user (an order with points, a settings save) refreshes it by
 * invalidating `me`. When the user changes, every cached answer of the previous one is dropped.
 */
export function AuthProvider({
  children,
  client = firebaseAuthClient,
  fetchProfile = loadAndFetchProfile,
}: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [resolved, setResolved] = useState(false);
  const firebaseUser = useRef<User | null>(null);

  useEffect(
    () =>
      client.onChange((next) => {
        if (firebaseUser.current?.uid !== next?.uid) queryClient.removeQueries();
        firebaseUser.current = next;
        setUser(next ? { uid: next.uid, email: next.email } : null);
        setResolved(true);
      }),
    [client, queryClient],
  );

  const profileQuery = useQuery({
    queryKey: [...meKey, 'profile', user?.uid ?? ''],
    queryFn: async () => {
      try {
        const token = await firebaseUser.current?.getIdToken();
        if (!token) throw new Error('Niet ingelogd');
        return await fetchProfile(token);
      } catch (error) {
        console.error('Profiel ophalen mislukt:', error);
        throw error;
      }
    },
    enabled: user !== null,
    // Asked even offline: the page must not wait for the network to render at all.
    networkMode: 'always',
    retry: false,
  });

  const login = useCallback(
    (email: string, password: string) => client.signIn(email, password),
    [client],
  );
  const logout = useCallback(() => client.signOut(), [client]);
  const getIdToken = useCallback(async () => firebaseUser.current?.getIdToken() ?? null, []);
  const refreshProfile = useCallback(
    () => queryClient.invalidateQueries({ queryKey: meKey }),
    [queryClient],
  );
  useEffect(() => setTokenProvider(getIdToken), [getIdToken]);

  const profile = user ? (profileQuery.data ?? null) : null;
  // Loading only until the first answer: a later sign-in keeps the app on screen.
  const [ready, setReady] = useState(false);
  if (!ready && resolved && (user === null || !profileQuery.isPending)) setReady(true);
  const loading = !ready;
  const profileLoading = user !== null && profileQuery.isPending;
  const session = useMemo<AuthSession>(
    () => ({ user, profile, loading, profileLoading, login, logout, getIdToken, refreshProfile }),
    [user, profile, loading, profileLoading, login, logout, getIdToken, refreshProfile],
  );

  return <AuthContext.Provider value={session}>{loading ? null : children}</AuthContext.Provider>;
}
