import { z } from 'zod';

const cents = z.number().int();

/** The btw of one rate (`VatAmount`, src-shared/domain/money.ts): its base and btw in cents. */
const vatAmountSchema = z.object({ rate: z.number(), base: cents, amount: cents });

/** A document's totals in cents: excl. btw, the btw per rate, all btw, and incl. btw. */
export const vatTotalsSchema = z.object({
  totalExclVat: cents,
  vat: z.array(vatAmountSchema),
  totalVat: cents,
  totalInclVat: cents,
});

/** The same totals as offertes and customer invoices name them (with `Cents`). */
export const vatTotalsCentsSchema = z.object({
  totalExclVatCents: cents,
  vat: z.array(vatAmountSchema),
  totalVatCents: cents,
  totalInclVatCents: cents,
});
