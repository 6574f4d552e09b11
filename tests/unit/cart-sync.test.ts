import { describe, expect, it } from 'vitest';
import { addItem, removeItem, updateQuantity, type CartItem } from '@shared/cart/cart';
import { parseKeptCart } from '@shared/cart/cart-schema';
import {
  EMPTY_SYNCED_CART,
  mergeCarts,
  sameCart,
  settled,
  stampChange,
  UNSTAMPED,
  type SyncedCart,
} from '@shared/cart/cart-sync';
import { makeProduct } from '../fixtures/product';

const pump = makeProduct({ id: 'pomp', price: 650000 });
const vat = makeProduct({ id: 'vat', price: 30000 });
const valve = makeProduct({ id: 'klep', price: 4500 });

const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** A device's copy after a change made at `minute`. */
function change(
  cart: SyncedCart,
  minute: number,
  next: (items: SyncedCart['items']) => CartItem[],
) {
  return stampChange(cart, next(cart.items), at(minute));
}

const quantities = (cart: SyncedCart) =>
  Object.fromEntries(cart.items.map((item) => [item.id, item.quantity]));

describe('a cart kept on two devices (docs/domain-rules.md, "Cart")', () => {
  // Both devices start from the same synced cart: 1 pump, 2 vessels.
  const shared = change(EMPTY_SYNCED_CART, 0, (items) => addItem(addItem(items, pump), vat, 2));

  it('merges offline changes line by line: every product either added, none doubled', () => {
    const office = change(shared, 5, (items) => addItem(items, valve, 4));
    const phone = change(shared, 6, (items) => updateQuantity(items, 'vat', 3));
    const merged = mergeCarts(office, phone);
    expect(quantities(merged)).toEqual({ pomp: 1, vat: 3, klep: 4 });
    // The same whichever way round, and settled: merging again changes nothing.
    expect(sameCart(merged, mergeCarts(phone, office))).toBe(true);
    expect(sameCart(mergeCarts(merged, office), merged)).toBe(true);
  });

  it('keeps the quantity set last when both changed the same line, never the sum', () => {
    const office = change(shared, 5, (items) => updateQuantity(items, 'pomp', 2));
    const phone = change(shared, 7, (items) => updateQuantity(items, 'pomp', 4));
    expect(quantities(mergeCarts(office, phone)).pomp).toBe(4);
    expect(quantities(mergeCarts(phone, office)).pomp).toBe(4);
  });

  it('adding the same product on both devices keeps one line at the later quantity', () => {
    const office = change(EMPTY_SYNCED_CART, 1, (items) => addItem(items, valve, 2));
    const phone = change(EMPTY_SYNCED_CART, 2, (items) => addItem(items, valve, 3));
    const merged = mergeCarts(office, phone);
    expect(merged.items).toHaveLength(1);
    expect(quantities(merged)).toEqual({ klep: 3 });
  });

  it('spreads a removal, unless the other device changed the line later', () => {
    const office = change(shared, 5, (items) => removeItem(items, 'vat'));
    expect(quantities(mergeCarts(shared, office))).toEqual({ pomp: 1 });
    const phone = change(shared, 8, (items) => updateQuantity(items, 'vat', 5));
    expect(quantities(mergeCarts(office, phone))).toEqual({ pomp: 1, vat: 5 });
  });

  it('an emptied cart (ordered) stays empty on the other device, its job gone too', () => {
    const withJob: SyncedCart = { ...shared, job: { at: at(1), job: { reference: 'Jansen' } } };
    const ordered = { ...change(withJob, 9, () => []), job: { at: at(9), job: null } };
    const merged = mergeCarts(withJob, ordered);
    expect(merged.items).toEqual([]);
    expect(merged.job).toEqual({ at: at(9), job: null });
  });

  it('takes the job set last, whichever device set it', () => {
    const a: SyncedCart = { ...shared, job: { at: at(3), job: { reference: 'Oud' } } };
    const b: SyncedCart = { ...shared, job: { at: at(4), job: { reference: 'Nieuw' } } };
    expect(mergeCarts(a, b).job?.job?.reference).toBe('Nieuw');
    expect(mergeCarts(b, a).job?.job?.reference).toBe('Nieuw');
  });

  it('a winning line keeps its own seen price and takes the other copy’s product details', () => {
    const server: SyncedCart = {
      ...shared,
      items: shared.items.map((item) => ({ ...item, name: 'Pomp (nieuw)', inStock: false })),
    };
    const device = change(shared, 5, (items) => updateQuantity(items, 'pomp', 2));
    const merged = mergeCarts(device, server);
    expect(merged.items[0]).toMatchObject({
      id: 'pomp',
      name: 'Pomp (nieuw)',
      quantity: 2,
      price: 650000,
      changedAt: at(5),
    });
  });
});

describe('a local cart at sign-in', () => {
  it('an unstamped copy from before adds what the server lacks and loses to what it changed', () => {
    const kept = parseKeptCart(
      JSON.stringify([
        { ...pump, quantity: 3 },
        { ...valve, quantity: 1 },
      ]),
    );
    expect(kept.items.map((item) => item.changedAt)).toEqual([UNSTAMPED, UNSTAMPED]);
    const server = change(EMPTY_SYNCED_CART, 2, (items) => addItem(items, pump, 1));
    expect(quantities(mergeCarts(kept, server))).toEqual({ pomp: 1, klep: 1 });
  });

  it('reads a stamped copy back, and anything else as an empty cart', () => {
    const cart = change(EMPTY_SYNCED_CART, 1, (items) => addItem(items, vat, 2));
    expect(parseKeptCart(JSON.stringify(cart))).toEqual(cart);
    expect(parseKeptCart('{kapot')).toEqual(EMPTY_SYNCED_CART);
    expect(parseKeptCart({ items: 'nee' })).toEqual(EMPTY_SYNCED_CART);
  });
});

describe('stamping a change', () => {
  it('stamps only the lines that changed, and turns a line taken out into a removal', () => {
    const start = change(EMPTY_SYNCED_CART, 0, (items) => addItem(addItem(items, pump), vat));
    const next = change(start, 4, (items) => removeItem(updateQuantity(items, 'pomp', 2), 'vat'));
    expect(next.items.map((item) => [item.id, item.changedAt])).toEqual([['pomp', at(4)]]);
    expect(next.removed).toEqual([{ id: 'vat', changedAt: at(4) }]);
    const back = change(next, 6, (items) => addItem(items, vat));
    expect(back.removed).toEqual([]);
    expect(back.items.find((item) => item.id === 'vat')?.changedAt).toBe(at(6));
  });

  it('forgets removals after 30 days, the same on every copy', () => {
    const old = {
      ...EMPTY_SYNCED_CART,
      removed: [{ id: 'vat', changedAt: '2026-10-01T00:00:00.000Z' }],
    };
    expect(settled(old, new Date('2026-10-30T00:00:00.000Z')).removed).toHaveLength(1);
    expect(settled(old, new Date('2026-11-01T00:00:00.000Z')).removed).toEqual([]);
  });
});
