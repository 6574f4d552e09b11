import { z } from 'zod';
import { syncedCartSchema } from '../cart/cart-schema';
import { queuedOrderSchema } from '../queue/queued-order';
import { CART_OWNER_PATTERN, IPC_CHANNELS } from './bridge';

const ownerSchema = z.string().regex(CART_OWNER_PATTERN);

/** The payload of each channel, validated by the main process before anything is done. */
export const ipcSchemas = {
  [IPC_CHANNELS.cartLoad]: z.tuple([ownerSchema]),
  [IPC_CHANNELS.cartSave]: z.tuple([ownerSchema, syncedCartSchema]),
  [IPC_CHANNELS.printerList]: z.tuple([]),
  [IPC_CHANNELS.printerChoose]: z.tuple([z.string().max(256)]),
  [IPC_CHANNELS.printPage]: z.tuple([]),
  [IPC_CHANNELS.queueList]: z.tuple([ownerSchema]),
  [IPC_CHANNELS.queueAdd]: z.tuple([ownerSchema, queuedOrderSchema]),
  [IPC_CHANNELS.queueRemove]: z.tuple([ownerSchema, z.uuid()]),
  [IPC_CHANNELS.queuePark]: z.tuple([ownerSchema, z.uuid(), z.string().max(500)]),
} as const;
