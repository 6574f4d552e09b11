import type { User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setTokenProvider } from '@/lib/api-client';
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
 * login state has resolved, as the specification asks.
 */
export function AuthProvider({
  children,
  client = firebaseAuthClient,
  fetchProfile = loadAndFetchProfile,
}: AuthProviderProps) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [loading, setLoading] = useState(true);
  const firebaseUser = useRef<User | null>(null);

  useEffect(() => {
    let current = 0;
    return client.onChange((next) => {
      const run = ++current;
      firebaseUser.current = next;
      if (!next) {
        setUser(null);
        setProfile(null);
        setLoading(false);
        return;
      }
      setUser({ uid: next.uid, email: next.email });
      void next
        .getIdToken()
        .then((token) => fetchProfile(token))
        .then(
          (fetched) => {
            if (run === current) setProfile(fetched);
          },
          (error: unknown) => {
            console.error('Profiel ophalen mislukt:', error);
            if (run === current) setProfile(null);
          },
        )
        .finally(() => {
          if (run === current) setLoading(false);
        });
    });
  }, [client, fetchProfile]);

  const login = useCallback(
    (email: string, password: string) => client.signIn(email, password),
    [client],
  );
  const logout = useCallback(async () => {
    await client.signOut();
    setProfile(null);
  }, [client]);
  const getIdToken = useCallback(async () => firebaseUser.current?.getIdToken() ?? null, []);
  const refreshProfile = useCallback(async () => {
    const token = await firebaseUser.current?.getIdToken();
    if (token) setProfile(await fetchProfile(token));
  }, [fetchProfile]);
  useEffect(() => setTokenProvider(getIdToken), [getIdToken]);

  const session = useMemo<AuthSession>(
    () => ({ user, profile, loading, login, logout, getIdToken, refreshProfile }),
    [user, profile, loading, login, logout, getIdToken, refreshProfile],
  );

  return <AuthContext.Provider value={session}>{loading ? null : children}</AuthContext.Provider>;
}
