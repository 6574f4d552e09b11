import type { CartItem } from '../cart/cart-schema';

/** IPC channel names: one per capability. (No zod here: the renderer's first page uses this.) */
export const IPC_CHANNELS = {
  cartLoad: 'cart:load',
  cartSave: 'cart:save',
} as const;

/**
 * Whose cart: the signed-in user's Firebase uid. Every user on a shared counter PC has their
 * own cart; the main process checks the id against this pattern before it touches the store.
 */
export const CART_OWNER_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** What the preload exposes on `window.warmteportaal`. */
export interface DesktopBridge {
  readonly platform: 'desktop';
  readonly cart: {
    load(owner: string): Promise<unknown>;
    save(owner: string, items: CartItem[]): Promise<void>;
  };
}

export const BRIDGE_KEY = 'warmteportaal';
