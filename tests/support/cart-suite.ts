import { expect, it } from 'vitest';
import type { CartSyncRequest } from '@shared/cart/cart-schema';
import { getCart, syncCart } from '../../src-server/cart/cart';
import { users } from '../../src-server/collections/users';
import type { Storage } from '../../src-server/storage/port';
import { seedFirm } from './company-scenario';

const now = new Date('2026-11-27T12:00:00Z');
const clock = { now: () => now };
const at = (minute: number) => `2026-11-27T11:${String(minute).padStart(2, '0')}:00.000Z`;

const copy = (
  lines: [productId: string, quantity: number, minute: number][],
  removed: [id: string, minute: number][] = [],
): CartSyncRequest => ({
  lines: lines.map(([productId, quantity, minute]) => ({
    productId,
    quantity,
    price: 300000,
    changedAt: at(minute),
  })),
  removed: removed.map(([id, minute]) => ({ id, changedAt: at(minute) })),
  job: null,
});

const quantities = (cart: { items: { id: string; quantity: number }[] }) =>
  Object.fromEntries(cart.items.map((item) => [item.id, item.quantity]));

/** The cart that follows the user (docs/domain-rules.md, "Cart"), the same on every adapter. */
export function cartSuite(storage: () => Storage) {
  it('merges the copies of two devices into the one cart of the user, none doubled', async () => {
    const firm = await seedFirm(storage(), 'kar');
    const pump = 'kar-pomp';
    const dampers = 'kar-dempers';
    await syncCart(storage(), clock, firm.owner, copy([[pump, 1, 1]]));
    // The phone was offline: it raised the pump and added dampers; the office removed nothing.
    const merged = await syncCart(
      storage(),
      clock,
      firm.owner,
      copy([
        [pump, 2, 5],
        [dampers, 3, 6],
      ]),
    );
    expect(quantities(merged)).toEqual({ [pump]: 2, [dampers]: 3 });
    // The office's stale copy (older stamps) changes nothing; its removal of the dampers,
    // made later, spreads.
    const office = await syncCart(
      storage(),
      clock,
      firm.owner,
      copy([[pump, 1, 1]], [[dampers, 9]]),
    );
    expect(quantities(office)).toEqual({ [pump]: 2 });
    expect(quantities(await getCart(storage(), firm.owner))).toEqual({ [pump]: 2 });
    // Each line with the product as it is now, at the price the user saw.
    expect(office.items[0]).toMatchObject({ id: pump, name: 'Pomp', price: 300000 });
  });

  it('keeps one cart per user: a colleague and another firm see their own', async () => {
    const firm = await seedFirm(storage(), 'eigen');
    await syncCart(storage(), clock, firm.fitter, copy([['eigen-pomp', 4, 1]]));
    expect((await getCart(storage(), firm.owner)).items).toEqual([]);
    expect((await getCart(storage(), firm.outsider)).items).toEqual([]);
    expect(quantities(await getCart(storage(), firm.fitter))).toEqual({ 'eigen-pomp': 4 });
  });

  it('starts empty for a user who moved to another firm, job and all', async () => {
    const firm = await seedFirm(storage(), 'verhuis');
    await syncCart(storage(), clock, firm.buyer, {
      ...copy([['verhuis-pomp', 1, 1]]),
      job: { at: at(1), job: { clientId: 'klant-1', clientName: 'Familie Bos' } },
    });
    await users.on(storage()).update(firm.buyer, { companyId: `${firm.outsider}-bedrijf` });
    expect(await getCart(storage(), firm.buyer)).toEqual({ items: [], removed: [], job: null });
  });

  it('keeps the job set last and answers a product that no longer exists as removed', async () => {
    const firm = await seedFirm(storage(), 'klus');
    const job = { reference: 'OFF-2026-00001', offerteNumber: 'OFF-2026-00001' };
    await syncCart(storage(), clock, firm.owner, {
      ...copy([['klus-pomp', 1, 1]]),
      job: { at: at(2), job },
    });
    const answer = await syncCart(storage(), clock, firm.owner, {
      ...copy([['bestaat-niet', 1, 3]]),
      job: { at: at(1), job: { reference: 'ouder' } },
    });
    expect(answer.job).toEqual({ at: at(2), job });
    expect(quantities(answer)).toEqual({ 'klus-pomp': 1 });
    expect(answer.removed).toEqual([{ id: 'bestaat-niet', changedAt: at(3) }]);
  });
}
