import { BRIDGE_KEY, type DesktopBridge } from '@shared/ipc/bridge';
import { CART_STORAGE_KEY } from '@shared/domain/rules';
import type { CartItem } from '@shared/cart/cart';

/** Where the cart is kept: localStorage on the web, electron-store in the desktop app. */
export interface CartStorage {
  load(): Promise<unknown>;
  save(items: CartItem[]): Promise<void>;
}

function desktopBridge(): DesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, DesktopBridge | undefined>)[BRIDGE_KEY];
}

export function isDesktop(): boolean {
  return desktopBridge()?.platform === 'desktop';
}

export function createLocalStorageCartStorage(
  storage: Storage = window.localStorage,
  key = CART_STORAGE_KEY,
): CartStorage {
  return {
    async load() {
      return storage.getItem(key);
    },
    async save(items) {
      storage.setItem(key, JSON.stringify(items));
    },
  };
}

/** The renderer reaches the desktop bridge only through here, with the web as fallback. */
export function getCartStorage(): CartStorage {
  const bridge = desktopBridge();
  if (bridge) return { load: () => bridge.cart.load(), save: (items) => bridge.cart.save(items) };
  return createLocalStorageCartStorage();
}
