import { z } from 'zod';
import { cartItemsSchema } from '../cart/cart';

/**
 * The contract between the renderer (through the preload bridge) and the main process.
 * One channel per capability; each payload is validated by the main process.
 */
export const IPC_CHANNELS = {
  cartLoad: 'cart:load',
  cartSave: 'cart:save',
} as const;

export const ipcSchemas = {
  [IPC_CHANNELS.cartLoad]: z.tuple([]),
  [IPC_CHANNELS.cartSave]: z.tuple([cartItemsSchema]),
} as const;

/** What the preload exposes on `window.warmteportaal`. */
export interface DesktopBridge {
  readonly platform: 'desktop';
  readonly cart: {
    load(): Promise<unknown>;
    save(items: z.infer<typeof cartItemsSchema>): Promise<void>;
  };
}

export const BRIDGE_KEY = 'warmteportaal';
