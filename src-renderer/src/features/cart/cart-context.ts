import { createContext, useContext } from 'react';
import type { CartItem } from '@shared/cart/cart';
import type { CartJob, SyncedCart } from '@shared/cart/cart-sync';
import type { Product } from '@shared/schemas/product';

export interface CartState {
  items: CartItem[];
  /** False until the stored cart of the signed-in user has been read. */
  loaded: boolean;
  /** What the cart is for (client, address, reference, notes, offerte); checkout starts from it. */
  job: CartJob | null;
  addToCart(product: Product, quantity?: number): void;
  /** Adds several lines at once and, when given, sets the job they are for. */
  addLines(lines: { product: Product; quantity: number }[], job?: CartJob): void;
  /** Sets the job the cart is for, on every device of the user. */
  setJob(job: CartJob): void;
  /** Sets a line's quantity (1 to 999); a line is only removed by `removeFromCart`. */
  updateQuantity(productId: string, quantity: number): void;
  removeFromCart(productId: string): void;
  clearCart(): void;
  /** Puts lines back as they were (undo after removing or emptying). */
  restoreItems(items: CartItem[]): void;
  cartTotal: number;
  cartCount: number;
}

/** The server's copy of the user's cart (features/cart/api/sync-cart.ts). */
export interface CartRemote {
  /** Follows the owner's cart on the server; `onCart` gets every answer. Returns the stop. */
  watch(owner: string, onCart: (cart: SyncedCart) => void): () => void;
  /** Merges this device's copy into the server's; the answer reaches the watcher. */
  push(owner: string, cart: SyncedCart): Promise<void>;
}

export const CartContext = createContext<CartState | undefined>(undefined);

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
