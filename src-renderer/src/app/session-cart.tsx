import { useEffect, type ReactNode } from 'react';
import { preloadToasts } from '@/components/toasts';
import { useAuth } from '@/lib/auth-context';
import { CartProvider } from '@/features/cart/cart-provider';

/** Composes the session with the cart: the cart belongs to whoever is signed in. */
export function SessionCart({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // A visitor's first page goes without the toast code; a signed-in user's cart may need it
  // offline (undo after removing a line), so it loads in the background.
  useEffect(() => {
    if (user) preloadToasts();
  }, [user]);
  return <CartProvider owner={user?.uid ?? null}>{children}</CartProvider>;
}
