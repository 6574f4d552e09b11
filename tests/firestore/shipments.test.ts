import { expect, it } from 'vitest';
import { adminStatusChangeSchema } from '@shared/schemas/admin/orders';
import { auditOf } from '../../src-server/audit/audit';
import { getOrder, moveOrder } from '../../src-server/orders/admin-orders';
import { changeShipment, deliverShipment } from '../../src-server/orders/admin-shipments';
import { documentsOfOrder } from '../../src-server/invoices/invoice-list';
import { registerReturn } from '../../src-server/invoices/returns';
import { products } from '../../src-server/collections/products';
import { users } from '../../src-server/collections/users';
import { changeOrderStatus } from '../../src-server/orders/order-status';
import { orderOf } from '../../src-server/orders/orders';
import { placeOrder } from '../../src-server/orders/place-order';
import type { Storage } from '../../src-server/storage/port';
import { makeProduct } from '../fixtures/product';
import { describeOnOfficialFirestore } from '../support/official-firestore';

/** Backorders, partial shipments and track & trace on Firestore (official emulator). */
const now = new Date('2026-11-23T10:00:00Z');
const clock = { now: () => now };
const actor = { uid: 'fs-admin', email: 'beheer@warmteportaal.test' };
const order = (lines: { productId: string; quantity: number }[]) => ({
  lines,
  delivery: 'afhalen' as const,
  pointsToRedeem: 0,
  address: '',
  reference: '',
  notes: '',
});
/** Places a pick-up order of these lines for `uid` under `key`. */
const place = (
  storage: Storage,
  uid: string,
  key: string,
  lines: { productId: string; quantity: number }[],
) => placeOrder(storage, clock, uid, key, order(lines));
const ship = (body: Record<string, unknown>) =>
  adminStatusChangeSchema.parse({ status: 'verzonden', ...body });
/** The back-office ships (part of) an order. */
const shipPart = (storage: Storage, id: string, body: Record<string, unknown>) =>
  moveOrder(storage, clock, actor, id, ship(body));

async function seed(storage: Storage) {
  const product = (id: string, fields: Record<string, unknown>) => {
    const { id: _id, ...data } = makeProduct({ id, name: id, modelNumber: id.toUpperCase() });
    return products.on(storage).set(id, { ...data, ...fields });
  };
  await product('laatste', { stockQuantity: 1, inStock: true, leadTimeDays: 10 });
  await product('kabel', { stockQuantity: 50, inStock: true });
  await product('uit', { stockQuantity: 0, inStock: false, backorderable: false });
  for (const uid of ['fs-a', 'fs-b']) {
    await users.on(storage).set(uid, {
      email: `${uid}@warmteportaal.test`,
      role: 'installer',
      firstName: uid,
      lastName: '',
      company: '',
      phone: '',
      discount: 0,
      rewardPoints: 0,
      createdAt: now.toISOString(),
    });
  }
}

