/**
 * Open items (domain-rules.md, "The firm as a party": invoices can be open or paid; admins mark
 * payment with a date; firms see their open items). Amounts are integer cents incl. btw.
 *
 * - An invoice the back-office marked paid is `betaald` and owes nothing.
 * - An unpaid invoice owes its total minus what its credit notes took off (a credit note's
 *   total is negative, so it is added), never below 0: `openstaand` while something is owed,
 *   `verrekend` once credit notes took off all of it.
 * - A credit note owes nothing itself. While its invoice is unpaid it comes off that invoice
 *   (`verrekend`); a credit note on a paid invoice is settled as the note says, refunded or
 *   offset by Warmteportaal (`terugbetaling`), and no longer changes the open total.
 * The firm's open total is the sum of its invoices' open amounts.
 */
import { dutchDate } from './calendar';
import { valuesOf } from './labels';

export const PAYMENT_STATUS_LABELS = {
  openstaand: 'Openstaand',
  betaald: 'Betaald',
  verrekend: 'Verrekend',
  terugbetaling: 'Terugbetaald of verrekend',
};
export const PAYMENT_STATUSES = valuesOf(PAYMENT_STATUS_LABELS);
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the open items need of a document. */
export interface PayableDocument {
  id: string;
  kind: 'factuur' | 'creditfactuur';
  totalInclVat: number;
  /** A credit note's invoice. */
  invoiceId?: string | undefined;
  /** The Dutch day the back-office recorded the invoice's payment. */
  paidOn?: string | undefined;
}

export interface OpenItem {
  status: PaymentStatus;
  /** What is still owed on this document, in cents incl. btw (0 for a credit note). */
  openAmount: number;
}

/**
 * The payment status and open amount of each document, by id. `documents` must hold every
 * credit note of each invoice asked about (an order's documents together, or a firm's).
 */
export function openItemsOf(documents: readonly PayableDocument[]): Map<string, OpenItem> {
  const credited = new Map<string, number>();
  for (const document of documents)
    if (document.kind === 'creditfactuur' && document.invoiceId)
      credited.set(
        document.invoiceId,
        (credited.get(document.invoiceId) ?? 0) + document.totalInclVat,
      );
  const invoices = new Map(documents.map((document) => [document.id, document]));
  const items = new Map<string, OpenItem>();
  for (const document of documents) {
    if (document.kind === 'creditfactuur') {
      const invoice = document.invoiceId ? invoices.get(document.invoiceId) : undefined;
      items.set(document.id, {
        status: invoice?.paidOn ? 'terugbetaling' : 'verrekend',
        openAmount: 0,
      });
    } else if (document.paidOn) {
      items.set(document.id, { status: 'betaald', openAmount: 0 });
    } else {
      const openAmount = Math.max(0, document.totalInclVat + (credited.get(document.id) ?? 0));
      items.set(document.id, { status: openAmount > 0 ? 'openstaand' : 'verrekend', openAmount });
    }
  }
  return items;
}

/** The firm's open total and how many invoices are open, from all its documents. */
export function openTotalOf(documents: readonly PayableDocument[]): {
  openTotal: number;
  openCount: number;
} {
  let openTotal = 0;
  let openCount = 0;
  for (const item of openItemsOf(documents).values()) {
    if (item.status !== 'openstaand') continue;
    openTotal += item.openAmount;
    openCount += 1;
  }
  return { openTotal, openCount };
}

/**
 * Why a payment day cannot be recorded, in Dutch; null when it can: the document must be an
 * unpaid invoice (`document`), and the day between its issue day and today in the Dutch
 * calendar, both included (`day`).
 */
export function paymentProblem(
  document: Pick<PayableDocument, 'kind' | 'paidOn'> & { issueDate: string },
  paidOn: string,
  today: string,
): { about: 'document' | 'day'; message: string } | null {
  if (document.kind !== 'factuur')
    return {
      about: 'document',
      message:
        'Een creditfactuur wordt niet betaald: hij gaat af van zijn factuur of wordt terugbetaald.',
    };
  if (document.paidOn)
    return {
      about: 'document',
      message: `Deze factuur is al betaald op ${dutchDate(document.paidOn)}.`,
    };
  if (paidOn > today)
    return { about: 'day', message: 'De betaaldatum kan niet in de toekomst liggen.' };
  if (paidOn < document.issueDate)
    return { about: 'day', message: 'De betaaldatum kan niet vóór de factuurdatum liggen.' };
  return null;
}
