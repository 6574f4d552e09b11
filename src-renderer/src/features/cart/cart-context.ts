import { createContext, useContext } from 'react';
import type { CartItem } from '@shared/cart/cart';
import type { Product } from '@shared/schemas/product';

export interface CartState {
  items: CartItem[];
  /** False until the stored cart of the signed-in user has been read. */
  loaded: boolean;
  addToCart(product: Product, quantity?: number): void;
  /** Sets a line's quantity (1 to 999); a line is only removed by `removeFromCart`. */
  updateQuantity(productId: string, quantity: number): void;
  removeFromCart(productId: string): void;
  clearCart(): void;
  /** Puts lines back as they were (undo after removing or emptying). */
  restoreItems(items: CartItem[]): void;
  cartTotal: number;
  cartCount: number;
}

export const CartContext = createContext<CartState | undefined>(undefined);

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
