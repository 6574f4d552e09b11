import { z } from 'zod';
import { PAYMENT_STATUSES } from '../domain/open-items';
import { textFields } from './answer-fields';
import { FIRM_CONTACT_FIELDS, strictObject } from './contact-fields';
import { buyerSchema } from './order';
import { pageSchema } from './page';
import { linesText } from './plain-text';
import { postalAddressSchema } from './postal-address';
import { vatTotalsSchema } from './vat-totals';
import { isCalendarDay } from '../domain/calendar';

const cents = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The seller as printed on the document, kept with it so it never changes afterwards. */
export const sellerSnapshotSchema = z.object({
  ...textFields('name', 'bic', 'termsUrl', ...FIRM_CONTACT_FIELDS),
  visitingAddress: postalAddressSchema,
  postalAddress: postalAddressSchema,
});

/** One invoiced line: goods or delivery. On a credit note quantity and total are negative. */
export const invoiceLineSchema = z.object({
  /** The order line it came from; delivery has none. */
  lineIndex: z.number().int().optional(),
  productId: z.string().optional(),
  description: z.string(),
  modelNumber: z.string(),
  quantity: z.number().int(),
  unitPrice: cents,
  lineTotal: cents,
  vatRate: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const INVOICE_KINDS = ['factuur', 'creditfactuur'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * An invoice or a credit note as stored once and answered by the API. Amounts in cents excl.
 * btw unless the name says otherwise; a credit note's amounts are negative.
 */
export const invoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  /** Invoice date, delivery date and due date as calendar days in the Netherlands. */
  issueDate: day,
  deliveryDate: day,
  dueDate: day,
  paymentTermDays: z.number().int(),
  /** What the buyer puts with the payment: the invoice number. */
  paymentReference: z.string(),
  buyer: buyerSchema,
  seller: sellerSnapshotSchema,
  /** The buyer's own reference and linked client, as on the order. */
  orderReference: z.string(),
  clientName: z.string().optional(),
  lines: z.array(invoiceLineSchema),
  /** Σ line totals. */
  lineTotal: cents,
  /** Redeemed points, per btw rate (a document allowance). */
  allowances: z.array(z.object({ reason: z.string(), vatRate: z.number(), amount: cents })),
  allowanceTotal: cents,
  ...vatTotalsSchema.shape,
  /** Credit notes: the invoice they correct, the reason and the points taken back. */
  invoiceId: z.string().optional(),
  invoiceNumber: z.string().optional(),
  reason: z.string().optional(),
  pointsTakenBack: z.number().int().optional(),
  /** Points that could not be taken back because the balance was too low. */
  pointsShortfall: z.number().int().optional(),
  /**
   * Invoices: the Dutch day the back-office recorded the payment (missing: not paid). The only
   * field set after issue; what the document says never changes.
   */
  paidOn: day.optional(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Whether a document is open, paid or settled, and what it still owes (src-shared/domain/open-items.ts). */
export const openItemSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  openAmount: cents,
});

/** An invoice or credit note in a list: with its payment status. */
export const invoiceItemSchema = invoiceSchema.extend({ payment: openItemSchema });
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;
export const invoicePageSchema = pageSchema(invoiceItemSchema);

/** `GET /api/invoices/open`: what the firm still owes, incl. btw, and on how many invoices. */
export const openTotalSchema = z.object({ openTotal: cents, openCount: z.number().int() });
export type OpenTotal = z.infer<typeof openTotalSchema>;

/** An invoice in the back-office list: with the customer and company it belongs to. */
export const adminInvoiceSchema = invoiceSchema.extend({
  userId: z.string(),
  companyId: z.string().optional(),
  payment: openItemSchema,
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;
export const adminInvoicePageSchema = pageSchema(adminInvoiceSchema);

/** `POST /api/admin/invoices/:id/payment`: the Dutch day the invoice was paid. */
export const invoicePaymentSchema = strictObject({
  paidOn: z
    .string({ error: 'Vul de betaaldatum in.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Vul de betaaldatum in als dag, zoals 2026-11-27.' })
    .refine(isCalendarDay, { error: 'Deze betaaldatum bestaat niet.' }),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const RETURN_REASON_MAX = 500;

/** What an admin sends to register a return: lines of the order and quantities, and why. */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        lineIndex: z.number().int().min(0).max(199),
        quantity: z.number().int().min(1, { error: 'Geef een aantal van minstens 1.' }).max(9999),
      }),
    )
    .min(1, { error: 'Kies minstens één regel om te retourneren.' })
    .max(200),
  reason: linesText()
    .trim()
    .min(1, { error: 'Vul de reden van de retour in.' })
    .max(RETURN_REASON_MAX, { error: `De reden is hoogstens ${RETURN_REASON_MAX} tekens.` }),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/**
 * What a return answers: its first credit note (as before credit notes per invoice), and every
 * credit note it made, one per invoice that billed the returned units.
 */
export const returnAnswerSchema = invoiceSchema.extend({ creditNotes: z.array(invoiceSchema) });
export type ReturnAnswer = z.infer<typeof returnAnswerSchema>;

export const invoiceSearchSchema = z.object({
  q: z.string().trim().max(100, { error: 'Zoek met hoogstens 100 tekens.' }).optional(),
  /** The back-office's invoices of one company. */
  bedrijf: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'Onbekend bedrijf.' })
    .optional(),
});
