import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CartContext, type CartState } from '@/features/cart/cart-context';
import { AuthContext, type AuthSession } from '@/lib/auth-context';
import type { UserProfile } from '@shared/schemas/profile';
import { withQueries } from './api-stub';

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

/** The session of `uid`, an installer without firm, discount or points unless `profile` says. */
export const signedIn = (uid: string, email: string, profile: Partial<UserProfile> = {}) =>
  testSession({
    user: { uid, email },
    profile: {
      id: uid,
      email,
      role: 'installer',
      discount: 0,
      rewardPoints: 0,
      address: '',
      createdAt: new Date('2026-01-05T10:00:00Z'),
      ...profile,
    },
  });

/** `page` as `session` sees it, in a router with a fresh query client, and `cart` if given. */
export function renderIn(session: AuthSession, page: ReactNode, cart?: CartState) {
  const routed = <MemoryRouter>{page}</MemoryRouter>;
  render(
    withQueries(
      <AuthContext.Provider value={session}>
        {cart ? <CartContext.Provider value={cart}>{routed}</CartContext.Provider> : routed}
      </AuthContext.Provider>,
    ),
  );
}
