import { createContext, useContext } from 'react';
import type { UserProfile } from '@shared/schemas/profile';

export interface SessionUser {
  uid: string;
  email: string | null;
}

export interface AuthSession {
  user: SessionUser | null;
  profile: UserProfile | null;
  /** True until the login state (and, when logged in, the profile) has resolved. */
  loading: boolean;
  /** True while a signed-in user's profile is being fetched (e.g. just after signing in). */
  profileLoading?: boolean;
  login(email: string, password: string): Promise<void>;
  /** Gets the sign-in service ready before the user signs in (the login form). */
  prepareLogin?(): void;
  logout(): Promise<void>;
  /** Reads the profile again, after the user changed it (settings). */
  refreshProfile(): Promise<void>;
  /** A fresh ID token for API calls, or null when logged out. */
  getIdToken(): Promise<string | null>;
}

export const AuthContext = createContext<AuthSession | undefined>(undefined);

export function useAuth(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth must be used within an AuthProvider');
  return session;
}
