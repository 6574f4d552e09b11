import { expect } from 'vitest';
import { orders, type StoredOrder } from '../../src-server/collections/orders';
import { invoices } from '../../src-server/collections/invoices';
import { changeOrderStatus } from '../../src-server/orders/order-status';
import type { Storage } from '../../src-server/storage/port';

export const INVOICE_YEAR = 2026;
const placedAt = '2026-11-20T09:00:00.000Z';

export const READY_BUYER = {
  name: 'Ans de Vries',
  company: 'De Vries Installatietechniek',
  address: 'Dorpsstraat 1, 1234 AB Ergens',
  email: 'ans@example.test',
  kvkNumber: '12345678',
  btwId: 'NL123456782B01',
};

/** A stored order ready for delivery: one pump at € 1.000,00 and a valve at 9 % btw. */
export function readyOrder(userId: string, number: string): StoredOrder {
  return {
    userId,
    number,
    status: 'klaar_voor_afhalen',
    statusHistory: [{ status: 'ontvangen', at: placedAt }],
    createdAt: placedAt,
    delivery: 'afhalen',
    address: '',
    reference: 'Project Vondelstraat',
    notes: '',
    discountPercent: 10,
    pointsCredited: false,
    lines: [
      {
        productId: 'pomp',
        name: 'Warmtepomp 8 kW',
        modelNumber: 'WP-8',
        quantity: 2,
        basePrice: 111_111,
        unitPrice: 100_000,
        lineTotal: 200_000,
        vatRate: 21,
      },
      {
        productId: 'ventiel',
        name: 'Ventiel',
        modelNumber: 'V-1',
        quantity: 3,
        basePrice: 1_111,
        unitPrice: 1_000,
        lineTotal: 3_000,
        vatRate: 9,
      },
    ],
    subtotal: 225_555,
    discount: 22_555,
    goodsNet: 203_000,
    pointsRedeemed: 1_000,
    pointsValue: 10_000,
    deliveryCost: 0,
    totalExclVat: 193_000,
    // 10.000 points value split over the rates as the quote does: 9.852 on 21 %, 148 on 9 %.
    vat: [
      { rate: 21, base: 190_148, amount: 39_931 },
      { rate: 9, base: 2_852, amount: 257 },
    ],
    totalVat: 40_188,
    totalInclVat: 233_188,
    pointsToEarn: 1_930,
    buyer: READY_BUYER,
  };
}

/** A store whose next transaction fails after its work is done, as a lost commit would. */
export function failingOnce(storage: Storage): Storage {
  let fail = true;
  return {
    ...storage,
    transaction: (work) =>
      storage.transaction(async (tx) => {
        const result = await work(tx);
        if (fail) {
          fail = false;
          throw new Error('simulated commit failure');
        }
        return result;
      }),
  };
}

const clock = { now: () => new Date('2026-11-23T10:00:00Z') };

/**
 * Three orders delivered one after another, one attempt that fails, and two delivered at the
 * same time: the invoice numbers are 1..5 of the year, no gap, none twice.
 */
export async function deliverAndCheckNumbers(storage: Storage, userId: string): Promise<void> {
  const ids = ['inv-a', 'inv-b', 'inv-c', 'inv-d', 'inv-e', 'inv-f'];
  for (const [index, id] of ids.entries())
    await orders.on(storage).set(id, readyOrder(userId, `WP-2026-90000${index}`));
  await storage.set('users', userId, { email: `${userId}@example.test`, rewardPoints: 0 });

  for (const id of ids.slice(0, 3)) await changeOrderStatus(storage, clock, id, 'geleverd');
  await expect(changeOrderStatus(failingOnce(storage), clock, 'inv-d', 'geleverd')).rejects.toThrow(
    'simulated commit failure',
  );
  expect((await orders.on(storage).get('inv-d'))?.status).toBe('klaar_voor_afhalen');
  await Promise.all(
    ['inv-d', 'inv-e'].map((id) => changeOrderStatus(storage, clock, id, 'geleverd')),
  );

  const made = await invoices
    .on(storage)
    .query({ where: [{ field: 'userId', op: '==', value: userId }] });
  expect(made.map((invoice) => invoice.number).sort()).toEqual([
    'F-2026-000001',
    'F-2026-000002',
    'F-2026-000003',
    'F-2026-000004',
    'F-2026-000005',
  ]);
  expect(new Set(made.map((invoice) => invoice.orderId))).toEqual(new Set(ids.slice(0, 5)));
}
