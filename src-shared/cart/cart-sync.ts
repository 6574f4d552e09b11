import type { DeliveryMethod } from '../domain/rules';
import type { CartItem } from './cart-schema';

/**
 * The cart that follows the user (docs/domain-rules.md, "Cart"). Every device keeps a copy
 * and the server keeps the user's one; copies are merged line by line, never added up:
 * each line and each removal carries the moment it last changed, and per product the latest
 * change wins. So two devices that changed the cart offline end with every product either of
 * them added, at the quantity that was set last, and a removal spreads like any change. The
 * job the cart is for (client, address, reference, notes, offerte) is one value that the latest
 * setting wins too. Zod-free: the first page of the web app uses it.
 */

/** What a cart is for; checkout starts from it, whoever checks out. */
export interface CartJob {
  delivery?: DeliveryMethod;
  address?: string;
  reference?: string;
  notes?: string;
  clientId?: string;
  clientName?: string;
  offerteNumber?: string;
}

/** The job as set at a moment; `job: null` is a job taken off (the cart was ordered). */
export interface StampedJob {
  at: string;
  job: CartJob | null;
}

/** A line taken out of the cart, kept a while so the removal reaches the other copies. */
export interface CartRemoval {
  id: string;
  changedAt: string;
}

/** A line as kept, with the moment its quantity last changed. */
export type StampedItem = CartItem & { changedAt: string };

/**
 * The stamp of lines from a copy kept before carts were stamped: older than any change, so
 * such a line is added where the other copy lacks it and loses to anything the other did.
 */
export const UNSTAMPED = new Date(0).toISOString();

/** What merging needs of a line: the product, its quantity, the seen price and the stamp. */
export interface StampedLine {
  id: string;
  quantity: number;
  price: number;
  changedAt: string;
}

/** A copy of a cart: on a device its lines carry the product (`SyncedCart`), on the server not. */
export interface CartCopy<L extends StampedLine> {
  items: L[];
  removed: CartRemoval[];
  job: StampedJob | null;
}

export type SyncedCart = CartCopy<StampedItem>;

export const EMPTY_SYNCED_CART: SyncedCart = { items: [], removed: [], job: null };

/** At most this many lines in a cart (and removals kept). */
export const MAX_CART_LINES = 500;

/** Removals are forgotten after this long: a copy offline for longer may bring a line back. */
export const REMOVAL_KEPT_DAYS = 30;

function momentOf(stamp: string): number {
  const moment = Date.parse(stamp);
  return Number.isFinite(moment) ? moment : 0;
}

type Entry<L> = { kind: 'line'; item: L } | { kind: 'removed'; removal: CartRemoval };

function entryMoment<L extends StampedLine>(entry: Entry<L>): number {
  return momentOf(entry.kind === 'line' ? entry.item.changedAt : entry.removal.changedAt);
}

function entriesOf<L extends StampedLine>(cart: CartCopy<L>): Map<string, Entry<L>> {
  const entries = new Map<string, Entry<L>>();
  for (const removal of cart.removed) entries.set(removal.id, { kind: 'removed', removal });
  for (const item of cart.items) {
    const was = entries.get(item.id);
    if (!was || entryMoment({ kind: 'line', item }) >= entryMoment(was))
      entries.set(item.id, { kind: 'line', item });
  }
  return entries;
}

/**
 * Merges two copies of one user's cart. Per product the later change wins (a line or its
 * removal); on a tie `theirs` wins, so merging the server's answer into a device's copy
 * settles. A line that wins keeps its own quantity, seen price and stamp, and takes the
 * other copy's product details where that copy has the product (the server's are current).
 * Lines keep `ours`' order; lines only `theirs` has follow. The merge is the same whichever
 * way round and however often it is repeated, so copies converge.
 */
