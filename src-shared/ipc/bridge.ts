import type { SyncedCart } from '../cart/cart-sync';
import type { QueuedOrder } from '../queue/queued-order';

/** IPC channel names: one per capability. (No zod here: the renderer's first page uses this.) */
export const IPC_CHANNELS = {
  cartLoad: 'cart:load',
  cartSave: 'cart:save',
  printerList: 'printer:list',
  printerChoose: 'printer:choose',
  printPage: 'printer:print',
  queueList: 'queue:list',
  queueAdd: 'queue:add',
  queueRemove: 'queue:remove',
  queuePark: 'queue:park',
} as const;

/** A printer the desktop app can print to; `chosen` is the remembered counter printer. */
export interface PrinterChoice {
  name: string;
  label: string;
  chosen: boolean;
}

export type PrintOutcome = { printed: true } | { printed: false; reason: string };

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
    save(owner: string, cart: SyncedCart): Promise<void>;
  };
  readonly printer: {
    list(): Promise<PrinterChoice[]>;
    /** Remembers the counter printer; an empty name forgets it (the dialog asks again). */
    choose(name: string): Promise<void>;
    /** Prints the current page: silently on the chosen printer, else with the dialog. */
    print(): Promise<PrintOutcome>;
  };
  /** Counter orders that could not be sent yet, per user, kept by the main process. */
  readonly queue: {
    list(owner: string): Promise<unknown>;
    add(owner: string, order: QueuedOrder): Promise<void>;
    remove(owner: string, key: string): Promise<void>;
    park(owner: string, key: string, reason: string): Promise<void>;
  };
}

export const BRIDGE_KEY = 'warmteportaal';
