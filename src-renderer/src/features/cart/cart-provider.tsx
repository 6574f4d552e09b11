import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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

interface OwnedCart {
  owner: string | null;
  items: CartItem[];
  /** The owner's stored cart has been read. */
  loaded: boolean;
  /** Changed before the stored cart arrived: that change wins over the stored cart. */
  changed: boolean;
}

const emptyCart = (owner: string | null): OwnedCart => ({
  owner,
  items: [],
  loaded: false,
  changed: false,
});

/**
 * The signed-in user's cart: each user (`owner`, the uid) has their own, loaded from storage
 * when they sign in and saved after every change. Logged out there is no cart, so the next
 * user on a shared PC never sees the previous user's cart. Storage is localStorage on the web
 * and electron-store in the desktop app; a corrupt stored cart starts empty.
 */
export function CartProvider({
  children,
  owner,
  storage,
}: {
  children: ReactNode;
  owner: string | null;
  storage?: CartStorage;
}) {
  const store = useMemo(() => storage ?? getCartStorage(), [storage]);
  const [cart, setCart] = useState<OwnedCart>(() => emptyCart(owner));
  // Another user (or none): start from an empty cart at once, before any effect runs.
  const current = cart.owner === owner ? cart : emptyCart(owner);
  if (current !== cart) setCart(current);

  useEffect(() => {
    if (!owner) return;
    let active = true;
    // The schema that checks a stored cart loads only when there is one: an empty cart keeps
    // zod off the page.
    store
      .load(owner)
      .then(async (raw) => {
        if (raw === null || raw === undefined || (Array.isArray(raw) && raw.length === 0))
          return [];
        const { parseStoredCart } = await import('@shared/cart/cart-schema');
        return parseStoredCart(raw);
      })
      .catch((error: unknown) => {
        console.error('Winkelwagen laden mislukt:', error);
        return [];
      })
      .then((stored) => {
        if (!active) return;
        setCart((was) =>
          was.owner !== owner
            ? was
            : { ...was, items: was.changed ? was.items : stored, loaded: true },
        );
      });
    return () => {
      active = false;
    };
  }, [owner, store]);

  const { owner: savedOwner, items, loaded, changed } = current;
  useEffect(() => {
    if (!savedOwner || (!loaded && !changed)) return;
    store
      .save(savedOwner, items)
      .catch((error: unknown) => console.error('Winkelwagen opslaan mislukt:', error));
  }, [savedOwner, items, loaded, changed, store]);

  const change = useCallback(
    (next: (items: CartItem[]) => CartItem[]) =>
      setCart((was) =>
        was.owner === owner && owner ? { ...was, items: next(was.items), changed: true } : was,
      ),
    [owner],
  );

  const value = useMemo<CartState>(
    () => ({
      items,
      loaded: loaded || changed,
      addToCart: (product: Product, quantity = 1) =>
        change((lines) => addItem(lines, product, quantity)),
      updateQuantity: (productId: string, quantity: number) => {
        if (quantity >= 1) change((lines) => updateQuantity(lines, productId, quantity));
      },
      removeFromCart: (productId: string) => change((lines) => removeItem(lines, productId)),
      clearCart: () => change(() => []),
      restoreItems: (restored: CartItem[]) =>
        change((lines) => [
          // Lines changed since keep their new quantity; lines added since stay at the end.
          ...restored.map((line) => lines.find((kept) => kept.id === line.id) ?? line),
          ...lines.filter((kept) => !restored.some((line) => line.id === kept.id)),
        ]),
      cartTotal: cartTotal(items),
      cartCount: cartCount(items),
    }),
    [items, loaded, changed, change],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
