import { expect, it } from 'vitest';
import { approvalPage, approveOrder, rejectOrder } from '../../src-server/orders/approval';
import { placeOrder } from '../../src-server/orders/place-order';
import type { Storage } from '../../src-server/storage/port';
import { pointsLedger } from '../../src-server/collections/points-ledger';
import { seedFirm } from './company-scenario';
import { firmBalance } from './firm-points';

const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
const pickUp = (productId: string, pointsToRedeem = 0) => ({
  lines: [{ productId, quantity: 1 }],
  delivery: 'afhalen' as const,
  pointsToRedeem,
  address: '',
  reference: '',
  notes: '',
});

/** Spend limits and approval, the same on every storage adapter. */
export function approvalSuite(storage: () => Storage) {
  it('lets an order above the limit wait: nothing redeemed until the eigenaar approves', async () => {
    const firm = await seedFirm(storage(), 'wacht');
    const { order } = await placeOrder(storage(), clock, firm.fitter, 'sleutel-wacht-1', {
      ...pickUp('wacht-pomp', 100),
    });
    expect(order.status).toBe('wacht_op_goedkeuring');
    expect(await firmBalance(storage(), firm.companyId)).toBe(1000);

    await expect(approvalPage(storage(), firm.fitter, { limit: 20 })).rejects.toMatchObject({
      status: 403,
    });
    const waiting = await approvalPage(storage(), firm.buyer, { limit: 20 });
    expect(waiting.items.map((item) => [item.id, item.priceChanged])).toEqual([[order.id, false]]);
    const request = { expectedTotalInclVat: order.totalInclVat };
    await expect(
      approveOrder(storage(), clock, firm.outsider, order.id, request),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      approveOrder(storage(), clock, firm.fitter, order.id, request),
    ).rejects.toMatchObject({ status: 403 });

    const approved = await approveOrder(storage(), clock, firm.owner, order.id, request);
    expect(approved.status).toBe('ontvangen');
    expect(approved.approval).toMatchObject({ decision: 'goedgekeurd', byUserId: firm.owner });
    // Redeemed from the firm's points, in the name of the monteur who ordered.
    expect(await firmBalance(storage(), firm.companyId)).toBe(900);
    const redeemed = await pointsLedger.on(storage()).query({
      where: [{ field: 'orderId', op: '==', value: order.id }],
    });
    expect(redeemed).toEqual([
      expect.objectContaining({
        companyId: firm.companyId,
        userId: firm.fitter,
        amount: -100,
        reason: 'inwisseling',
      }),
    ]);
    await expect(
      rejectOrder(storage(), clock, firm.buyer, order.id, 'te laat'),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('lets nobody approve an order they placed, in every role', async () => {
    const firm = await seedFirm(storage(), 'zelf');
    // The inkoper and the eigenaar get a limit of their own; the monteur has one already.
    for (const uid of [firm.owner, firm.buyer]) {
      await storage().update('users', uid, { limitPerOrderCents: 100000 });
    }
    const placed = await Promise.all(
      [firm.owner, firm.buyer, firm.fitter].map(async (uid) => {
        const { order } = await placeOrder(storage(), clock, uid, `sleutel-zelf-${uid}`, {
          ...pickUp('zelf-pomp'),
        });
        expect(order.status).toBe('wacht_op_goedkeuring');
        return order;
      }),
    );
    const [byOwner, byBuyer, byFitter] = placed;
    const approve = (uid: string, order: (typeof placed)[number] | undefined) =>
      approveOrder(storage(), clock, uid, order?.id ?? '', {
        expectedTotalInclVat: order?.totalInclVat ?? 0,
      });
    await expect(approve(firm.owner, byOwner)).rejects.toMatchObject({
      status: 403,
      code: 'eigen_bestelling',
    });
    await expect(approve(firm.buyer, byBuyer)).rejects.toMatchObject({
      status: 403,
      code: 'eigen_bestelling',
    });
    // A monteur approves nothing, his own order least of all.
    await expect(approve(firm.fitter, byFitter)).rejects.toMatchObject({ status: 403 });
    const page = await approvalPage(storage(), firm.buyer, { limit: 20 });
    const own = page.items.find((item) => item.id === byBuyer?.id);
    expect(own?.cannotApprove).toMatch(/^Je hebt deze bestelling zelf geplaatst/);
    expect(own?.cannotApprove).toContain('Een andere eigenaar of inkoper');
    expect(page.items.find((item) => item.id === byOwner?.id)?.cannotApprove).toBeUndefined();
    // Each order is approved by someone else.
    expect((await approve(firm.buyer, byOwner)).status).toBe('ontvangen');
    expect((await approve(firm.owner, byBuyer)).status).toBe('ontvangen');
    expect((await approve(firm.owner, byFitter)).status).toBe('ontvangen');
  });

  it('tells a firm whose only approver placed the order why and what to do', async () => {
    const firm = await seedFirm(storage(), 'alleen');
    await storage().update('users', firm.owner, { limitPerOrderCents: 100000 });
    // The inkoper leaves: the eigenaar is the only one who may approve.
    await storage().update('users', firm.buyer, { removedFromCompanyAt: now.toISOString() });
    const { order } = await placeOrder(storage(), clock, firm.owner, 'sleutel-alleen-1', {
      ...pickUp('alleen-pomp'),
    });
    const [item] = (await approvalPage(storage(), firm.owner, { limit: 20 })).items;
    expect(item?.cannotApprove).toContain('Je bedrijf heeft geen andere eigenaar of inkoper.');
    expect(item?.cannotApprove).toContain('Nodig bij Bedrijf een collega uit');
    await expect(
      approveOrder(storage(), clock, firm.owner, order.id, {
        expectedTotalInclVat: order.totalInclVat,
      }),
    ).rejects.toMatchObject({ status: 403, message: item?.cannotApprove });
  });

  it('places an order within the limits at once, and counts the month', async () => {
    const firm = await seedFirm(storage(), 'maand');
    const first = await placeOrder(storage(), clock, firm.fitter, 'sleutel-maand-1', {
      ...pickUp('maand-dempers'),
    });
    expect(first.order.status).toBe('ontvangen');
    const second = await placeOrder(storage(), clock, firm.fitter, 'sleutel-maand-2', {
      ...pickUp('maand-dempers'),
    });
    expect(second.order.status).toBe('ontvangen');
    // 3 × € 1.500 is above the month's € 4.000.
    const third = await placeOrder(storage(), clock, firm.fitter, 'sleutel-maand-3', {
      ...pickUp('maand-dempers'),
    });
    expect(third.order.status).toBe('wacht_op_goedkeuring');
  });

  it('asks the approver to confirm a price that changed', async () => {
    const firm = await seedFirm(storage(), 'prijs');
    const { order } = await placeOrder(storage(), clock, firm.fitter, 'sleutel-prijs-1', {
      ...pickUp('prijs-pomp'),
    });
    await storage().update('products', 'prijs-pomp', { price: 310000 });
    const [item] = (await approvalPage(storage(), firm.owner, { limit: 20 })).items;
    expect(item?.priceChanged).toBe(true);
    await expect(
      approveOrder(storage(), clock, firm.owner, order.id, {
        expectedTotalInclVat: order.totalInclVat,
      }),
    ).rejects.toMatchObject({ status: 409, code: 'prijs_gewijzigd' });
    const approved = await approveOrder(storage(), clock, firm.owner, order.id, {
      expectedTotalInclVat: item?.currentTotalInclVat ?? 0,
    });
    expect(approved.totalInclVat).toBe(item?.currentTotalInclVat);
    expect(approved.totalInclVat).not.toBe(order.totalInclVat);
  });

  it('lets exactly one of an approval and a rejection at once win', async () => {
    const firm = await seedFirm(storage(), 'race');
    const { order } = await placeOrder(storage(), clock, firm.fitter, 'sleutel-race-1', {
      ...pickUp('race-pomp'),
    });
    const results = await Promise.allSettled([
      approveOrder(storage(), clock, firm.owner, order.id, {
        expectedTotalInclVat: order.totalInclVat,
      }),
      rejectOrder(storage(), clock, firm.buyer, order.id, 'Niet nodig'),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((result) => result.reason)).toMatchObject([
      { status: 409, code: 'al_beoordeeld' },
    ]);
    const stored = await storage().get('orders', order.id);
    const winner = won[0]?.status === 'fulfilled' ? won[0].value.status : null;
    expect(stored?.status).toBe(winner);
    expect(stored?.statusHistory).toHaveLength(2);
  });
}
