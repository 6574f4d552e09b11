import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shared/schemas/admin/audit';
import type { Page } from '@shared/schemas/page';
import { uidApp } from '../support/uid-app';
import { auditLog } from '../../src-server/collections/audit-log';
import { releaseExpiredInvitation } from '../../src-server/company/colleagues';
import { migrateCompanies } from '../../src-server/company/migrate';
import { changeOrderStatus } from '../../src-server/orders/order-status';
import { placeOrder } from '../../src-server/orders/place-order';
import type { Storage } from '../../src-server/storage/port';
import { storedProduct } from '../fixtures/product';
import { seedFirm } from '../support/company-scenario';
import { freshSqliteStorage } from '../support/fresh-storage';

const now = new Date('2026-11-27T10:00:00Z');
const clock = { now: () => now };

/** The whole log as the back-office asks for it, by the portal itself (`door=systeem`). */
async function systemLog(storage: Storage, query = ''): Promise<AuditEntry[]> {
  await storage.set('users', 'adm', { role: 'admin', rewardPoints: 0, email: 'adm@x.test' });
  const app = uidApp(storage, clock);
  const response = await app.request(`/api/admin/audit/all?door=systeem${query}`, {
    headers: { authorization: 'Bearer adm' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Page<AuditEntry>).items;
}

const pickUp = (productId: string, quantity: number, pointsToRedeem = 0) => ({
  lines: [{ productId, quantity }],
  delivery: 'afhalen' as const,
  pointsToRedeem,
  address: '',
  reference: '',
  notes: '',
});

describe('the log of what the portal changes by itself (Door: Systeem)', () => {
  const storage = freshSqliteStorage();

  async function firmWithStock() {
    const firm = await seedFirm(storage(), 'sys');
    await storage().set(
      'products',
      'ketel',
      storedProduct({ name: 'Ketel', price: 100_000, stockQuantity: 3, inStock: true }),
    );
    return firm;
  }

  it('logs the stock an order takes and a cancellation gives back, on the product', async () => {
    const firm = await firmWithStock();
    const { order } = await placeOrder(storage(), clock, firm.owner, 'k-1', pickUp('ketel', 3));
    let entries = await systemLog(storage(), '&soort=product');
    expect(
      entries.map(({ entityId, action, changes, actorEmail }) => ({
        entityId,
        action,
        changes,
        actorEmail,
      })),
    ).toEqual([
      {
        entityId: 'ketel',
        action: `voorraad naar bestelling ${order.number}`,
        changes: [
          { field: 'stockQuantity', before: '3', after: '0' },
          { field: 'inStock', before: 'true', after: 'false' },
        ],
        actorEmail: 'Systeem',
      },
    ]);

    await changeOrderStatus(storage(), clock, order.id, 'geannuleerd');
    entries = await systemLog(storage(), '&soort=product');
    expect(entries.map((entry) => entry.action)).toContain(
      `voorraad terug van geannuleerde bestelling ${order.number}`,
    );
    expect(entries.flatMap((entry) => entry.changes)).toContainEqual({
      field: 'stockQuantity',
      before: '0',
      after: '3',
    });
  });

  it('logs the invoice and the points a delivery brings, and the points a cancellation returns', async () => {
    const firm = await firmWithStock();
    const { order } = await placeOrder(storage(), clock, firm.owner, 'k-2', pickUp('ketel', 1));
    for (const status of ['in_behandeling', 'klaar_voor_afhalen', 'geleverd'] as const) {
      await changeOrderStatus(storage(), clock, order.id, status);
    }
    const [delivered] = await systemLog(storage(), '&soort=order');
    expect(delivered?.entityId).toBe(order.id);
    expect(delivered?.action).toBe('automatisch bij levering');
    expect(delivered?.changes).toEqual([
      { field: 'invoice', before: '—', after: expect.stringMatching(/^F-2026-\d{6}$/) },
      { field: 'pointsEarned', before: '—', after: String(order.pointsToEarn) },
    ]);

    const redeemed = await placeOrder(storage(), clock, firm.owner, 'k-3', pickUp('ketel', 1, 500));
    await changeOrderStatus(storage(), clock, redeemed.order.id, 'geannuleerd');
    const cancelled = (await systemLog(storage(), '&soort=order')).find(
      (entry) => entry.entityId === redeemed.order.id,
    );
    expect(cancelled?.action).toBe('automatisch bij annulering');
    expect(cancelled?.changes).toEqual([{ field: 'pointsReturned', before: '—', after: '500' }]);
  });

  it('logs the company the start-up migration founds for a user without one', async () => {
    await storage().set('users', 'oud', {
      role: 'installer',
      rewardPoints: 0,
      email: 'oud@x.test',
      company: 'Oud & Zonen',
    });
    await migrateCompanies(storage(), clock);
    const entries = await systemLog(storage(), '&soort=user');
    const founded = entries.find((entry) => entry.entityId === 'oud');
    expect(founded?.changes).toEqual([
      { field: 'company', before: '—', after: 'Oud & Zonen' },
      { field: 'companyRole', before: '—', after: 'eigenaar' },
    ]);
    // Run again, it founds nothing and logs nothing more.
    await migrateCompanies(storage(), clock);
    expect((await auditLog.on(storage()).query()).filter((e) => e.entityId === 'oud')).toHaveLength(
      1,
    );
  });

  it('logs an expired invitation it clears', async () => {
    await storage().set('users', 'uitgenodigd', {
      role: 'installer',
      rewardPoints: 0,
      email: 'nieuw@x.test',
      invitedAt: new Date('2026-11-01T10:00:00Z'),
    });
    const accounts = { deleteAccount: async () => undefined } as never;
    await releaseExpiredInvitation(storage(), accounts, clock, 'nieuw@x.test');
    expect(await storage().get('users', 'uitgenodigd')).toBeNull();
    const [cleared] = await systemLog(storage(), '&soort=user');
    expect(cleared?.action).toBe('verlopen uitnodiging vrijgegeven');
    expect(cleared?.changes).toEqual([{ field: 'email', before: 'nieuw@x.test', after: '—' }]);
  });
});
