import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { addDays, creditAmounts, invoiceDay, pointsToTakeBack } from '@shared/domain/invoice';
import type { Invoice, ReturnRequest } from '@shared/schemas/invoice';
import { invoiceIdOf, invoices, publicInvoice } from '../collections/invoices';
import { orders } from '../collections/orders';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { rewardPointsOf, users } from '../collections/users';
import { nextNumberIn } from '../shop/issue-invoice';
import { orderNotFound } from '../shop/orders';
import { changePoints } from '../shop/points';
import type { Storage } from '../storage/port';
import { recordAudit, type Actor } from '../admin/audit';
import { companyOfRecord } from '../company/access';
import { assertUblWritable } from '../e-invoice/ubl';

function tooMany(message: string): ApiError {
  return new ApiError(400, 'retour_te_groot', message, { lines: message });
}

/**
 * Registers a return of some or all goods of a delivered order: one credit note with its own
 * gapless number, referring to the order's invoice, the points earned on the returned goods
 * taken back (never below 0; what cannot be taken back is recorded on the credit note), and an
 * audit entry, all in one transaction.
 */
export async function registerReturn(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  orderId: string,
  request: ReturnRequest,
): Promise<Invoice> {
  return storage.transaction(async (tx) => {
    const order = await orders.in(tx).get(orderId);
    if (!order) throw orderNotFound();
    const invoice = await invoices.in(tx).get(invoiceIdOf(orderId));
    if (order.status !== 'geleverd' || !invoice) {
      throw new ApiError(
        409,
        'niet_geleverd',
        'Alleen een geleverde en gefactureerde bestelling kan retour komen.',
      );
    }
    const earlier = await invoices.in(tx).query({
      where: [{ field: 'orderId', op: '==', value: orderId }],
    });
    const credits = earlier.filter((doc) => doc.kind === 'creditfactuur');
    const returned = new Map<number, number>();
    for (const credit of credits)
      for (const line of credit.lines)
        if (line.lineIndex !== undefined)
          returned.set(line.lineIndex, (returned.get(line.lineIndex) ?? 0) - line.quantity);
    const asked = new Map<number, number>();
    for (const line of request.lines)
      asked.set(line.lineIndex, (asked.get(line.lineIndex) ?? 0) + line.quantity);
    for (const [lineIndex, quantity] of asked) {
      const line = order.lines[lineIndex];
      if (!line) throw tooMany('Deze regel staat niet op de bestelling.');
      const left = line.quantity - (returned.get(lineIndex) ?? 0);
      if (quantity > left) {
        throw tooMany(
          `Van ${line.name} kan nog ${left} retour komen: er zijn er ${line.quantity} geleverd.`,
        );
      }
    }
    const profile = await users.in(tx).get(order.userId);
    const now = clock.now();
    const { day, year } = invoiceDay(now);
    const number = await nextNumberIn(tx, 'creditfactuur', year);

    // An order delivered in parts has an invoice per shipment: the return credits what they
    // billed together (the same unit prices; the points allowances added up per btw rate).
    const billed = earlier.filter((doc) => doc.kind === 'factuur');
    const allowances = new Map<number, Invoice['allowances'][number]>();
    for (const allowance of billed.flatMap((doc) => doc.allowances)) {
      const was = allowances.get(allowance.vatRate);
      allowances.set(allowance.vatRate, {
        ...allowance,
        amount: (was?.amount ?? 0) + allowance.amount,
      });
    }
    const amounts = creditAmounts(
      { lines: billed.flatMap((doc) => doc.lines), allowances: [...allowances.values()] },
      [...asked].map(([lineIndex, quantity]) => ({ lineIndex, quantity })),
    );
    const creditedGoods = -[...credits, amounts].reduce((sum, c) => sum + c.totalExclVat, 0);
    const due = order.pointsCredited
      ? pointsToTakeBack({
          pointsEarned: order.pointsToEarn,
          goodsAfterPoints: order.goodsNet - order.pointsValue,
          creditedGoods,
          alreadyTakenBack: credits.reduce(
            (sum, c) => sum + (c.pointsTakenBack ?? 0) + (c.pointsShortfall ?? 0),
            0,
          ),
        })
      : 0;
    const balance = rewardPointsOf(profile);
    const takenBack = profile ? Math.min(due, Math.max(0, balance)) : 0;

    const id = randomUUID();
    const stored = {
      kind: 'creditfactuur' as const,
      number,
      orderId,
      orderNumber: order.number,
      issueDate: day,
      deliveryDate: invoice.deliveryDate,
      dueDate: addDays(day, invoice.paymentTermDays),
      paymentTermDays: invoice.paymentTermDays,
      paymentReference: number,
      buyer: invoice.buyer,
      seller: invoice.seller,
      orderReference: invoice.orderReference,
      ...(invoice.clientName ? { clientName: invoice.clientName } : {}),
      ...amounts,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      reason: request.reason,
      pointsTakenBack: takenBack,
      pointsShortfall: due - takenBack,
      userId: order.userId,
      companyId: companyOfRecord(order, order.userId),
      createdAt: isoMoment(now),
    };
    assertUblWritable(publicInvoice({ ...stored, id }));
    invoices.in(tx).set(id, stored);
    if (takenBack > 0) {
      changePoints(tx, {
        userId: order.userId,
        balance,
        amount: -takenBack,
        reason: 'correctie',
        orderId,
        orderNumber: order.number,
        note: `Retour, creditfactuur ${number}`,
        at: now,
      });
    }
    recordAudit(tx, {
      actor,
      entity: 'order',
      entityId: orderId,
      action: 'retour geregistreerd',
      changes: [
        { field: 'creditfactuur', before: '—', after: number },
        ...(due > takenBack
          ? [
              {
                field: 'spaarpunten niet teruggeboekt',
                before: '—',
                after: String(due - takenBack),
              },
            ]
          : []),
      ],
      at: now,
    });
    return publicInvoice({ ...stored, id });
  });
}
