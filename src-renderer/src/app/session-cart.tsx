import { useEffect, type ReactNode } from 'react';
import { preloadToasts } from '@/components/toasts';
import { useAuth } from '@/lib/auth-context';
import { CartProvider } from '@/features/cart/cart-provider';
import { lazyServerCart } from '@/features/cart/server-cart';
import type { StampedJob } from '@shared/cart/cart-sync';

/** A job set on the cart (on any device) starts the checkout's draft; loaded when it comes. */
function handOverJob(owner: string, job: StampedJob): void {
  void import('@/features/orders/checkout-draft').then(({ applyCartJob }) =>
    applyCartJob(owner, job),
  );
}

/**
 * Composes the session with the cart: the cart belongs to whoever is signed in, and follows
 * them to every device through the server.
 */
export function SessionCart({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // A visitor's first page goes without the toast code; a signed-in user's cart may need it
  // offline (undo after removing a line), so it loads in the background.
  useEffect(() => {
    if (user) preloadToasts();
  }, [user]);
  return (
    <CartProvider owner={user?.uid ?? null} remote={lazyServerCart} onJob={handOverJob}>
      {children}
    </CartProvider>
  );
}
