import { numberingYear } from '@shared/domain/calendar';
import { isoMoment } from '@shared/domain/dates';
import { parseOrderNumber } from '@shared/domain/rules';
import { idempotency } from '../collections/idempotency';
import { orderNumbers } from '../collections/order-numbers';
import { counterId, formatNumber, takeSequenceIn } from '../collections/counters';
import type { Storage } from '../storage/port';

/** The largest block of numbers one server takes from a year's counter at once. */
const MAX_BLOCK = 32;

/**
 * Hands out one year's sequence numbers from blocks taken from the counter document in a
 * short transaction. The block grows while checkouts queue for numbers and shrinks back to 1
 * when they do not, so under load the counter sees one transaction per block instead of one
 * per order (on Firestore, contention on that document aborted checkouts), and on a quiet
 * portal numbers stay consecutive. A server that stops with numbers left leaves a gap;
 * numbers are never handed out twice. A number given back (its checkout was refused after
 * all) is handed out before any new one.
 */
class SequenceBlocks {
  private next = 0;
  private end = 0;
  private size = 1;
  private queued = false;
  private refilling: Promise<void> | undefined;
  private readonly returned: number[] = [];

  constructor(
    private readonly storage: Storage,
    private readonly counterId: string,
  ) {}

  async take(): Promise<number> {
    const smallest = this.returned.shift();
    if (smallest !== undefined) return smallest;
    while (this.next >= this.end) {
      if (this.refilling) this.queued = true;
      else this.refilling = this.refill().finally(() => (this.refilling = undefined));
      await this.refilling;
    }
    return this.next++;
  }

  /** Takes back a number nobody holds any more; the next checkout gets it. */
  giveBack(sequence: number): void {
    this.returned.push(sequence);
    this.returned.sort((a, b) => a - b);
  }

  private async refill(): Promise<void> {
    const size = this.size;
    const first = await this.storage.transaction((tx) => takeSequenceIn(tx, this.counterId, size));
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
  if (!blocks) years.set(year, (blocks = new SequenceBlocks(storage, counterId('order', year))));
  return blocks;
}

/**
 * The order number of one checkout (a user's idempotency key), reserved once the checkout was
 * found valid and before its own transaction: a retry with the same key gets the same number
 * back, and the checkout transaction never touches the counter.
 */
export async function reserveOrderNumber(
  storage: Storage,
  checkoutId: string,
  now: Date,
): Promise<string> {
  const reservations = orderNumbers.on(storage);
  const year = numberingYear(now);
  const blocks = blocksFor(storage, year);
  for (;;) {
    const reserved = await reservations.get(checkoutId);
    if (reserved) return reserved.number;
    const sequence = await blocks.take();
    const number = formatNumber('order', year, sequence);
    if (await reservations.create(checkoutId, { number, createdAt: isoMoment(now) })) return number;
    // The same checkout, sent twice at once, reserved first elsewhere: read that number on
    // the next round; the one taken here goes to the next checkout.
    blocks.giveBack(sequence);
  }
}

/**
 * Gives the number of a checkout that was refused after its reservation (its stock or points
 * changed in between) back, so a refused checkout leaves no gap. Only while no order holds it:
 * the reservation is removed in a transaction that also looks for an order under the same key,
 * so a concurrent retry of the same checkout either placed its order first (nothing is given
 * back) or finds the reservation gone and reserves anew.
 */
export async function releaseOrderNumber(
  storage: Storage,
  checkoutId: string,
  number: string,
): Promise<void> {
  const parsed = parseOrderNumber(number);
  if (!parsed) return;
  const released = await storage.transaction(async (tx) => {
    const [reserved, placed] = await Promise.all([
      orderNumbers.in(tx).get(checkoutId),
      idempotency.in(tx).get(checkoutId),
    ]);
    if (placed || reserved?.number !== number) return false;
    orderNumbers.in(tx).delete(checkoutId);
    return true;
  });
  if (released) blocksFor(storage, parsed.year).giveBack(parsed.sequence);
}
