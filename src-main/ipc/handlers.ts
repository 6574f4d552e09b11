import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { IPC_CHANNELS } from '@shared/ipc/bridge';
import { ipcSchemas } from '@shared/ipc/contract';
import type { SyncedCart } from '@shared/cart/cart-sync';
import type { Printing } from '../printing/printer';
import type { OrderQueue } from '../queue/order-queue';
import { isAppUrl } from '../security/policy';

type Channel = keyof typeof ipcSchemas;

export interface CartStore {
  load(owner: string): unknown;
  save(owner: string, cart: SyncedCart): void;
}

export class IpcRejected extends Error {}

/**
 * Registers every IPC handler through one wrapper: the sender's frame must be the app, and
 * the payload must match the channel's schema.
 */
export function registerIpcHandlers(deps: {
  ipcMain: Pick<IpcMain, 'handle'>;
  cartStore: CartStore;
  /** Printing at the counter (absent where nothing can print, e.g. the cart-only tests). */
  printing?: Printing;
  /** The counter's unsent orders (absent in the cart-only tests). */
  orderQueue?: OrderQueue;
  devServerUrl?: string;
}): void {
  const handle = <C extends Channel>(
    channel: C,
    fn: (...args: ReturnType<(typeof ipcSchemas)[C]['parse']>) => unknown,
  ) => {
    deps.ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      const url = event.senderFrame?.url ?? '';
      if (!isAppUrl(url, deps.devServerUrl)) throw new IpcRejected(`Afzender geweigerd: ${url}`);
      const parsed = ipcSchemas[channel].safeParse(args);
      if (!parsed.success) throw new IpcRejected(`Ongeldige gegevens voor ${channel}`);
      return fn(...(parsed.data as Parameters<typeof fn>));
    });
  };

  handle(IPC_CHANNELS.cartLoad, (owner) => deps.cartStore.load(owner));
  handle(IPC_CHANNELS.cartSave, (owner, cart) => deps.cartStore.save(owner, cart));
  const { printing, orderQueue } = deps;
  if (orderQueue) {
    handle(IPC_CHANNELS.queueList, (owner) => orderQueue.list(owner));
    handle(IPC_CHANNELS.queueAdd, (owner, order) => orderQueue.add(owner, order));
    handle(IPC_CHANNELS.queueRemove, (owner, key) => orderQueue.remove(owner, key));
    handle(IPC_CHANNELS.queuePark, (owner, key, reason) => orderQueue.park(owner, key, reason));
  }
  if (printing) {
    handle(IPC_CHANNELS.printerList, () => printing.list());
    handle(IPC_CHANNELS.printerChoose, (name) => printing.choose(name));
    handle(IPC_CHANNELS.printPage, () => printing.print());
  }
}
