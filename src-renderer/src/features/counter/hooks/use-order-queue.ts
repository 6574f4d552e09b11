import { useEffect, useState } from 'react';
import { desktopQueue } from '@/lib/platform';
import { formatEuro } from '@shared/domain/money';
import {
  drainQueue,
  queuedOrdersSchema,
  type DrainDeps,
  type QueuedOrder,
} from '@shared/queue/queued-order';

/** Told to every screen showing the queue when it changed. */
const CHANGED = 'warmteportaal:wachtrij';
const RETRY_MS = 30_000;

/** How queued orders reach the server: the counter page passes the API's quote and order. */
export type QueueSender = Pick<DrainDeps, 'quoteTotalInclVat' | 'place' | 'isOffline'>;

/**
 * The signed-in user's queue of unsent counter orders (desktop only). With a sender it is
 * sent now, whenever the browser says it is online again, and every 30 seconds.
 */
export function useOrderQueue(owner: string, sender?: QueueSender) {
  const queue = desktopQueue();
  const [orders, setOrders] = useState<QueuedOrder[]>([]);

  useEffect(() => {
    if (!queue || !owner) return;
    const load = () =>
      void queue.list(owner).then((raw) => {
        const parsed = queuedOrdersSchema.safeParse(raw);
        setOrders(parsed.success ? parsed.data : []);
      });
    load();
    window.addEventListener(CHANGED, load);
    return () => window.removeEventListener(CHANGED, load);
  }, [queue, owner]);

  useEffect(() => {
    if (!queue || !owner || !sender) return;
    let running = false;
    const drain = async () => {
      if (running) return;
      running = true;
      try {
        const result = await drainQueue({
          list: async () => queuedOrdersSchema.parse(await queue.list(owner)),
          remove: (key) => queue.remove(owner, key),
          park: (key, reason) => queue.park(owner, key, reason),
          formatEuro,
          ...sender,
        });
        if (result.placed.length || result.parked.length) window.dispatchEvent(new Event(CHANGED));
      } finally {
        running = false;
      }
    };
    void drain();
    window.addEventListener('online', drain);
    const timer = setInterval(() => void drain(), RETRY_MS);
    return () => {
      window.removeEventListener('online', drain);
      clearInterval(timer);
    };
  }, [queue, owner, sender]);

  return {
    available: queue !== undefined,
    orders,
    /** Keeps an order that could not be sent; resolves once the main process stored it. */
    async enqueue(order: QueuedOrder) {
      if (!queue) throw new Error('Geen wachtrij in de webversie.');
      await queue.add(owner, order);
      window.dispatchEvent(new Event(CHANGED));
    },
  };
}
