import type { AuthSession } from '@/lib/auth-context';

/** A session as the auth provider gives it: a visitor unless overridden. */
export const testSession = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  user: null,
  profile: null,
  loading: false,
  login: async () => undefined,
  logout: async () => undefined,
  getIdToken: async () => null,
  refreshProfile: async () => undefined,
  ...overrides,
});
