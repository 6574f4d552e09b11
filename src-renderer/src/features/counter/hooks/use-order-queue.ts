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

/** How queued orders reach the server: the app shell passes the API's quote and order. */
export type QueueSender = Pick<DrainDeps, 'quoteTotalInclVat' | 'place' | 'isOffline'> & {
  /** After orders were placed: the order lists are stale. */
  placed?(numbers: string[]): void;
};

const announce = () => window.dispatchEvent(new Event(CHANGED));

/** One run at a time in this window, whoever asks: two runs would send the same order twice. */
let running: Promise<void> | null = null;

/**
 * The signed-in user's queue of unsent counter orders (desktop only). With a sender (the app
 * shell's, so it drains on every page) it is sent at once, whenever the browser says it is
 * online again, and every 30 seconds.
 */
export function useOrderQueue(owner: string, sender?: QueueSender) {
  const queue = desktopQueue();
  // Null until the main process answered: no count is shown before it is known.
  const [orders, setOrders] = useState<QueuedOrder[] | null>(null);

  useEffect(() => {
    if (!queue || !owner) return;
    let current = true;
    const load = () =>
      void queue.list(owner).then((raw) => {
        const parsed = queuedOrdersSchema.safeParse(raw);
        if (current) setOrders(parsed.success ? parsed.data : []);
      });
    load();
    window.addEventListener(CHANGED, load);
    return () => {
      current = false;
      window.removeEventListener(CHANGED, load);
    };
  }, [queue, owner]);

  useEffect(() => {
    if (!queue || !owner || !sender) return;
    const run = async () => {
      const result = await drainQueue({
        list: async () => queuedOrdersSchema.parse(await queue.list(owner)),
        remove: (key) => queue.remove(owner, key),
        park: (key, reason) => queue.park(owner, key, reason),
        formatEuro,
        ...sender,
      });
      if (result.placed.length) sender.placed?.(result.placed);
      if (result.placed.length || result.parked.length) announce();
    };
    const drain = () => {
      running ??= run()
        .catch((error: unknown) => console.error('Wachtrij versturen mislukt:', error))
        .finally(() => (running = null));
    };
    drain();
    window.addEventListener('online', drain);
    window.addEventListener(CHANGED, drain);
    const timer = setInterval(drain, RETRY_MS);
    return () => {
      window.removeEventListener('online', drain);
      window.removeEventListener(CHANGED, drain);
      clearInterval(timer);
    };
  }, [queue, owner, sender]);

  return {
    available: queue !== undefined,
    loaded: orders !== null,
    orders: orders ?? [],
    /** Keeps an order that could not be sent; resolves once the main process stored it. */
    async enqueue(order: QueuedOrder) {
      if (!queue) throw new Error('Geen wachtrij in de webversie.');
      await queue.add(owner, order);
      announce();
    },
    /** Takes a reviewed order out of the queue (a person decided; nothing drops by itself). */
    async discard(key: string) {
      if (!queue) return;
      await queue.remove(owner, key);
      announce();
    },
  };
}
