import type { Context } from 'hono';
import type { Invoice } from '@shared/schemas/invoice';
import type { AppEnv } from '../env';
import { invoicePdf } from './invoice-pdf';
import { invoiceUbl } from '../e-invoice/ubl';

const headers = (type: string, filename: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

/** The invoice or credit note as PDF, re-rendered from the stored document. */
export async function pdfResponse(c: Context<AppEnv>, invoice: Invoice) {
  const pdf = await invoicePdf(invoice);
  return c.body(new Uint8Array(pdf), 200, headers('application/pdf', `${invoice.number}.pdf`));
}

/** The invoice or credit note as UBL 2.1 (Peppol BIS Billing 3.0). */
export function ublResponse(c: Context<AppEnv>, invoice: Invoice) {
  return c.body(
    invoiceUbl(invoice),
    200,
    headers('application/xml; charset=utf-8', `${invoice.number}.xml`),
  );
}
