import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  addItem,
  cartCount,
  cartTotal,
  removeItem,
  updateQuantity,
  type CartItem,
} from '@shared/cart/cart';
import type { Product } from '@shared/schemas/product';
import { getCartStorage, type CartStorage } from '@/lib/platform';
import { CartContext, type CartState } from './cart-context';

/**
 * The cart: loaded from storage at start, saved after every change. Storage is localStorage
 * on the web and electron-store in the desktop app; a corrupt stored cart starts empty.
 */
export function CartProvider({
  children,
  storage,
}: {
  children: ReactNode;
  storage?: CartStorage;
}) {
  const store = useMemo(() => storage ?? getCartStorage(), [storage]);
  const [items, setItems] = useState<CartItem[]>([]);
  const loaded = useRef(false);
  const changed = useRef(false);

  useEffect(() => {
    let active = true;
    // The schema that checks a stored cart loads only when there is one: an empty cart keeps
    // zod off the page.
    store
      .load()
      .then(async (raw) => {
        if (raw === null || raw === undefined || (Array.isArray(raw) && raw.length === 0))
          return [];
        const { parseStoredCart } = await import('@shared/cart/cart-schema');
        return parseStoredCart(raw);
      })
      .then(
        (stored) => {
          // A change made before the stored cart arrived wins over the stored cart.
          if (active && !changed.current) setItems(stored);
          loaded.current = true;
        },
        (error: unknown) => {
          console.error('Winkelwagen laden mislukt:', error);
          loaded.current = true;
        },
      );
    return () => {
      active = false;
    };
  }, [store]);

  useEffect(() => {
    if (!loaded.current && !changed.current) return;
    store
      .save(items)
      .catch((error: unknown) => console.error('Winkelwagen opslaan mislukt:', error));
  }, [items, store]);

  const change = useCallback((next: (items: CartItem[]) => CartItem[]) => {
    changed.current = true;
    setItems(next);
  }, []);

  const value = useMemo<CartState>(
    () => ({
      items,
      addToCart: (product: Product, quantity = 1) =>
        change((current) => addItem(current, product, quantity)),
      updateQuantity: (productId: string, quantity: number) =>
        change((current) => updateQuantity(current, productId, quantity)),
      removeFromCart: (productId: string) => change((current) => removeItem(current, productId)),
      clearCart: () => change(() => []),
      cartTotal: cartTotal(items),
      cartCount: cartCount(items),
    }),
    [items, change],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
