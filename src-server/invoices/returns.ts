import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { dueDate } from '@shared/domain/calendar';
import {
  creditAmounts,
  invoiceDay,
  pointsToTakeBack,
  returnsPerInvoice,
} from '@shared/domain/invoice';
import type { Invoice, ReturnRequest } from '@shared/schemas/invoice';
import type { WithId } from '../collections/collection';
import { invoices, publicInvoice, type StoredInvoice } from '../collections/invoices';
import { orderIn } from '../collections/orders';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { firmPointsOf } from '../collections/company-points';
import { changePoints } from '../points/points';
import type { Storage } from '../storage/port';
import { recordAudit, type Actor } from '../audit/audit';
import { recordLabel } from '../audit/record-label';
import { assertUblWritable } from '../e-invoice/ubl';
import { companyOfRecord } from '../policy/access';
import { inIssueOrder } from './invoice-list';
import { nextNumbersIn } from '../collections/counters';

function tooMany(message: string): ApiError {
  return new ApiError(400, 'retour_te_groot', message, { lines: message });
}

/** The order's invoices in the order they were issued, and its credit notes. */
function documentsOf(all: WithId<StoredInvoice>[]) {
  return {
    billed: all.filter((doc) => doc.kind === 'factuur').sort(inIssueOrder),
    credits: all.filter((doc) => doc.kind === 'creditfactuur').sort(inIssueOrder),
  };
}

/**
 * Registers a return of some or all goods of a delivered order: a credit note per invoice that
 * billed the returned units (each with its own gapless number, naming that invoice), the
 * points earned on the returned goods taken back (never below 0; what cannot be taken back is
 * recorded on the credit note), and an audit entry, all in one transaction. Answers the credit
 * notes in the order of their invoices.
 */
export async function registerReturn(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  orderId: string,
  request: ReturnRequest,
): Promise<Invoice[]> {
  return storage.transaction(async (tx) => {
    const order = await orderIn(tx, orderId);
    const { billed, credits } = documentsOf(
      await invoices.in(tx).query({ where: [{ field: 'orderId', op: '==', value: orderId }] }),
    );
    if (order.status !== 'geleverd' || billed.length === 0) {
      throw new ApiError(
        409,
        'niet_geleverd',
        'Alleen een geleverde en gefactureerde bestelling kan retour komen.',
      );
    }
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
    const { perInvoice, unbilled } = returnsPerInvoice(
      billed,
      credits,
      [...asked].map(([lineIndex, quantity]) => ({ lineIndex, quantity })),
    );
    const [firstUnbilled] = unbilled.keys();
    if (firstUnbilled !== undefined) {
      throw new ApiError(
        409,
        'niet_gefactureerd',
        `${order.lines[firstUnbilled]?.name ?? 'Deze regel'} is nog niet helemaal gefactureerd: maak eerst de factuur.`,
      );
    }
    // The order's firm gives back the points it earned on the returned goods.
    const firm = await firmPointsOf(tx, companyOfRecord(order, order.userId));
    const now = clock.now();
    const { day } = invoiceDay(now);
    const numbers = await nextNumbersIn(tx, 'creditfactuur', now, perInvoice.length);

    const made: WithId<StoredInvoice>[] = [];
    let takenBackSoFar = 0;
    for (const [index, part] of perInvoice.entries()) {
      const invoice = billed.find((doc) => doc.id === part.invoiceId);
      const number = numbers[index];
      if (!invoice || !number) continue;
      const amounts = creditAmounts(
        invoice,
        part.lines,
        [...credits, ...made].filter((credit) => credit.invoiceId === invoice.id),
      );
      const creditedGoods = -[...credits, ...made, amounts].reduce(
        (sum, c) => sum + c.totalExclVat,
        0,
      );
      const due = order.pointsCredited
        ? pointsToTakeBack({
            pointsEarned: order.pointsToEarn,
            goodsAfterPoints: order.goodsNet - order.pointsValue,
            creditedGoods,
            alreadyTakenBack: [...credits, ...made].reduce(
              (sum, c) => sum + (c.pointsTakenBack ?? 0) + (c.pointsShortfall ?? 0),
              0,
            ),
          })
        : 0;
      const takenBack = Math.min(due, Math.max(0, firm.balance - takenBackSoFar));
      takenBackSoFar += takenBack;
      made.push({
        id: randomUUID(),
        kind: 'creditfactuur' as const,
        number,
        orderId,
        orderNumber: order.number,
        issueDate: day,
        deliveryDate: invoice.deliveryDate,
        dueDate: dueDate(day, invoice.paymentTermDays),
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
      });
    }
    for (const { id, ...stored } of made) {
      // A credit note never changes: it is stored only when its e-invoice can be written.
      assertUblWritable(publicInvoice({ ...stored, id }));
      invoices.in(tx).set(id, stored);
    }
    const madeNumbers = made.map((credit) => credit.number).join(', ');
    // One entry per credit note, naming it: the firm's ledger says which return took what.
    const takenBack = made.filter((credit) => (credit.pointsTakenBack ?? 0) > 0);
    if (takenBack.length > 0) {
      changePoints(
        tx,
        firm,
        ...takenBack.map((credit) => ({
          userId: order.userId,
          amount: -(credit.pointsTakenBack ?? 0),
          reason: 'retour' as const,
          orderId,
          orderNumber: order.number,
          creditNoteNumber: credit.number,
          at: now,
        })),
      );
    }
    const shortfall = made.reduce((sum, credit) => sum + (credit.pointsShortfall ?? 0), 0);
    recordAudit(tx, {
      actor,
      entity: 'order',
      entityId: orderId,
      recordLabel: recordLabel.order(order),
      action: 'retour geregistreerd',
      changes: [
        { field: 'creditfactuur', before: '—', after: madeNumbers },
        ...(shortfall > 0
          ? [{ field: 'spaarpunten niet teruggeboekt', before: '—', after: String(shortfall) }]
          : []),
      ],
      at: now,
    });
    return made.map((credit) => publicInvoice(credit));
  });
}
