import { formatOrderNumber } from '@shared/domain/rules';
import { COLLECTIONS } from '../records';
import type { Storage } from '../storage/port';

/** The largest block of numbers one server takes from a year's counter at once. */
const MAX_BLOCK = 32;

/**
 * Hands out one year's sequence numbers from blocks taken from the counter document in a
 * short transaction. The block grows while checkouts queue for numbers and shrinks back to 1
 * when they do not, so under load the counter sees one transaction per block instead of one
 * per order (on Firestore, contention on that document aborted checkouts), and on a quiet
 * portal numbers stay consecutive. A server that stops with numbers left leaves a gap;
 * numbers are never handed out twice.
 */
class SequenceBlocks {
  private next = 0;
  private end = 0;
  private size = 1;
  private queued = false;
  private refilling: Promise<void> | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly counterId: string,
  ) {}

  async take(): Promise<number> {
    while (this.next >= this.end) {
      if (this.refilling) this.queued = true;
      else this.refilling = this.refill().finally(() => (this.refilling = undefined));
      await this.refilling;
    }
    return this.next++;
  }

  private async refill(): Promise<void> {
    const size = this.size;
    const first = await this.storage.transaction(async (tx) => {
      const counter = await tx.get(COLLECTIONS.counters, this.counterId);
      const start = typeof counter?.next === 'number' ? counter.next : 1;
      tx.set(COLLECTIONS.counters, this.counterId, { next: start + size });
      return start;
    });
    this.next = first;
    this.end = first + size;
    this.size = this.queued ? Math.min(MAX_BLOCK, size * 2) : Math.max(1, Math.floor(size / 2));
    this.queued = false;
  }
}

const blocksByStorage = new WeakMap<Storage, Map<number, SequenceBlocks>>();

function blocksFor(storage: Storage, year: number): SequenceBlocks {
  let years = blocksByStorage.get(storage);
  if (!years) blocksByStorage.set(storage, (years = new Map()));
  let blocks = years.get(year);
  if (!blocks) years.set(year, (blocks = new SequenceBlocks(storage, `orders-${year}`)));
  return blocks;
}

/**
 * The order number of one checkout (a user's idempotency key), reserved before the checkout's
 * own transaction: a retry with the same key gets the same number back, and the checkout
 * transaction never touches the counter.
 */
export async function reserveOrderNumber(
  storage: Storage,
  checkoutId: string,
  now: Date,
): Promise<string> {
  const reserved = await storage.get(COLLECTIONS.orderNumbers, checkoutId);
  if (typeof reserved?.number === 'string') return reserved.number;
  const year = now.getUTCFullYear();
  const number = formatOrderNumber(year, await blocksFor(storage, year).take());
  if (await storage.create(COLLECTIONS.orderNumbers, checkoutId, { number, createdAt: now })) {
    return number;
  }
  // The same checkout, sent twice at once, reserved first elsewhere: use that number.
  const winner = await storage.get(COLLECTIONS.orderNumbers, checkoutId);
  return String(winner?.number);
}
