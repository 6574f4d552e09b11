import type { ReactNode } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { CartProvider } from '@/features/cart/cart-provider';

/** Composes the session with the cart: the cart belongs to whoever is signed in. */
export function SessionCart({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <CartProvider owner={user?.uid ?? null}>{children}</CartProvider>;
}
