import { BRIDGE_KEY, type DesktopBridge } from '@shared/ipc/bridge';
import { CART_STORAGE_KEY } from '@shared/domain/keys';
import { isBlankCart, type SyncedCart } from '@shared/cart/cart-sync';

/**
 * Where this device keeps its copy of carts (the one that works offline and at start):
 * localStorage on the web, electron-store in the desktop app. One cart per user (the owner is
 * the Firebase uid), so a shared PC never shows one user's cart to the next.
 */
export interface CartStorage {
  load(owner: string): Promise<unknown>;
  save(owner: string, cart: SyncedCart): Promise<void>;
}

function desktopBridge(): DesktopBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, DesktopBridge | undefined>)[BRIDGE_KEY];
}

export function isDesktop(): boolean {
  return desktopBridge()?.platform === 'desktop';
}

export function cartStorageKey(owner: string, prefix = CART_STORAGE_KEY): string {
  return `${prefix}:${owner}`;
}

export function createLocalStorageCartStorage(
  storage: Storage = window.localStorage,
  prefix = CART_STORAGE_KEY,
): CartStorage {
  // The one cart of before, shared by whoever logged in, has no owner: it is dropped.
  storage.removeItem(prefix);
  return {
    async load(owner) {
      return storage.getItem(cartStorageKey(owner, prefix));
    },
    async save(owner, cart) {
      const key = cartStorageKey(owner, prefix);
      if (isBlankCart(cart)) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(cart));
    },
  };
}

/** The renderer reaches the desktop bridge only through here, with the web as fallback. */
export function getCartStorage(): CartStorage {
  const bridge = desktopBridge();
  if (bridge) {
    return {
      load: (owner) => bridge.cart.load(owner),
      save: (owner, cart) => bridge.cart.save(owner, cart),
    };
  }
  return createLocalStorageCartStorage();
}

/** The desktop app's queue of unsent counter orders; undefined on the web (no queue there). */
export function desktopQueue(): DesktopBridge['queue'] | undefined {
  return desktopBridge()?.queue;
}

/** The desktop app's printers; undefined on the web, where the browser's dialog prints. */
export function desktopPrinter(): DesktopBridge['printer'] | undefined {
  return desktopBridge()?.printer;
}

/**
 * Prints the pick slip alone (the print style shows `.pick-slip` only while the root has
 * `print-pick-slip`): on the web with the browser's print dialog, in the desktop app on the
 * remembered counter printer without asking. Resolves with a Dutch reason when nothing printed.
 */
export async function printPickSlip(): Promise<string | null> {
  const root = document.documentElement;
  root.classList.add('print-pick-slip');
  const printer = desktopPrinter();
  if (printer) {
    try {
      const outcome = await printer.print();
      return outcome.printed ? null : outcome.reason;
    } finally {
      root.classList.remove('print-pick-slip');
    }
  }
  window.addEventListener('afterprint', () => root.classList.remove('print-pick-slip'), {
    once: true,
  });
  window.print();
  return null;
}