describeOnOfficialFirestore(
  'shipments',
  'backorders and shipments on Firestore (official emulator)',
  (storage) => {
    it('gives the last unit to one of two concurrent orders; the other is backordered', async () => {
      const [a, b] = await Promise.all([
        place(storage(), 'fs-a', 'laatste-a', [{ productId: 'laatste', quantity: 1 }]),
        place(storage(), 'fs-b', 'laatste-b', [{ productId: 'laatste', quantity: 1 }]),
      ]);
      const backordered = [a, b].map((placed) => placed.order.lines[0]?.backordered ?? 0);
      expect(backordered.sort()).toEqual([0, 1]);
      expect(await products.on(storage()).get('laatste')).toMatchObject({
        stockQuantity: 0,
        inStock: false,
      });
    });

    it('refuses a product marked not orderable with a Dutch 409 and takes no stock', async () => {
      await expect(
        place(storage(), 'fs-a', 'uit-1', [
          { productId: 'kabel', quantity: 5 },
          { productId: 'uit', quantity: 1 },
        ]),
      ).rejects.toMatchObject({ status: 409, message: 'uit is niet op voorraad.' });
      expect((await products.on(storage()).get('kabel'))?.stockQuantity).toBe(50);
    });

    it('ships in parts with carriers and codes, corrects a code (audited), then delivers', async () => {
      const { order: placed } = await place(storage(), 'fs-a', 'delen-1', [
        { productId: 'kabel', quantity: 4 },
        { productId: 'laatste', quantity: 2 },
      ]);
      expect(placed.lines.find((line) => line.productId === 'laatste')?.backordered).toBe(2);
      await moveOrder(storage(), clock, actor, placed.id, { status: 'in_behandeling' });
      const first = await shipPart(storage(), placed.id, {
        carrier: 'DPD',
        trackAndTrace: '05212345678901',
        lines: [{ productId: 'kabel', quantity: 4 }],
      });
      expect(first).toMatchObject({ status: 'verzonden', nextStatuses: ['verzonden'] });
      await expect(
        changeOrderStatus(storage(), clock, placed.id, 'geleverd'),
      ).rejects.toMatchObject({ status: 409, code: 'nog_niet_verzonden' });
      await expect(
        shipPart(storage(), placed.id, {
          carrier: 'GLS',
          trackAndTrace: '12345678901',
          lines: [{ productId: 'kabel', quantity: 1 }],
        }),
      ).rejects.toMatchObject({ status: 400, message: 'kabel is al helemaal verzonden.' });
      const second = await shipPart(storage(), placed.id, {
        carrier: 'GLS',
        trackAndTrace: '12345678901',
      });
      expect(second.shipments?.map((s) => [s.id, s.carrier, s.lines])).toEqual([
        ['levering-1', 'DPD', [{ productId: 'kabel', quantity: 4 }]],
        ['levering-2', 'GLS', [{ productId: 'laatste', quantity: 2 }]],
      ]);
      expect(second.nextStatuses).toEqual(['geleverd']);

      await changeShipment(
        storage(),
        clock,
        actor,
        { orderId: placed.id, shipmentId: 'levering-2' },
        { carrier: 'GLS', trackAndTrace: 'AB12CD34', expectedDeliveryDate: '2026-11-25' },
        getOrder,
      );
      const log = await auditOf(storage(), 'order', placed.id, { limit: 10 });
      // Entries of one moment (a fixed clock) have no order among them: find it by its action.
      const corrected = log.items.find((entry) => entry.action === 'levering-2 gewijzigd');
      expect(corrected?.changes).toEqual(
        expect.arrayContaining([
          { field: 'trackingCode', before: '12345678901', after: 'AB12CD34' },
          { field: 'expectedDeliveryDate', before: '—', after: '2026-11-25' },
        ]),
      );

      // The customer sees it; another company's member gets the same 404 as for no order.
      expect((await orderOf(storage(), 'fs-a', placed.id)).trackAndTrace).toBe('AB12CD34');
      await expect(orderOf(storage(), 'fs-b', placed.id)).rejects.toMatchObject({ status: 404 });

      const delivered = await moveOrder(storage(), clock, actor, placed.id, {
        status: 'geleverd',
      });
      expect(delivered.status).toBe('geleverd');
      expect(delivered.shipments?.every((s) => s.deliveredAt === now.toISOString())).toBe(true);
    });

    it('invoices each delivered shipment for its own lines; the last one delivers the order', async () => {
      const { order: placed } = await place(storage(), 'fs-a', 'factuur-per-levering', [
        { productId: 'kabel', quantity: 3 },
        { productId: 'laatste', quantity: 1 },
      ]);
      await moveOrder(storage(), clock, actor, placed.id, { status: 'in_behandeling' });
      await shipPart(storage(), placed.id, {
        carrier: 'DPD',
        trackAndTrace: '05212345678901',
        lines: [{ productId: 'kabel', quantity: 2 }],
      });
      const then = {
        answer: getOrder,
        deliverOrder: (id: string) =>
          moveOrder(storage(), clock, actor, id, { status: 'geleverd' }),
      };
      const ids = (shipmentId: string) => ({ orderId: placed.id, shipmentId });
      const first = await deliverShipment(storage(), clock, actor, ids('levering-1'), then);
      expect(first.order.status).toBe('verzonden');
      expect(first.order.shipments?.[0]?.deliveredAt).toBe(now.toISOString());
      expect(first.invoice?.lines.map((line) => [line.productId, line.quantity])).toEqual([
        ['kabel', 2],
      ]);
      await expect(
        deliverShipment(storage(), clock, actor, ids('levering-1'), then),
      ).rejects.toMatchObject({ status: 409, message: 'Deze levering is al geleverd.' });

      await shipPart(storage(), placed.id, { carrier: 'GLS', trackAndTrace: '12345678901' });
      const last = await deliverShipment(storage(), clock, actor, ids('levering-2'), then);
      expect(last.order.status).toBe('geleverd');
      const invoices = (await documentsOfOrder(storage(), placed.id)).filter(
        (invoice) => invoice.kind === 'factuur',
      );
      expect(
        invoices
          .flatMap((invoice) => invoice.lines)
          .map((line) => `${line.quantity} × ${line.productId ?? line.description}`)
          .sort(),
      ).toEqual(['1 × kabel', '1 × laatste', '2 × kabel']);
      expect(invoices.reduce((sum, invoice) => sum + invoice.totalInclVat, 0)).toBe(
        placed.totalInclVat,
      );

      // Everything back in one return: one transaction, one credit note per invoice, each
      // naming its own invoice and crediting exactly what that invoice billed.
      const credits = await registerReturn(storage(), clock, actor, placed.id, {
        lines: placed.lines.map((line, lineIndex) => ({ lineIndex, quantity: line.quantity })),
        reason: 'Alles retour',
      });
      expect(credits.map((credit) => credit.invoiceNumber)).toEqual(
        invoices.map((invoice) => invoice.number),
      );
      expect(new Set(credits.map((credit) => credit.number)).size).toBe(2);
      for (const [index, credit] of credits.entries())
        expect(credit.totalInclVat).toBe(-(invoices[index]?.totalInclVat ?? 0));
    });
  },
  seed,
);