export function mergeCarts<L extends StampedLine>(
  ours: CartCopy<L>,
  theirs: CartCopy<L>,
): CartCopy<L> {
  const mine = entriesOf(ours);
  const other = entriesOf(theirs);
  const order = [...new Set([...ours.items, ...theirs.items].map((item) => item.id))];
  const items: L[] = [];
  const removed: CartRemoval[] = [];
  for (const id of new Set([...order, ...mine.keys(), ...other.keys()])) {
    const a = mine.get(id);
    const b = other.get(id);
    const winner = !a ? b : !b ? a : entryMoment(a) > entryMoment(b) ? a : b;
    if (!winner) continue;
    if (winner.kind === 'removed') {
      removed.push(winner.removal);
      continue;
    }
    const details = b?.kind === 'line' ? b.item : winner.item;
    const { quantity, price, changedAt } = winner.item;
    items.push({ ...details, quantity, price, changedAt });
  }
  return { items, removed, job: laterJob(ours.job, theirs.job) };
}

function laterJob(ours: StampedJob | null, theirs: StampedJob | null): StampedJob | null {
  if (!ours) return theirs;
  if (!theirs) return ours;
  return momentOf(ours.at) > momentOf(theirs.at) ? ours : theirs;
}

/** Two copies say the same: nothing to send. */
export function sameCart<L extends StampedLine>(a: CartCopy<L>, b: CartCopy<L>): boolean {
  return fingerprint(a) === fingerprint(b);
}

function fingerprint<L extends StampedLine>(cart: CartCopy<L>): string {
  const lines = cart.items
    .map((item) => `${item.id}=${item.quantity}@${momentOf(item.changedAt)}/${item.price}`)
    .sort();
  const removed = cart.removed.map((removal) => `${removal.id}@${momentOf(removal.changedAt)}`);
  return JSON.stringify([lines, removed.sort(), cart.job ? momentOf(cart.job.at) : null]);
}

/**
 * The cart after a change made at `at`: lines whose quantity or presence changed get the
 * stamp, lines taken out become removals. Lines that did not change keep their stamp.
 */
export function stampChange(was: SyncedCart, next: readonly CartItem[], at: string): SyncedCart {
  const before = new Map(was.items.map((item) => [item.id, item]));
  const items = next.map((item): StampedItem => {
    const old = before.get(item.id);
    return old && old.quantity === item.quantity
      ? { ...item, changedAt: old.changedAt }
      : {
          ...item,
          changedAt: at,
        };
  });
  const kept = new Set(items.map((item) => item.id));
  const gone = was.items
    .filter((item) => !kept.has(item.id))
    .map((item) => ({ id: item.id, changedAt: at }));
  const goneIds = new Set(gone.map((removal) => removal.id));
  return {
    ...was,
    items,
    removed: [
      ...gone,
      ...was.removed.filter((removal) => !kept.has(removal.id) && !goneIds.has(removal.id)),
    ],
  };
}

/**
 * A cart as it is kept, on the server and on every device alike (so the copies agree): at
 * most `MAX_CART_LINES` lines, and removals only from the last `REMOVAL_KEPT_DAYS` days before
 * `now`, the newest `MAX_CART_LINES` of them.
 */
export function settled<L extends StampedLine>(cart: CartCopy<L>, now: Date): CartCopy<L> {
  const oldest = now.getTime() - REMOVAL_KEPT_DAYS * 24 * 60 * 60 * 1000;
  const removed = cart.removed
    .filter((removal) => momentOf(removal.changedAt) >= oldest)
    .sort((a, b) => momentOf(b.changedAt) - momentOf(a.changedAt))
    .slice(0, MAX_CART_LINES);
  return { items: cart.items.slice(0, MAX_CART_LINES), removed, job: cart.job };
}

/** Nothing worth keeping: no line, no removal still to pass on, no job. */
export function isBlankCart(cart: SyncedCart): boolean {
  return cart.items.length === 0 && cart.removed.length === 0 && cart.job === null;
}
