import { dutchDay } from '@shared/domain/calendar';
import { paymentProblem } from '@shared/domain/open-items';
import type { AdminInvoice } from '@shared/schemas/invoice';
import { recordLabel } from '../audit/record-label';
import { diff, recordAudit, type Actor } from '../audit/audit';
import { invoices } from '../collections/invoices';
import type { Clock } from '../env';
import { API_ERROR_CODES } from '@shared/schemas/api-error';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';
import { anyInvoice, invoiceNotFound } from './invoice-list';

/**
 * The back-office records that an invoice was paid on a day (domain-rules.md, "The firm as a
 * party"), audited. Only an unpaid invoice, and only a day from its issue day to today in the
 * Netherlands; what the invoice says stays as it was issued.
 */
export async function markInvoicePaid(
  storage: Storage,
  clock: Clock,
  actor: Actor,
  id: string,
  paidOn: string,
): Promise<AdminInvoice> {
  await storage.transaction(async (tx) => {
    const invoice = await invoices.in(tx).get(id);
    if (!invoice) throw invoiceNotFound();
    const problem = paymentProblem(invoice, paidOn, dutchDay(clock.now()));
    if (problem?.about === 'document')
      throw new ApiError(409, 'betaling_niet_mogelijk', problem.message);
    if (problem)
      throw new ApiError(400, API_ERROR_CODES.validation, problem.message, {
        paidOn: problem.message,
      });
    invoices.in(tx).update(id, { paidOn });
    recordAudit(tx, {
      actor,
      entity: 'invoice',
      entityId: id,
      recordLabel: recordLabel.invoice(invoice),
      action: `factuur ${invoice.number} betaald`,
      changes: diff(invoice, { ...invoice, paidOn }, ['paidOn']),
      at: clock.now(),
    });
  });
  return anyInvoice(storage, id);
}
