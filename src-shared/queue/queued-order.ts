import { z } from 'zod';
import { placeOrderSchema } from '../schemas/order';

/** After this long unsent, the header warns (nothing is ever dropped). */
export const QUEUE_WARNING_MS = 24 * 60 * 60 * 1000;

/**
 * A counter order placed while the API could not be reached: kept by the desktop app's main
 * process with its idempotency key (the server never places the same key twice) and the
 * total incl. btw the customer was shown, which the server's price must match when sent.
 */
export const queuedOrderSchema = z.object({
  key: z.uuid(),
  request: placeOrderSchema,
  expectedTotalInclVat: z.number().int(),
  queuedAt: z.iso.datetime(),
  /** `wachten`: sent when the API returns; `controleren`: parked for a person to review. */
  state: z.enum(['wachten', 'controleren']),
  reason: z.string().max(500).optional(),
});
export type QueuedOrder = z.infer<typeof queuedOrderSchema>;
export const queuedOrdersSchema = z.array(queuedOrderSchema).max(500);

/** What sending the queue needs; the renderer passes its API client, tests a fake. */
export interface DrainDeps {
  list(): Promise<QueuedOrder[]>;
  remove(key: string): Promise<void>;
  park(key: string, reason: string): Promise<void>;
  quoteTotalInclVat(order: QueuedOrder): Promise<number>;
  place(order: QueuedOrder): Promise<{ number: string }>;
  /** True for "the API cannot be reached": the queue stops and waits. */
  isOffline(error: unknown): boolean;
  formatEuro(cents: number): string;
}

export interface DrainResult {
  placed: string[];
  parked: string[];
  stoppedOffline: boolean;
}

/**
 * Sends the waiting orders oldest first. Each is priced by the server first: a total other
 * than the one the customer saw parks the order for review instead of placing it. A dropped
 * connection stops the run with the rest still queued; a retry of an order that did reach
 * the server is answered with that same order (idempotency key), never a second one.
 */
export async function drainQueue(deps: DrainDeps): Promise<DrainResult> {
  const result: DrainResult = { placed: [], parked: [], stoppedOffline: false };
  const waiting = (await deps.list())
    .filter((order) => order.state === 'wachten')
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  for (const order of waiting) {
    try {
      const total = await deps.quoteTotalInclVat(order);
      if (total !== order.expectedTotalInclVat) {
        await deps.park(
          order.key,
          `Prijs gewijzigd: ${deps.formatEuro(order.expectedTotalInclVat)} aan de balie, nu ${deps.formatEuro(total)}. Controleer met de klant.`,
        );
        result.parked.push(order.key);
        continue;
      }
      const placed = await deps.place(order);
      await deps.remove(order.key);
      result.placed.push(placed.number);
    } catch (error) {
      if (deps.isOffline(error)) {
        result.stoppedOffline = true;
        return result;
      }
      await deps.park(order.key, error instanceof Error ? error.message : 'Versturen mislukt.');
      result.parked.push(order.key);
    }
  }
  return result;
}

/** True when an order has waited longer than a day: the header warns. */
export function isOverdue(order: QueuedOrder, now: Date): boolean {
  return now.getTime() - Date.parse(order.queuedAt) > QUEUE_WARNING_MS;
}
