import { describe, expect, it } from 'vitest';
import { offertes } from '../../src-server/collections/offertes';
import { toListItem, toOfferte } from '../../src-server/offertes/offerte-view';
import { approveOrder } from '../../src-server/orders/approval';
import { placeOrder } from '../../src-server/orders/place-order';
import type { Storage } from '../../src-server/storage/port';
import { seedFirm, type Firm } from '../support/company-scenario';
import { freshSqliteStorage } from '../support/fresh-storage';

const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };

/** An offerte of the firm that the homeowner accepted, made by the eigenaar. */
async function acceptedOfferte(storage: Storage, firm: Firm, number: string) {
  const id = `${firm.companyId}-offerte`;
  await storage.set('offertes', id, {
    companyId: firm.companyId,
    ownerId: firm.owner,
    number,
    version: 1,
    status: 'geaccepteerd',
    lines: [],
    validUntil: '2026-12-22',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

const fromOfferte = (productId: string, offerteNumber: string) => ({
  lines: [{ productId, quantity: 1 }],
  delivery: 'afhalen' as const,
  pointsToRedeem: 0,
  address: '',
  reference: offerteNumber,
  notes: '',
  offerteNumber,
});

describe('an accepted offerte ordered by a colleague', () => {
  const storage = freshSqliteStorage();
  const stored = async (id: string) => offertes.on(storage()).get(id);
  /** Firm `tag`, whose monteur ordered its product `product` from its accepted offerte `number`. */
  const orderedFromOfferte = async (tag: string, product: string, number: string) => {
    const firm = await seedFirm(storage(), tag);
    const id = await acceptedOfferte(storage(), firm, number);
    const { order } = await placeOrder(
      storage(),
      clock,
      firm.fitter,
      `sleutel-${tag}-1`,
      fromOfferte(`${tag}-${product}`, number),
    );
    return { firm, id, order };
  };

  it('links the offerte to the order the monteur placed: Besteld, with the number', async () => {
    const { id, order } = await orderedFromOfferte('lnk', 'dempers', 'OFF-2026-00007');
    expect(order.status).toBe('ontvangen');
    expect(order.offerteNumber).toBe('OFF-2026-00007');
    const offerte = await stored(id);
    expect(offerte?.order).toEqual({ id: order.id, number: order.number });
    if (!offerte) throw new Error('De offerte is weg');
    expect(toOfferte(offerte, '2026-11-22', false).order).toEqual(offerte.order);
    expect(toListItem(offerte, '2026-11-22').order).toEqual(offerte.order);
  });

  it('links an order that waited for approval only once it is approved', async () => {
    const { firm, id, order } = await orderedFromOfferte('wkt', 'pomp', 'OFF-2026-00008');
    expect(order.status).toBe('wacht_op_goedkeuring');
    expect((await stored(id))?.order).toBeUndefined();
    await approveOrder(storage(), clock, firm.buyer, order.id, {
      expectedTotalInclVat: order.totalInclVat,
    });
    expect((await stored(id))?.order).toEqual({ id: order.id, number: order.number });
  });

  it("leaves another firm's offerte with the same number alone", async () => {
    const other = await seedFirm(storage(), 'twee');
    const theirs = await acceptedOfferte(storage(), other, 'OFF-2026-00009');
    await orderedFromOfferte('een', 'dempers', 'OFF-2026-00009');
    expect((await stored(theirs))?.order).toBeUndefined();
  });
});
