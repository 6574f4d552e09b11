import { queuedOrdersSchema, type QueuedOrder } from '@shared/queue/queued-order';
import type { KeyValueStore } from '../store/key-value-store';

/** All users' queues under one key, one list per user id (ids never become key paths). */
export const QUEUE_KEY = 'wachtrij';

export interface OrderQueue {
  list(owner: string): QueuedOrder[];
  add(owner: string, order: QueuedOrder): void;
  remove(owner: string, key: string): void;
  park(owner: string, key: string, reason: string): void;
}

/**
 * The counter's unsent orders, in electron-store: written before the renderer hears "kept",
 * so neither a restart nor a crashed renderer loses one. Each user at a shared PC has their
 * own queue. What is read back is validated; an order already queued is not added twice.
 */
export function createOrderQueue(store: KeyValueStore): OrderQueue {
  const all = (): Record<string, unknown> => {
    const value = store.get(QUEUE_KEY);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  };
  const list = (owner: string) => {
    const parsed = queuedOrdersSchema.safeParse(all()[owner]);
    return parsed.success ? parsed.data : [];
  };
  const write = (owner: string, orders: QueuedOrder[]) => {
    const others = Object.entries(all()).filter(([id]) => id !== owner);
    store.set(QUEUE_KEY, Object.fromEntries(orders.length ? [...others, [owner, orders]] : others));
  };
  return {
    list,
    add(owner, order) {
      const orders = list(owner);
      if (orders.some((queued) => queued.key === order.key)) return;
      write(owner, [...orders, order]);
    },
    remove(owner, key) {
      write(
        owner,
        list(owner).filter((order) => order.key !== key),
      );
    },
    park(owner, key, reason) {
      write(
        owner,
        list(owner).map((order) =>
          order.key === key ? { ...order, state: 'controleren' as const, reason } : order,
        ),
      );
    },
  };
}
