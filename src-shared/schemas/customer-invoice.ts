import { z } from 'zod';
import { CUSTOMER_INVOICE_KINDS, CUSTOMER_INVOICE_STATUSES } from '../domain/customer-invoice';
import { textFields } from './answer-fields';
import { FIRM_CONTACT_FIELDS } from './contact-fields';
import { documentIdSchema } from './document-id';
import { pageSchema } from './page';
import { linesText } from './plain-text';
import { vatTotalsCentsSchema } from './vat-totals';

const day = (error: string) => z.iso.date({ error });
const offerteId = documentIdSchema('Deze offerte bestaat niet.');

/** Why a customer invoice is credited, as the credit invoice names it. */
const creditReason = linesText({ error: 'Geef de reden van de creditfactuur.' })
  .trim()
  .min(3, { error: 'Geef de reden van de creditfactuur.' })
  .max(500, { error: 'Een reden heeft hooguit 500 tekens.' });

/** The credit form: the reason only (the invoice is the one it is opened for). */
export const creditReasonSchema = z.object({ reason: creditReason });

/** `POST /api/customer-invoices`: a deposit or final invoice from an offerte, or a credit invoice. */
export const createCustomerInvoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('aanbetaling'), offerteId }),
    z.object({
      kind: z.literal('eindfactuur'),
      offerteId,
      /** The day the work was done: the invoice's delivery date. */
      deliveryDate: day('Geef de datum van de installatie als JJJJ-MM-DD.'),
    }),
    z.object({
      kind: z.literal('creditfactuur'),
      invoiceId: documentIdSchema('Deze factuur bestaat niet.'),
      reason: creditReason,
    }),
  ],
  { error: 'Kies aanbetaling, eindfactuur of creditfactuur.' },
);
export type CreateCustomerInvoiceRequest = z.infer<typeof createCustomerInvoiceSchema>;

/** `POST /api/customer-invoices/:id/betaald`: the day the money came in (default: today). */
export const markCustomerInvoicePaidSchema = z.object({
  paidOn: day('Geef de betaaldatum als JJJJ-MM-DD.').optional(),
});

export const customerInvoiceListQuerySchema = z.object({
  offerteId: documentIdSchema('Deze offerte bestaat niet.').optional(),
  clientId: documentIdSchema('Deze klant bestaat niet.').optional(),
  status: z.enum(CUSTOMER_INVOICE_STATUSES, { error: 'Kies open of betaald.' }).optional(),
});
export type CustomerInvoiceFilter = z.infer<typeof customerInvoiceListQuerySchema>;

/** The installer as its invoice prints it: kept with the invoice, so it never changes after. */
export const invoiceIssuerSchema = z.object(textFields('name', 'address', ...FIRM_CONTACT_FIELDS));
export type InvoiceIssuer = z.infer<typeof invoiceIssuerSchema>;

export const customerInvoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  totalExclVatCents: z.number().int(),
  vatRate: z.number(),
});

const reference = z.object({ id: z.string(), number: z.string() });

/** An invoice of the firm to its client, as the firm's members see it. */
export const customerInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(CUSTOMER_INVOICE_KINDS),
  status: z.enum(CUSTOMER_INVOICE_STATUSES),
  offerteId: z.string(),
  offerteNumber: z.string(),
  clientId: z.string().optional(),
  client: z.object({ name: z.string(), address: z.string(), email: z.string() }),
  issuer: invoiceIssuerSchema,
  issueDate: z.string(),
  dueDate: z.string(),
  deliveryDate: z.string().optional(),
  paymentTermDays: z.number().int(),
  depositPercent: z.number().optional(),
  lines: z.array(customerInvoiceLineSchema),
  ...vatTotalsCentsSchema.shape,
  /** On a credit invoice: the invoice it corrects, and why. */
  creditOf: reference.optional(),
  reason: z.string().optional(),
  /** On a credited invoice: its credit invoice (it then asks nothing any more). */
  creditedBy: reference.optional(),
  paidOn: z.string().optional(),
  /** What it still asks (negative: what the firm owes its client). */
  openCents: z.number().int(),
  createdAt: z.string(),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;
export const customerInvoicePageSchema = pageSchema(customerInvoiceSchema);

/** `GET /api/customer-invoices/openstaand`: what the firm's clients still have to pay. */
export const openCustomerItemsSchema = z.object({
  totalOpenCents: z.number().int(),
  count: z.number().int(),
  perClient: z.array(
    z.object({
      clientId: z.string().optional(),
      clientName: z.string(),
      openCents: z.number().int(),
      count: z.number().int(),
    }),
  ),
});
export type OpenCustomerItems = z.infer<typeof openCustomerItemsSchema>;
