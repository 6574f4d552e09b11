import type { CartItem } from '../cart/cart-schema';

/** IPC channel names: one per capability. (No zod here: the renderer's first page uses this.) */
export const IPC_CHANNELS = {
  cartLoad: 'cart:load',
  cartSave: 'cart:save',
} as const;

/** What the preload exposes on `window.warmteportaal`. */
export interface DesktopBridge {
  readonly platform: 'desktop';
  readonly cart: {
    load(): Promise<unknown>;
    save(items: CartItem[]): Promise<void>;
  };
}

export const BRIDGE_KEY = 'warmteportaal';
