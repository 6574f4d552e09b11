import { z } from 'zod';
import { cartItemsSchema } from '../cart/cart-schema';
import { IPC_CHANNELS } from './bridge';

/** The payload of each channel, validated by the main process before anything is done. */
export const ipcSchemas = {
  [IPC_CHANNELS.cartLoad]: z.tuple([]),
  [IPC_CHANNELS.cartSave]: z.tuple([cartItemsSchema]),
} as const;
